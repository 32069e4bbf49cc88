import { FileDown } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { PaymentStatus, RentPayment } from '@shared/payments';
import { Badge } from '@client/components/ui/badge';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { receiptUrl } from '../api';
import { formatLongDate } from '@client/lib/format';
import { paymentMethodText, paymentStatusText } from '@client/lib/portal-labels';
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
      <TableColumns
        names={[
          m.portal_payments_col_due_date(),
          m.portal_payments_col_amount(),
          m.portal_payments_col_status(),
          m.portal_payments_col_paid_on(),
          m.portal_payments_col_method(),
          m.portal_payments_col_receipt(),
        ]}
      />
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
                <Badge variant={statusVariant[payment.status]}>{paymentStatusText(payment.status)}</Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {isPaid ? (
                  <time dateTime={payment.paymentDate}>{formatLongDate(payment.paymentDate)}</time>
                ) : (
                  <Missing what={m.portal_payments_not_paid()} />
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {isPaid && payment.paymentMethod ? (
                  paymentMethodText(payment.paymentMethod)
                ) : (
                  <Missing what={m.portal_payments_no_method()} />
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {isPaid ? (
                  <TextLink
                    href={receiptUrl(payment.id)}
                    download
                    aria-label={m.portal_payments_download_receipt({ date: dueDate })}
                    className="inline-flex items-center gap-1"
                  >
                    <FileDown aria-hidden="true" className="size-4" />
                    {m.portal_payments_col_receipt()}
                  </TextLink>
                ) : (
                  <Missing what={m.portal_payments_no_receipt()} />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
