import { useId } from 'react';
import { MAINTENANCE_STATUSES, maintenanceStatusLabel, type MaintenanceRequest } from '@shared/maintenance';
import {
  DialogContent,
  DialogDescription,
  DialogTitle,
  FormFooter,
  RecordDialog,
} from '@client/components/ui/dialog';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import {
  CheckboxField,
  LabelledOptions,
  SelectField,
  TextareaField,
} from '@client/components/ui/form-controls';
import { formatDateGB } from '@client/lib/format';
import { contractorOptionLabel } from '../repair-change-form';
import { RepairDetails } from './repair-details';
import { useRepairChangeForm } from './use-repair-change-form';

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
    <RecordDialog record={request} onClose={onClose}>
      {(request) => (
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
    </RecordDialog>
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
  const { register, errors, contractors, assigned, assignedNow, others, refusal, saving, submit } =
    useRepairChangeForm(request, landlordId, onDone);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="space-y-4 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Update this repair
      </h3>
      <FormAlert>{refusal}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          <LabelledOptions values={MAINTENANCE_STATUSES} labels={maintenanceStatusLabel} />
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
      <FormFooter onCancel={onDone} busy={saving} submitLabel="Save Changes" />
    </form>
  );
}
