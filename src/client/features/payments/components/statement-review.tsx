import { useId, useRef, useState } from 'react';
import { Check, X } from 'lucide-react';
import { formatPence } from '@shared/money';
import type { StatementLine } from '@shared/payments';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { SelectField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { useIgnoreStatementLine, useMatchStatementLine, useReviewLines } from '../api';
import { matchHint, matchKind, suggestionLabel } from '../review-lines';

/**
 * 'Payments to review': bank statement lines the import could not place on its own (no reference,
 * or not the rent's amount). Each is matched to an open payment or ignored. Shown only when there
 * are some.
 */
export function StatementReview({ propertyId }: { propertyId: number }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = useReviewLines(propertyId);

  if (lines.isError) return <FormAlert>Error loading payments to review</FormAlert>;
  if (!lines.data?.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50/50 p-4"
    >
      <h5
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        Payments to review <span className="font-normal text-slate-700">({lines.data.length})</span>
      </h5>
      <p className="text-sm text-slate-700">
        These bank statement lines did not quote a tenant&apos;s reference with the rent&apos;s amount. Match
        each to the payment it is for, or ignore it if it is not rent.
      </p>
      <ul className="divide-y divide-amber-200">
        {lines.data.map((line) => (
          <ReviewLineItem
            key={line.id}
            line={line}
            // The line leaves the list, taking the pressed button with it: keep focus in the section.
            onResolved={() => heading.current?.focus()}
          />
        ))}
      </ul>
    </section>
  );
}

function ReviewLineItem({ line, onResolved }: { line: StatementLine; onResolved: () => void }) {
  const summaryId = useId();
  const [paymentId, setPaymentId] = useState(String(line.suggestions[0]?.paymentId ?? ''));
  // Done: hidden at once, before the refreshed list drops it, so it cannot be pressed twice.
  const [isResolved, setResolved] = useState(false);
  const match = useMatchStatementLine();
  const ignore = useIgnoreStatementLine();
  const busy = match.isPending || ignore.isPending;
  // A refetch may drop the chosen payment (settled elsewhere): fall back to the best suggestion.
  const chosen = line.suggestions.find((s) => String(s.paymentId) === paymentId) ?? line.suggestions[0];
  // Repeated buttons say which line they act on, as the table's Edit buttons do.
  const which = (
    <span className="sr-only">{` ${formatPence(line.amount)} on ${formatDateGB(line.date)}`}</span>
  );
  const isPart = !!chosen && matchKind(line.amount, chosen.amount) === 'part';

  const doMatch = () => {
    if (!chosen) return;
    match.mutate(
      { lineId: line.id, paymentId: chosen.paymentId },
      {
        onSuccess: () => {
          setResolved(true);
          toast({
            title: 'Payment Matched',
            description: `${formatPence(line.amount)} recorded for ${chosen.tenantName}${isPart ? '; the rest stays due' : ''}.`,
            variant: 'success',
          });
          onResolved();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to match the payment. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const doIgnore = () =>
    ignore.mutate(line.id, {
      onSuccess: () => {
        setResolved(true);
        toast({
          title: 'Line Ignored',
          description: `${formatPence(line.amount)} on ${formatDateGB(line.date)} is set aside as not rent.`,
          variant: 'success',
        });
        onResolved();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to ignore the line. Please try again.'),
          variant: 'destructive',
        }),
    });

  if (isResolved) return null;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div role="group" aria-labelledby={summaryId} className="space-y-3">
        <p id={summaryId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <time dateTime={line.date} className="whitespace-nowrap text-slate-700">
            {formatDateGB(line.date)}
          </time>
          <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{line.description}</span>
          <span className="font-semibold whitespace-nowrap text-slate-900">{formatPence(line.amount)}</span>
        </p>
        {chosen ? (
          <SelectField
            label="Match to"
            value={String(chosen.paymentId)}
            hint={matchHint(line.amount, chosen)}
            disabled={busy}
            containerClassName="max-w-xl"
            onChange={(event) => setPaymentId(event.target.value)}
          >
            {line.suggestions.map((s) => (
              <option key={s.paymentId} value={String(s.paymentId)}>
                {suggestionLabel(s)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-700">
            No open payment to match it to. Record the payment with Record Payment, or ignore this line.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {chosen && (
            <Button size="sm" onClick={doMatch} disabled={busy}>
              <Check aria-hidden="true" />
              {match.isPending ? 'Matching…' : isPart ? 'Match as part payment' : 'Match'}
              {which}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={doIgnore} disabled={busy}>
            <X aria-hidden="true" />
            {ignore.isPending ? 'Ignoring…' : 'Ignore'}
            {which}
          </Button>
        </div>
      </div>
    </li>
  );
}
