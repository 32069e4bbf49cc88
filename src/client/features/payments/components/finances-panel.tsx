import { useId, useState, type ReactNode } from 'react';
import { AlertTriangle, CalendarClock, Download, PoundSterling, Plus } from 'lucide-react';
import { formatPence } from '@shared/money';
import { PAYMENT_FILTERS, paymentStatusLabel, type PaymentFilter, type RentPayment } from '@shared/payments';
import type { Property } from '@shared/properties';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { paymentsExportUrl, usePaymentSummary, usePropertyPayments } from '../api';
import { PaymentFormDialog, type PaymentTenant } from './payment-form-dialog';
import { DeductionsPanel } from './deductions-panel';
import { PaymentsTable } from './payments-table';
import { RentChart } from './rent-chart';
import { StatementReview } from './statement-review';

export const FINANCES_PAGE_SIZE = 20;

const filterLabel = (filter: PaymentFilter) => (filter === 'all' ? 'All' : paymentStatusLabel[filter]);

export interface FinancesPanelProps {
  property: Pick<Property, 'id' | 'title'>;
  /** The property's tenancies, for the Record Payment dialog's tenant choice; undefined while they load. */
  tenants: readonly PaymentTenant[] | undefined;
  /** Where the statement import ('Sync with Revolut') button goes, beside Export. */
  importSlot?: ReactNode;
  /** The agency (an admin) adds and removes deductions; a landlord only sees them. */
  canManageDeductions?: boolean;
}

/**
 * The property's Finances tab (SPEC.md §2): bank statement lines waiting for review, three cards,
 * the 12-month chart and the filtered history.
 */
export function FinancesPanel({
  property,
  tenants,
  importSlot,
  canManageDeductions = false,
}: FinancesPanelProps) {
  const headingId = useId();
  const [status, setStatus] = useState<PaymentFilter>('all');
  const [offset, setOffset] = useState(0);
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState<RentPayment | null>(null);
  const payments = usePropertyPayments(property.id, { status, limit: FINANCES_PAGE_SIZE, offset });
  const rows = payments.data?.items ?? [];
  const total = payments.data?.total ?? 0;

  const changeStatus = (next: PaymentFilter) => {
    setStatus(next);
    setOffset(0);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="text-lg font-semibold text-slate-900">
          Finances
        </h4>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setRecording(true)}>
            <Plus aria-hidden="true" />
            Record Payment
          </Button>
          <Button asChild variant="outline">
            <a href={paymentsExportUrl(property.id, status)} download>
              <Download aria-hidden="true" />
              Export
              <span className="sr-only"> {filterLabel(status).toLowerCase()} payments as CSV</span>
            </a>
          </Button>
          {/* Slot: the statement import ('Sync with Revolut') button, provided by the route. */}
          {importSlot}
        </div>
      </div>

      {/* Above the cards: these lines wait for the landlord, and matching them changes the totals. */}
      <StatementReview propertyId={property.id} />

      <PaymentSummaryCards propertyId={property.id} />

      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h5 className="font-semibold text-slate-900">Payment history</h5>
          <div role="group" aria-label="Show payments" className="flex flex-wrap gap-2">
            {PAYMENT_FILTERS.map((filter) => (
              <Button
                key={filter}
                size="sm"
                variant={status === filter ? 'default' : 'outline'}
                aria-pressed={status === filter}
                onClick={() => changeStatus(filter)}
              >
                {filterLabel(filter)}
              </Button>
            ))}
          </div>
        </div>

        {payments.isPending ? (
          <Loading label="Loading payments..." />
        ) : payments.isError ? (
          <FormAlert>Error loading payment data</FormAlert>
        ) : rows.length === 0 ? (
          <p className="text-slate-700">No payments found</p>
        ) : (
          <>
            <PaymentsTable
              payments={rows}
              label={`Payment history for ${property.title}`}
              showTenant
              onEdit={setEditing}
            />
            {total > FINANCES_PAGE_SIZE && (
              <Pager
                label="Payment history pages"
                noun={['payment', 'payments']}
                offset={offset}
                pageSize={FINANCES_PAGE_SIZE}
                shown={rows.length}
                total={total}
                onOffsetChange={setOffset}
              />
            )}
          </>
        )}
      </div>

      <DeductionsPanel property={property} canManage={canManageDeductions} />

      <PaymentFormDialog open={recording} tenants={tenants} onClose={() => setRecording(false)} />
      <PaymentFormDialog open={editing !== null} payment={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

/** Current Month (paid), Upcoming (pending) and Overdue totals, then the chart, from one summary call. */
function PaymentSummaryCards({ propertyId }: { propertyId: number }) {
  const summary = usePaymentSummary(propertyId);
  const data = summary.data;
  const value = (pence: number | undefined) =>
    summary.isPending ? '…' : summary.isError || pence === undefined ? '—' : formatPence(pence);

  const cards = [
    {
      label: 'Current Month',
      note: 'Paid this month',
      Icon: PoundSterling,
      text: value(data?.currentMonthPaid),
    },
    { label: 'Upcoming', note: 'Pending, not yet due', Icon: CalendarClock, text: value(data?.upcoming) },
    { label: 'Overdue', note: 'Past its due date', Icon: AlertTriangle, text: value(data?.overdue) },
  ] as const;

  return (
    <div className="space-y-4" aria-busy={summary.isPending || undefined}>
      <ul aria-label="Rent totals" className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        {cards.map(({ label, note, Icon, text }) => (
          <li key={label}>
            <Card className="flex h-full items-start justify-between gap-2 p-4">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-700">{label}</p>
                <p className="mt-1 text-2xl font-bold whitespace-nowrap text-slate-900">{text}</p>
                <p className="mt-1 text-xs text-slate-600">{note}</p>
              </div>
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            </Card>
          </li>
        ))}
      </ul>
      {summary.isError && <p className="text-sm text-red-700">Error loading payment data</p>}
      {data && <RentChart months={data.months} />}
    </div>
  );
}
