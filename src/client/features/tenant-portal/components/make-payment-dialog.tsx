import { useId, type ReactNode } from 'react';
import { Copy } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { TenantPaymentSummary } from '@shared/payments';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { AGENCY } from '@client/content/agency';
import { formatLongDate } from '@client/lib/format';
import { TextLink } from '@client/components/ui/text-link';

type HowToPayProps = Pick<
  TenantPaymentSummary,
  'arrears' | 'bankDetails' | 'nextDue' | 'paymentReference' | 'rentAmount'
>;

async function copyReference(reference: string) {
  try {
    // Missing outside a secure context (plain http): the TypeError lands in the catch.
    await navigator.clipboard.writeText(reference);
    toast({ title: m.portal_pay_copied(), variant: 'success' });
  } catch {
    toast({
      title: m.portal_pay_copy_failed(),
      description: m.portal_pay_copy_by_hand(),
      variant: 'destructive',
    });
  }
}

function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * How to pay: what is due, the agency's client account and the tenancy's reference. The product
 * takes no card payments; tenants pay by bank transfer or standing order from their own bank.
 */
export function HowToPay({ arrears, bankDetails, nextDue, paymentReference, rentAmount }: HowToPayProps) {
  const hasDue = arrears > 0 || nextDue !== null;
  const dueHeadingId = useId();
  const bankHeadingId = useId();
  return (
    <div className="space-y-5 text-sm">
      <section aria-labelledby={dueHeadingId} className="space-y-1">
        <h3 id={dueHeadingId} className="font-semibold text-slate-900">
          {m.portal_pay_amount_due()}
        </h3>
        {hasDue ? (
          <dl className="divide-y divide-slate-200">
            {arrears > 0 && (
              <DetailRow term={m.portal_pay_overdue_now()}>
                <span className="text-red-800">{formatPence(arrears)}</span>
              </DetailRow>
            )}
            {nextDue && (
              <DetailRow term={m.portal_pay_next_due({ date: formatLongDate(nextDue.dueDate) })}>
                {formatPence(nextDue.amount)}
              </DetailRow>
            )}
          </dl>
        ) : (
          <p className="text-slate-700">{m.portal_pay_nothing_due({ amount: formatPence(rentAmount) })}</p>
        )}
      </section>

      <section aria-labelledby={bankHeadingId} className="space-y-1">
        <h3 id={bankHeadingId} className="font-semibold text-slate-900">
          {m.portal_pay_bank_heading()}
        </h3>
        {bankDetails ? (
          <dl className="divide-y divide-slate-200">
            <DetailRow term={m.portal_pay_account_name()}>{bankDetails.accountName}</DetailRow>
            <DetailRow term={m.portal_pay_sort_code()}>
              <span className="font-mono tracking-wider">{bankDetails.sortCode}</span>
            </DetailRow>
            <DetailRow term={m.portal_pay_account_number()}>
              <span className="font-mono tracking-wider">{bankDetails.accountNumber}</span>
            </DetailRow>
          </dl>
        ) : (
          <p className="text-slate-700">
            {m.portal_pay_no_bank_call()} <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>{' '}
            {m.portal_pay_no_bank_or_email()}{' '}
            <TextLink href={`mailto:${AGENCY.email}`} className="break-all">
              {AGENCY.email}
            </TextLink>
            .
          </p>
        )}
      </section>

      <div className="space-y-3 rounded-md border border-brand-200 bg-brand-50 p-3 text-brand-950">
        <p>
          {m.portal_pay_reference_label()}{' '}
          <strong className="font-mono text-base tracking-wider break-all">{paymentReference}</strong>{' '}
          {m.portal_pay_reference_note()}
        </p>
        <Button size="sm" variant="outline" onClick={() => void copyReference(paymentReference)}>
          <Copy aria-hidden="true" />
          {m.portal_pay_copy_button()}
        </Button>
      </div>

      <p className="text-slate-700">{m.portal_pay_no_cards()}</p>
    </div>
  );
}

/** The Make Payment dialog: the how-to-pay details; nothing is paid through the website. */
export function MakePaymentDialog({
  summary,
  open,
  onClose,
}: {
  summary: HowToPayProps;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>{m.portal_pay_title()}</DialogTitle>
        <DialogDescription>{m.portal_pay_description()}</DialogDescription>
        <HowToPay {...summary} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>{m.portal_done()}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
