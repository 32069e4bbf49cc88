import { useId, useState } from 'react';
import { Landmark } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { TenantPaymentSummary } from '@shared/payments';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { useOwnPayments } from '../api';
import { MakePaymentDialog } from './make-payment-dialog';
import { OwnPaymentsTable } from './own-payments-table';

export const OWN_PAYMENTS_PAGE_SIZE = 20;

/**
 * The tenant's Payments section (SPEC.md §2 tenant dashboard, Payments): what was paid in the last
 * year, Make Payment (how to pay by bank transfer) and the history with receipts.
 */
export function TenantPaymentsSection({
  summary,
  tenancyId,
}: {
  summary: TenantPaymentSummary;
  /** The tenancy chosen in the Tenancy select; omitted for the current one. */
  tenancyId?: number | undefined;
}) {
  const headingId = useId();
  const [paying, setPaying] = useState(false);
  const [offset, setOffset] = useState(0);
  // No tenancyId: the server picks the same current tenancy for the list as for the summary, so
  // the first page can load alongside the summary (TenantPortal prefetches it).
  const payments = useOwnPayments({ limit: OWN_PAYMENTS_PAGE_SIZE, offset, tenancyId });
  const rows = payments.data?.items ?? [];
  const total = payments.data?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
            {m.portal_tab_payments()}
          </h2>
          <p className="text-slate-700">
            {m.portal_payments_paid_last_year()}{' '}
            <strong className="text-slate-900">{formatPence(summary.paidLastYear)}</strong>
          </p>
        </div>
        <Button onClick={() => setPaying(true)} aria-haspopup="dialog">
          <Landmark aria-hidden="true" />
          {m.portal_pay_title()}
        </Button>
      </div>

      {/* Not a live region: a new page would read the whole table out. The states announce themselves. */}
      <div aria-busy={payments.isFetching || undefined} className="space-y-4">
        {payments.isPending ? (
          <Loading label={m.portal_payments_loading()} />
        ) : payments.isError ? (
          <FormAlert>{m.portal_error_payment_data()}</FormAlert>
        ) : rows.length === 0 ? (
          <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
            {m.portal_payments_none()}
          </p>
        ) : (
          <>
            <OwnPaymentsTable
              payments={rows}
              label={m.portal_payments_table_label({ property: summary.propertyTitle })}
            />
            {total > OWN_PAYMENTS_PAGE_SIZE && (
              <Pager
                label={m.portal_payments_pages()}
                noun={[m.portal_noun_payment(), m.portal_noun_payments()]}
                offset={offset}
                pageSize={OWN_PAYMENTS_PAGE_SIZE}
                shown={rows.length}
                total={total}
                onOffsetChange={setOffset}
              />
            )}
          </>
        )}
      </div>

      <MakePaymentDialog summary={summary} open={paying} onClose={() => setPaying(false)} />
    </section>
  );
}
