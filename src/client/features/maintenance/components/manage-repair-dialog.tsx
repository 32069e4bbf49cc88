import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAINTENANCE_STATUSES,
  maintenanceCategoryLabel,
  maintenanceStatusLabel,
  type MaintenanceChangeInput,
  type MaintenanceEvent,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { errorMessage, hasErrorCode } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { CheckboxField, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useAssignableContractors, useChangeRepair } from '../api';
import {
  REPAIR_CHANGE_FIELDS,
  contractorOptionLabel,
  repairChangeDefaults,
  repairChangeFormSchema,
  type RepairChangeFormValues,
} from '../repair-change-form';
import { FitnessBadge, PriorityBadge, RepairStatusBadge } from './repair-badges';
import { formatDateTimeGB } from '@client/lib/format';
import { ErrorCode } from '@shared/errors';

const roleLabel: Record<MaintenanceEvent['byRole'], string> = {
  tenant: 'Tenant',
  landlord: 'Landlord',
  agency: 'Agency',
};

/** 'Manage repair': what the tenant reported, its history, and the landlord's changes. */
export function ManageRepairDialog({
  request,
  landlordId,
  onClose,
}: {
  request: MaintenanceRequest | null;
  landlordId?: number | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {request && (
        <DialogContent className="sm:max-w-2xl">
          <DialogTitle>Manage repair: {request.title}</DialogTitle>
          <DialogDescription>
            Reported by {request.tenantName} on {formatDateGB(request.date)}.
          </DialogDescription>
          <RepairDetails request={request} />
          {/* Keyed by repair: each opening starts from that repair's values. */}
          <RepairChangeForm key={request.id} request={request} landlordId={landlordId} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Description, access notes, photos and history, as the tenant and the landlord left them. */
export function RepairDetails({ request }: { request: MaintenanceRequest }) {
  const historyId = useId();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <PriorityBadge priority={request.priority} />
        <RepairStatusBadge status={request.status} />
        {request.fitnessMatter && <FitnessBadge />}
      </div>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Category</dt>
          <dd className="text-slate-800">{maintenanceCategoryLabel[request.category] ?? request.category}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Description</dt>
          <dd className="break-words whitespace-pre-line text-slate-800">{request.description}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Access notes</dt>
          <dd className="break-words whitespace-pre-line text-slate-800">
            {request.accessNotes ?? 'None given'}
          </dd>
        </div>
      </dl>

      {request.photos.length > 0 && (
        <ul aria-label="Photos from the tenant" className="flex flex-wrap gap-2">
          {request.photos.map((photo, index) => {
            const alt = `Photo ${index + 1} of ${request.photos.length} of "${request.title}"`;
            return (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={photo.url}
                    alt={alt}
                    loading="lazy"
                    className="size-24 rounded-md border border-slate-200 object-cover"
                  />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}

      <section aria-labelledby={historyId}>
        <h3 id={historyId} className="text-sm font-semibold text-slate-900">
          History
        </h3>
        {request.history.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">No updates yet.</p>
        ) : (
          <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3 text-sm">
            {request.history.map((event) => (
              <li key={event.id}>
                <p className="text-slate-700">
                  <time dateTime={event.createdAt}>{formatDateTimeGB(event.createdAt)}</time>
                  {` · ${event.byName} (${roleLabel[event.byRole]})${event.status ? ` · ${maintenanceStatusLabel[event.status]}` : ''}`}
                </p>
                {event.note && <p className="break-words whitespace-pre-line text-slate-900">{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * Status, a note the tenant sees, the contractor, the cost and the fitness flag. Only what changed
 * is sent. A contractor who cannot take work is listed, disabled, with the reason; the server
 * refuses one too (409) if a certificate ran out since the list was read.
 */
export function RepairChangeForm({
  request,
  landlordId,
  onDone,
}: {
  request: MaintenanceRequest;
  landlordId?: number | undefined;
  onDone: () => void;
}) {
  const headingId = useId();
  const change = useChangeRepair();
  const contractors = useAssignableContractors(landlordId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => repairChangeFormSchema(request), [request]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RepairChangeFormValues, unknown, MaintenanceChangeInput>({
    resolver: zodResolver(schema),
    defaultValues: repairChangeDefaults(request),
  });

  const assigned = request.contractor;
  const others = (contractors.data ?? []).filter((c) => c.id !== assigned?.id);
  const assignedNow = contractors.data?.find((c) => c.id === assigned?.id);

  const save = (input: MaintenanceChangeInput) => {
    setRefusal(null);
    change.mutate(
      { id: request.id, input },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Repair Updated',
            description: `"${saved.title}" is ${maintenanceStatusLabel[saved.status].toLowerCase()}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, REPAIR_CHANGE_FIELDS);
          const message = errorMessage(error, 'Failed to update repair. Please try again.');
          // 409: the contractor cannot take work (a certificate ran out); keep it in view beside the choice.
          if (hasErrorCode(error, ErrorCode.conflict)) setRefusal(message);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="space-y-4 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Update this repair
      </h3>
      <FormAlert>{refusal}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          {MAINTENANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {maintenanceStatusLabel[status]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Cost (£)"
          optional
          inputMode="decimal"
          autoComplete="off"
          hint="Seen by you and the agency, not the tenant."
          error={errors.cost?.message}
          {...register('cost')}
        />
      </div>
      <SelectField
        label="Contractor"
        hint={
          contractors.isPending
            ? 'Loading contractors...'
            : contractors.isError
              ? 'Your contractors could not be loaded.'
              : 'Contractors without an in-date certificate their trade needs cannot be given work.'
        }
        error={errors.contractorId?.message}
        {...register('contractorId')}
      >
        <option value="">No contractor</option>
        {/* Always present, so the select shows the current choice before the directory loads. */}
        {assigned && (
          <option value={String(assigned.id)}>
            {assignedNow ? contractorOptionLabel(assignedNow) : `${assigned.name} (assigned)`}
          </option>
        )}
        {others.map((contractor) => (
          <option key={contractor.id} value={String(contractor.id)} disabled={!contractor.canTakeWork}>
            {contractorOptionLabel(contractor)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Note to the tenant"
        optional
        rows={3}
        maxLength={2000}
        hint="The tenant sees this note. Say why when you deny a request."
        error={errors.note?.message}
        {...register('note')}
      />
      <CheckboxField
        label="Fitness for habitation matter"
        hint="The problem makes the home unsafe or unfit to live in. No rent is payable while it is unfit."
        error={errors.fitnessMatter?.message}
        {...register('fitnessMatter')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
