import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import { DeductionInputSchema, type Deduction } from '@shared/deductions';
import { formatPence } from '@shared/money';
import type { Property } from '@shared/properties';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useAddDeduction, usePropertyDeductions, useRemoveDeduction } from '../api';
import { amountInputToPence } from '../payment-form';

export const DEDUCTIONS_PAGE_SIZE = 20;

/**
 * The form holds text as typed, the amount in pounds; on submit it becomes the API body (pence)
 * checked by the shared schema, so the messages are the server's own words.
 */
const DeductionFormSchema = z
  .object({ date: z.string(), description: z.string(), amount: z.string() })
  .transform((values, ctx) => {
    const parsed = DeductionInputSchema.safeParse({
      date: values.date,
      description: values.description,
      amount: amountInputToPence(values.amount),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'amount')] });
    return z.NEVER;
  });
type DeductionFormValues = z.input<typeof DeductionFormSchema>;
type DeductionFormOutput = z.output<typeof DeductionFormSchema>;
const DEDUCTION_FIELDS = ['date', 'description', 'amount'] as const;

const emptyForm = (): DeductionFormValues => ({ date: todayInLondon(), description: '', amount: '' });

/**
 * Agency deductions under the payment history: what the agency paid on the landlord's behalf,
 * taken from the rent in that month's statement. Landlords see them; only the agency
 * (`canManage`) adds or removes them.
 */
export function DeductionsPanel({
  property,
  canManage = false,
}: {
  property: Pick<Property, 'id' | 'title'>;
  canManage?: boolean;
}) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<Deduction | null>(null);
  const deductions = usePropertyDeductions(property.id, { limit: DEDUCTIONS_PAGE_SIZE, offset });
  const rows = deductions.data?.items ?? [];
  const total = deductions.data?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h5 id={headingId} className="font-semibold text-slate-900">
          Agency deductions
        </h5>
        <p className="mt-1 text-sm text-slate-700">
          Charges we paid on your behalf, taken from your rent in the monthly statement.
        </p>
      </div>

      {deductions.isPending ? (
        <Loading label="Loading deductions..." />
      ) : deductions.isError ? (
        <FormAlert>Error loading deductions</FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No deductions recorded</p>
      ) : (
        <>
          <Table label={`Agency deductions for ${property.title}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead>Amount</TableHead>
                {canManage && (
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((deduction) => (
                <TableRow key={deduction.id}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={deduction.date}>{formatDateGB(deduction.date)}</time>
                  </TableCell>
                  <TableCell className="break-words">{deduction.description}</TableCell>
                  <TableCell className="font-medium whitespace-nowrap text-slate-900">
                    {formatPence(deduction.amount)}
                  </TableCell>
                  {canManage && (
                    <TableCell>
                      <Button size="sm" variant="outline" onClick={() => setRemoving(deduction)}>
                        <Trash2 aria-hidden="true" />
                        Remove
                        <span className="sr-only">
                          {' '}
                          {deduction.description}, {formatPence(deduction.amount)} on{' '}
                          {formatDateGB(deduction.date)}
                        </span>
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {total > DEDUCTIONS_PAGE_SIZE && (
            <Pager
              label="Agency deduction pages"
              noun={['deduction', 'deductions']}
              offset={offset}
              pageSize={DEDUCTIONS_PAGE_SIZE}
              shown={rows.length}
              total={total}
              onOffsetChange={setOffset}
            />
          )}
        </>
      )}

      {canManage && (
        <>
          <AddDeductionForm propertyId={property.id} onAdded={() => setOffset(0)} />
          <RemoveDeductionDialog
            propertyId={property.id}
            deduction={removing}
            onClose={() => setRemoving(null)}
          />
        </>
      )}
    </section>
  );
}

function AddDeductionForm({ propertyId, onAdded }: { propertyId: number; onAdded: () => void }) {
  const headingId = useId();
  const add = useAddDeduction(propertyId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeductionFormValues, unknown, DeductionFormOutput>({
    resolver: zodResolver(DeductionFormSchema),
    defaultValues: emptyForm(),
  });

  const save = (input: DeductionFormOutput) =>
    add.mutate(input, {
      onSuccess: (saved) => {
        toast({
          title: 'Deduction Added',
          description: `${formatPence(saved.amount)} for ${saved.description} will be taken from the rent.`,
          variant: 'success',
        });
        reset(emptyForm());
        // The newest deduction is on the first page.
        onAdded();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, DEDUCTION_FIELDS);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to add deduction. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="space-y-4 rounded-md border border-slate-200 p-4"
    >
      <h6 id={headingId} className="font-semibold text-slate-900">
        Add deduction
      </h6>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_minmax(0,9rem)]">
        <FormField label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <FormField
          label="Description"
          autoComplete="off"
          maxLength={200}
          error={errors.description?.message}
          {...register('description')}
        />
        <FormField
          label="Amount (£)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
      <Button type="submit" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? 'Adding…' : 'Add deduction'}
      </Button>
    </form>
  );
}

function RemoveDeductionDialog({
  propertyId,
  deduction,
  onClose,
}: {
  propertyId: number;
  deduction: Deduction | null;
  onClose: () => void;
}) {
  const remove = useRemoveDeduction(propertyId);
  const confirm = () => {
    if (!deduction) return;
    remove.mutate(deduction.id, {
      onSuccess: () => {
        toast({
          title: 'Deduction Removed',
          description: 'It will no longer be taken from the rent.',
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove deduction. Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={deduction !== null}
      title="Remove Deduction"
      confirmLabel="Remove Deduction"
      pendingLabel="Removing…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {deduction && (
        <>
          Remove &quot;{deduction.description}&quot; ({formatPence(deduction.amount)},{' '}
          {formatDateGB(deduction.date)})? It will no longer be taken from the rent in the statement.
        </>
      )}
    </ConfirmDialog>
  );
}
