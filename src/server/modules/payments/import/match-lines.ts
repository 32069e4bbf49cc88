import { createHash } from 'node:crypto';
import type { ParsedLine } from './parse-statement';

/** An unpaid rent payment a statement line may settle. Amount in pence. */
export interface OpenPayment {
  id: number;
  tenantId: number;
  tenantName: string;
  amount: number;
  dueDate: string;
  paymentReference: string;
}

export type MatchDecision =
  | { kind: 'matched'; paymentId: number }
  /** Payment ids, best first, at most 5. */
  | { kind: 'review'; suggestions: number[] }
  /** Debits and zero amounts: not rent. */
  | { kind: 'skipped' };

/** Rent paid up to 10 days early (tenants pay before going away) or 20 days late still matches. */
export const MATCH_WINDOW = { daysBefore: 10, daysAfter: 20 };
const MAX_SUGGESTIONS = 5;
/**
 * References are 8 characters. A much shorter one (typed in by hand) would turn up inside unrelated
 * descriptions by chance once spaces are removed, so it never counts as found.
 */
const MIN_REFERENCE_LENGTH = 6;

/** Upper case A-Z and 0-9 only: tenants type "r7k3-f9qx" or "R7K3 F9QX" into their banking app. */
export function normaliseReference(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * One decision per line, in order. Only a line that agrees on reference, exact amount and date is
 * marked paid without a person; anything less goes to review, because paying the wrong tenant's rent
 * is worse than asking. Confident matches are made first over the whole statement, so suggestions
 * never offer a payment this same statement has already settled.
 */
export function matchLines(lines: ParsedLine[], open: OpenPayment[]): MatchDecision[] {
  // Worked out once per payment: a year's statement against a portfolio is millions of comparisons.
  const candidates: Candidate[] = open
    .map((payment) => ({
      payment,
      reference: usableReference(payment.paymentReference),
      dueDay: dayNumber(payment.dueDate),
    }))
    // The earliest due date first: a tenant paying with a reference clears the oldest rent.
    .sort((a, b) => a.dueDay - b.dueDay || a.payment.id - b.payment.id);
  const settled = new Set<number>();
  const matches = lines.map((line) => {
    if (line.amount <= 0) return undefined;
    const description = normaliseReference(line.description);
    const day = dayNumber(line.date);
    const found = candidates.find(
      (c) =>
        !settled.has(c.payment.id) &&
        hasReference(description, c) &&
        c.payment.amount === line.amount &&
        day >= c.dueDay - MATCH_WINDOW.daysBefore &&
        day <= c.dueDay + MATCH_WINDOW.daysAfter,
    );
    if (found) settled.add(found.payment.id);
    return found?.payment;
  });

  const unsettled = candidates.filter((c) => !settled.has(c.payment.id));
  return lines.map((line, i): MatchDecision => {
    if (line.amount <= 0) return { kind: 'skipped' };
    const payment = matches[i];
    if (payment) return { kind: 'matched', paymentId: payment.id };
    return { kind: 'review', suggestions: suggest(line, unsettled) };
  });
}

interface Candidate {
  payment: OpenPayment;
  /** Normalised, or null when too short to look for. */
  reference: string | null;
  dueDay: number;
}

/** Same reference first, then the same amount, then the nearest due date. */
function suggest(line: ParsedLine, candidates: Candidate[]): number[] {
  const description = normaliseReference(line.description);
  const day = dayNumber(line.date);
  const ranked: { id: number; sameReference: boolean; sameAmount: boolean; distance: number }[] = [];
  for (const c of candidates) {
    const sameReference = hasReference(description, c);
    // A line larger than the rent is not that rent unless the tenant's reference says so (paying two
    // months at once); a smaller one may be a part payment of it.
    if (!sameReference && c.payment.amount < line.amount) continue;
    const { id, amount } = c.payment;
    ranked.push({
      id,
      sameReference,
      sameAmount: amount === line.amount,
      distance: Math.abs(day - c.dueDay),
    });
  }
  return ranked
    .sort(
      (a, b) =>
        Number(b.sameReference) - Number(a.sameReference) ||
        Number(b.sameAmount) - Number(a.sameAmount) ||
        a.distance - b.distance ||
        a.id - b.id,
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ id }) => id);
}

function hasReference(normalisedDescription: string, candidate: Candidate): boolean {
  return candidate.reference !== null && normalisedDescription.includes(candidate.reference);
}

function usableReference(paymentReference: string): string | null {
  const reference = normaliseReference(paymentReference);
  return reference.length >= MIN_REFERENCE_LENGTH ? reference : null;
}

/** Days since 1970 for a YYYY-MM-DD date, so windows and distances are plain subtraction. */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/**
 * A stable identity per line, so importing the same statement again is recognised line by line. The
 * bank's own id is used when it gives one. Otherwise date, amount and description identify the line,
 * plus how many identical lines came before it in this file: two genuine £950 payments from the same
 * tenant on one day stay two lines, while a re-import of the file reproduces both fingerprints.
 */
export function fingerprintLines(lines: ParsedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    let key: string;
    if (line.externalId) {
      key = `id|${line.externalId}`;
    } else {
      const identity = `${line.date}|${line.amount}|${normaliseReference(line.description)}`;
      const occurrence = seen.get(identity) ?? 0;
      seen.set(identity, occurrence + 1);
      key = `line|${identity}|${occurrence}`;
    }
    return createHash('sha256').update(key).digest('hex');
  });
}
