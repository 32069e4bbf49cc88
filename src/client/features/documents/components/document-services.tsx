import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { todayInLondon } from '@shared/dates';
import {
  SERVICE_METHODS,
  documentTypeLabel,
  serviceMethodLabel,
  type DocumentRecord,
  type DocumentService,
} from '@shared/documents';
import type { Tenant } from '@shared/tenancies';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
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
import { formatDateGB } from '@client/lib/format';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useDocumentServices, useRecordService } from '../api';
import {
  SERVICE_FIELDS,
  ServiceFormSchema,
  currentContractHolders,
  notYetServed,
  serviceFormDefaults,
  type ServiceFormOutput,
  type ServiceFormValues,
} from '../service-form';

type Holder = Pick<Tenant, 'id' | 'fullName' | 'status' | 'tenantType'>;

/** How a copy was given, in words: "by post", "in person", "by e-mail (sent by this product)". */
export function serviceText(service: DocumentService): string {
  const how =
    service.method === 'in_person' ? 'in person' : `by ${serviceMethodLabel[service.method].toLowerCase()}`;
  const who = service.by ? `recorded by ${service.by}` : 'sent by this product';
  return `${formatDateGB(service.servedAt)}, ${how} (${who})`;
}

/** Who was given a copy of a property certificate and when, with "Record a copy given". */
export function DocumentServices({
  document,
  tenants,
}: {
  document: DocumentRecord;
  /** The property's tenancies, to name the contract-holders; undefined while they load. */
  tenants: readonly Holder[] | undefined;
}) {
  const headingId = useId();
  const services = useDocumentServices(document.id);
  const [recording, setRecording] = useState(false);
  const names = new Map((tenants ?? []).map((t) => [t.id, t.fullName]));
  const rows = services.data ?? [];
  const missing = services.isSuccess && tenants ? notYetServed(tenants, rows) : [];
  const holders = currentContractHolders(tenants);

  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
      <h6 id={headingId} className="font-semibold text-slate-900">
        Copies given to contract-holders
      </h6>
      {services.isPending ? (
        <p className="mt-1 text-slate-700">Loading copies given…</p>
      ) : services.isError ? (
        <p className="mt-1 font-medium text-red-700">
          {errorMessage(services.error, 'Could not load who was given a copy.')}
        </p>
      ) : (
        <>
          {rows.length === 0 ? (
            <p className="mt-1 text-slate-700">No copy recorded as given yet.</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {rows.map((service, index) => (
                <li key={`${service.tenantId}-${service.servedAt}-${index}`} className="break-words">
                  <span className="font-medium text-slate-900">
                    {names.get(service.tenantId) ?? 'A contract-holder no longer listed'}
                  </span>
                  : <span className="text-slate-800">{serviceText(service)}</span>
                </li>
              ))}
            </ul>
          )}
          {missing.length > 0 && (
            <p className="mt-1 font-medium text-amber-900">
              Not yet given to: {missing.map((t) => t.fullName).join(', ')}
            </p>
          )}
        </>
      )}
      {holders.length > 0 && (
        <Button size="sm" variant="outline" className="mt-2" onClick={() => setRecording(true)}>
          <Send aria-hidden="true" />
          Record a copy given<span className="sr-only"> of {document.title}</span>
        </Button>
      )}
      <RecordServiceDialog
        open={recording}
        document={document}
        holders={holders}
        onClose={() => setRecording(false)}
      />
    </section>
  );
}

function RecordServiceDialog({
  open,
  onClose,
  ...props
}: {
  open: boolean;
  document: DocumentRecord;
  holders: readonly Holder[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && (
        <DialogContent>
          <DialogTitle>Record a copy given</DialogTitle>
          <DialogDescription>
            A copy of &quot;{props.document.title}&quot; (
            {documentTypeLabel[props.document.documentType] ?? props.document.documentType}) given outside
            this product: by post, in person or by your own e-mail.
          </DialogDescription>
          <RecordServiceForm onClose={onClose} {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Who was given the copy, how, and on what day (not in the future). */
export function RecordServiceForm({
  document,
  holders,
  onClose,
}: {
  document: DocumentRecord;
  holders: readonly Holder[];
  onClose: () => void;
}) {
  const record = useRecordService(document.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    resolver: zodResolver(ServiceFormSchema),
    defaultValues: serviceFormDefaults(holders),
  });

  const onSubmit = (input: ServiceFormOutput) =>
    record.mutate(input, {
      onSuccess: () => {
        const name = holders.find((t) => t.id === input.tenantId)?.fullName ?? 'the contract-holder';
        toast({
          title: 'Copy Recorded',
          description: `A copy of "${document.title}" given to ${name} has been recorded.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, SERVICE_FIELDS);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to record the copy. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <SelectField label="Contract-holder" error={errors.tenantId?.message} {...register('tenantId')}>
        {holders.length !== 1 && <option value="">Choose the contract-holder</option>}
        {holders.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.fullName}
          </option>
        ))}
      </SelectField>
      <SelectField label="How it was given" error={errors.method?.message} {...register('method')}>
        <option value="">Choose how</option>
        <LabelledOptions values={SERVICE_METHODS} labels={serviceMethodLabel} />
      </SelectField>
      <FormField
        label="Given on"
        type="date"
        max={todayInLondon()}
        hint="The day they received it, or the day it was posted."
        error={errors.servedAt?.message}
        {...register('servedAt')}
      />
      <FormFooter onCancel={onClose} busy={record.isPending} submitLabel="Record Copy" />
    </form>
  );
}
