import { formatPence } from '@shared/money';
import { formatShortDate } from '@client/lib/format';
import type { StatementLine } from '@shared/payments';

export type LineSuggestion = StatementLine['suggestions'][number];

/** 'Megan Jones — due 1 Dec 2026 — £950.00': one open payment a statement line may belong to. */
export const suggestionLabel = (s: LineSuggestion): string =>
  `${s.tenantName} — due ${formatShortDate(s.dueDate)} — ${formatPence(s.amount)}`;

/**
 * How a line settles the chosen payment. Less money is a part payment (the payment splits and the
 * rest stays due); more is the whole payment plus an extra paid row for the difference.
 */
export type MatchKind = 'exact' | 'part' | 'over';
export function matchKind(lineAmount: number, paymentAmount: number): MatchKind {
  if (lineAmount < paymentAmount) return 'part';
  return lineAmount > paymentAmount ? 'over' : 'exact';
}

/** The hint under the line's choice: what happens to the difference, or nothing when it is exact. */
export function matchHint(lineAmount: number, payment: LineSuggestion | undefined): string | null {
  if (!payment) return null;
  switch (matchKind(lineAmount, payment.amount)) {
    case 'part':
      return `Part payment: ${formatPence(lineAmount)} of ${formatPence(payment.amount)}. The remaining ${formatPence(payment.amount - lineAmount)} stays due.`;
    case 'over':
      return `${formatPence(lineAmount - payment.amount)} more than due: the extra is recorded as a payment of its own.`;
    default:
      return null;
  }
}
