import { FileDown } from 'lucide-react';
import { formatPence } from '@shared/money';
import {
  paymentMethodLabel,
  paymentStatusLabel,
  type PaymentStatus,
  type RentPayment,
} from '@shared/payments';
import { Badge } from '@client/components/ui/badge';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { receiptUrl } from '../api';
import { formatLongDate } from '@client/lib/format';
import { TextLink } from '@client/components/ui/text-link';

const statusVariant: Record<PaymentStatus, 'success' | 'neutral' | 'danger'> = {
  paid: 'success',
  pending: 'neutral',
  overdue: 'danger',
};

/** A dash for the eye, words for a screen reader. */
function Missing({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{what}</span>
    </>
  );
}

/**
 * The tenant's payment history: Due date, Amount, Status, Paid on, Method and, for paid rows, the
 * receipt (SPEC.md §2 'Receipt View'). It scrolls inside its own region on a phone.
 */
export function OwnPaymentsTable({ payments, label }: { payments: readonly RentPayment[]; label: string }) {
  return (
    <Table label={label}>
      <caption className="sr-only">{label}</caption>
      <TableColumns names={['Due date', 'Amount', 'Status', 'Paid on', 'Method', 'Receipt']} />
      <TableBody>
        {payments.map((payment) => {
          const dueDate = formatLongDate(payment.dueDate);
          const isPaid = payment.status === 'paid';
          return (
            <TableRow key={payment.id}>
              <TableCell className="whitespace-nowrap">
                <time dateTime={payment.dueDate}>{dueDate}</time>
              </TableCell>
              <TableCell className="font-medium whitespace-nowrap text-slate-900">
                {formatPence(payment.amount)}
              </TableCell>
              <TableCell>
                <Badge variant={statusVariant[payment.status]}>{paymentStatusLabel[payment.status]}</Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {isPaid ? (
                  <time dateTime={payment.paymentDate}>{formatLongDate(payment.paymentDate)}</time>
                ) : (
                  <Missing what="Not paid yet" />
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {isPaid && payment.paymentMethod ? (
                  paymentMethodLabel[payment.paymentMethod]
                ) : (
                  <Missing what="No method recorded" />
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {isPaid ? (
                  <TextLink
                    href={receiptUrl(payment.id)}
                    download
                    aria-label={`Download receipt for ${dueDate} payment`}
                    className="inline-flex items-center gap-1"
                  >
                    <FileDown aria-hidden="true" className="size-4" />
                    Receipt
                  </TextLink>
                ) : (
                  <Missing what="No receipt until paid" />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
