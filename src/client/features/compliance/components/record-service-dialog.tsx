import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { todayInLondon } from '@shared/dates';
import { SERVICE_METHODS, serviceMethodLabel } from '@shared/documents';
import { errorMessage } from '@client/app/api-client';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  FormFooter,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useDocumentServices, useRecordService } from '../api';
import { formatShortDate } from '@client/lib/format';
import {
  RECORD_SERVICE_FIELDS,
  recordServiceDefaults,
  recordServiceFormSchema,
  type RecordServiceFormOutput,
  type RecordServiceFormValues,
} from '../record-service-form';

export interface ContractHolder {
  id: number;
  name: string;
}

interface RecordServiceProps {
  /** The document a copy of which was given. */
  documentId: number;
  /** What it is, in words ("Gas safety record given to contract-holders"). */
  what: string;
  contractHolders: ContractHolder[];
  defaultTenantId: number | null;
  onClose: () => void;
}

/** "Record a copy given": a copy handed over by post, in person or by the landlord's own e-mail. */
export function RecordServiceDialog({ open, ...props }: RecordServiceProps & { open: boolean }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {open && (
        <DialogContent>
          <DialogTitle>Record a copy given</DialogTitle>
          <DialogDescription>
            {props.what}: say who was given a copy, how and when. Copies the product e-mails are recorded by
            themselves.
          </DialogDescription>
          <RecordServiceForm {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}

export function RecordServiceForm({
  documentId,
  contractHolders,
  defaultTenantId,
  onClose,
}: RecordServiceProps) {
  const today = todayInLondon();
  const schema = useMemo(() => recordServiceFormSchema(today), [today]);
  const record = useRecordService(documentId);
  const services = useDocumentServices(documentId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecordServiceFormValues, unknown, RecordServiceFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: recordServiceDefaults(defaultTenantId, today),
  });
  const nameOf = (id: number) => contractHolders.find((c) => c.id === id)?.name ?? `Contract-holder ${id}`;

  const onSubmit = (input: RecordServiceFormOutput) =>
    record.mutate(input, {
      onSuccess: () => {
        toast({
          title: 'Copy recorded',
          description: `A copy given to ${nameOf(input.tenantId)} on ${formatShortDate(input.servedAt)} has been recorded.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, RECORD_SERVICE_FIELDS);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to record the copy. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  const given = services.data ?? [];

  return (
    <div className="space-y-5">
      {given.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-slate-900">Copies already recorded</p>
          <ul className="mt-1 space-y-1 text-sm text-slate-800">
            {given.map((s, index) => (
              <li key={`${s.tenantId}-${s.servedAt}-${index}`}>
                {nameOf(s.tenantId)}: {serviceMethodLabel[s.method] ?? s.method},{' '}
                <time dateTime={s.servedAt.slice(0, 10)}>{formatShortDate(s.servedAt.slice(0, 10))}</time>
                {s.by ? ` (recorded by ${s.by})` : ' (sent by the product)'}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <SelectField label="Contract-holder" error={errors.tenantId?.message} {...register('tenantId')}>
          <option value="">Choose the contract-holder</option>
          {contractHolders.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="How it was given" error={errors.method?.message} {...register('method')}>
          <option value="">Choose how</option>
          <LabelledOptions values={SERVICE_METHODS} labels={serviceMethodLabel} />
        </SelectField>
        <FormField
          label="Date given"
          type="date"
          max={today}
          error={errors.servedAt?.message}
          {...register('servedAt')}
        />
        <FormFooter onCancel={onClose} busy={record.isPending} submitLabel="Record copy given" />
      </form>
    </div>
  );
}
