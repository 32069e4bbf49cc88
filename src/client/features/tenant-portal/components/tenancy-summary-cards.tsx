import { AlertTriangle, CalendarRange, Home, PoundSterling } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { TenantPaymentSummary } from '@shared/payments';
import { Card } from '@client/components/ui/card';
import { AGENCY } from '@client/content/agency';
import { cn } from '@client/lib/utils';
import { formatLongDate } from '@client/lib/format';

/** 'Next payment due 1 December 2026', naming the amount only when it is not the usual rent. */
export function nextDueText(summary: Pick<TenantPaymentSummary, 'nextDue' | 'rentAmount'>): string {
  const { nextDue } = summary;
  if (!nextDue) return m.portal_next_due_none();
  const date = formatLongDate(nextDue.dueDate);
  return nextDue.amount === summary.rentAmount
    ? m.portal_next_due({ date })
    : m.portal_next_due_amount({ date, amount: formatPence(nextDue.amount) });
}

/** Under Renting Homes (Wales) a fixed term that ends carries on as a periodic contract. */
export function leaseNote(lease: TenantPaymentSummary['lease']): string {
  if (lease.status === 'notice_given') return m.portal_lease_notice_given();
  if (lease.status === 'past') return m.portal_lease_past();
  return lease.contractType === 'fixed_term' ? m.portal_lease_fixed_term() : m.portal_lease_periodic();
}

/**
 * The tenant dashboard's cards (SPEC.md §2): the property, the monthly rent with the next due date,
 * and arrears only when something is overdue. One column on a phone.
 */
export function TenancySummaryCards({ summary }: { summary: TenantPaymentSummary }) {
  const hasArrears = summary.arrears > 0;
  return (
    <ul
      aria-label={m.portal_cards_label()}
      className={cn(
        'grid grid-cols-1 gap-4 sm:grid-cols-2',
        hasArrears ? 'xl:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      <li>
        <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-6">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-700">{m.portal_card_property()}</p>
            <p className="mt-1 text-xl font-semibold break-words text-slate-900">{summary.propertyTitle}</p>
          </div>
          <Home aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        </Card>
      </li>
      <li>
        <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-6">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-700">{m.portal_card_monthly_rent()}</p>
            <p className="mt-1 text-2xl font-bold whitespace-nowrap text-slate-900">
              {formatPence(summary.rentAmount)}
            </p>
            <p className="mt-1 text-sm text-slate-700">{nextDueText(summary)}</p>
          </div>
          <PoundSterling aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        </Card>
      </li>
      <li>
        <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-6">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-700">{m.portal_card_lease_term()}</p>
            <p className="mt-1 text-base font-semibold text-slate-900">
              {m.portal_dates_range({
                start: formatLongDate(summary.lease.start),
                end: formatLongDate(summary.lease.end),
              })}
            </p>
            <p className="mt-1 text-sm text-slate-700">{leaseNote(summary.lease)}</p>
          </div>
          <CalendarRange aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        </Card>
      </li>
      {hasArrears && (
        <li>
          {/* Not a Card: its white background and grey border cannot be overridden without tailwind-merge. */}
          <div className="flex h-full items-start justify-between gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 shadow-sm sm:p-6">
            <div className="min-w-0 text-amber-950">
              <p className="text-sm font-medium">{m.portal_card_arrears()}</p>
              <p className="mt-1 text-sm">
                <span className="block text-2xl font-bold whitespace-nowrap">
                  {formatPence(summary.arrears)}
                </span>{' '}
                {m.portal_card_arrears_text()}{' '}
                <a
                  href={AGENCY.phoneHref}
                  className="font-medium whitespace-nowrap underline underline-offset-2"
                >
                  {AGENCY.phone}
                </a>
                .
              </p>
            </div>
            <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
          </div>
        </li>
      )}
    </ul>
  );
}
