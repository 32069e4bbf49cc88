import { Pencil } from 'lucide-react';
import { formatPence } from '@shared/money';
import {
  paymentMethodLabel,
  paymentSourceLabel,
  paymentStatusLabel,
  type PaymentStatus,
  type RentPayment,
} from '@shared/payments';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { formatDateGB } from '@client/lib/format';

const statusVariant: Record<PaymentStatus, 'success' | 'neutral' | 'danger'> = {
  paid: 'success',
  pending: 'neutral',
  overdue: 'danger',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={statusVariant[status]}>{paymentStatusLabel[status]}</Badge>;
}

/** A paid row is dated by when it was paid; an open one by when it falls due. */
const shownDate = (payment: RentPayment) =>
  payment.status === 'paid' ? payment.paymentDate : payment.dueDate;

function Missing({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">No {what}</span>
    </>
  );
}

/**
 * Payment history: Date, Amount, Status, Method, Reference, Source (SPEC.md §2 Finances tab) and
 * an Edit action. `showTenant` names the tenant under the amount where a property has several.
 */
export function PaymentsTable({
  payments,
  label,
  showTenant = false,
  onEdit,
}: {
  payments: readonly RentPayment[];
  /** The scrollable region's name, e.g. 'Payment history for Flat 2'. */
  label: string;
  showTenant?: boolean;
  onEdit: (payment: RentPayment) => void;
}) {
  return (
    <Table label={label}>
      <TableColumns names={['Date', 'Amount', 'Status', 'Method', 'Reference', 'Source']} actions />
      <TableBody>
        {payments.map((payment) => {
          const date = shownDate(payment);
          const isDue = payment.status !== 'paid';
          return (
            <TableRow key={payment.id}>
              <TableCell className="whitespace-nowrap">
                <time dateTime={date}>{formatDateGB(date)}</time>
                {isDue && <span className="block text-xs text-slate-600">Due</span>}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <span className="font-medium text-slate-900">{formatPence(payment.amount)}</span>
                {showTenant && <span className="block text-xs text-slate-600">{payment.tenantName}</span>}
              </TableCell>
              <TableCell>
                <PaymentStatusBadge status={payment.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {payment.paymentMethod ? (
                  paymentMethodLabel[payment.paymentMethod]
                ) : (
                  <Missing what="method recorded" />
                )}
              </TableCell>
              <TableCell className="break-all">{payment.reference ?? <Missing what="reference" />}</TableCell>
              <TableCell>
                <div className="flex min-w-max flex-wrap items-center gap-2">
                  <span>{paymentSourceLabel[payment.externalSource]}</span>
                  {payment.matchedAutomatically && <Badge variant="neutral">Auto-matched</Badge>}
                </div>
              </TableCell>
              <TableCell>
                <Button size="sm" variant="outline" onClick={() => onEdit(payment)}>
                  <Pencil aria-hidden="true" />
                  Edit
                  <span className="sr-only">
                    {' '}
                    payment of {formatPence(payment.amount)} {isDue ? 'due' : 'paid'} {formatDateGB(date)}
                    {showTenant ? ` from ${payment.tenantName}` : ''}
                  </span>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
