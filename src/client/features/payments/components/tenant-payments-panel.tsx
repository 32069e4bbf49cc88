import { useState } from 'react';
import { Plus } from 'lucide-react';
import { formatPence } from '@shared/money';
import type { RentPayment } from '@shared/payments';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { useTenantPayments } from '../api';
import { PaymentFormDialog } from './payment-form-dialog';
import { PaymentsTable } from './payments-table';
import { RemindersToggle } from './reminders-toggle';

export const TENANT_PAYMENTS_PAGE_SIZE = 20;

export interface TenantPaymentsPanelProps {
  tenantId: number;
  tenantName: string;
  /** Monthly rent in pence: the suggested amount for a new payment. */
  rentAmount: number;
  /** The tenancy's bank-transfer reference (Tenant.paymentReference). */
  paymentReference: string;
  /** Tenant.remindersPaused: the 'Send rent reminders' box shows the opposite. */
  remindersPaused: boolean;
}

/** Tenant management's Payments tab: the tenancy's reference, reminders, Record Payment and its history. */
export function TenantPaymentsPanel({
  tenantId,
  tenantName,
  rentAmount,
  paymentReference,
  remindersPaused,
}: TenantPaymentsPanelProps) {
  const [offset, setOffset] = useState(0);
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState<RentPayment | null>(null);
  const payments = useTenantPayments(tenantId, { limit: TENANT_PAYMENTS_PAGE_SIZE, offset });
  const rows = payments.data?.items ?? [];
  const total = payments.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1 text-sm text-slate-700">
          <p>
            Rent payments for {tenantName}, monthly rent {formatPence(rentAmount)}.
          </p>
          <p>
            Tenants quote this reference on bank transfers:{' '}
            <strong className="font-mono text-base tracking-wider break-all text-slate-900">
              {paymentReference}
            </strong>
          </p>
        </div>
        <Button onClick={() => setRecording(true)}>
          <Plus aria-hidden="true" />
          Record Payment
        </Button>
      </div>

      <RemindersToggle tenantId={tenantId} tenantName={tenantName} remindersPaused={remindersPaused} />

      {payments.isPending ? (
        <Loading label="Loading payments..." />
      ) : payments.isError ? (
        <FormAlert>Error loading payment data</FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No payments found</p>
      ) : (
        <>
          <PaymentsTable payments={rows} label={`Payment history for ${tenantName}`} onEdit={setEditing} />
          {total > TENANT_PAYMENTS_PAGE_SIZE && (
            <Pager
              label={`Payment pages for ${tenantName}`}
              noun={['payment', 'payments']}
              offset={offset}
              pageSize={TENANT_PAYMENTS_PAGE_SIZE}
              shown={rows.length}
              total={total}
              onOffsetChange={setOffset}
            />
          )}
        </>
      )}

      <PaymentFormDialog
        open={recording}
        tenant={{ id: tenantId, fullName: tenantName, rentAmount }}
        onClose={() => setRecording(false)}
      />
      <PaymentFormDialog open={editing !== null} payment={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
