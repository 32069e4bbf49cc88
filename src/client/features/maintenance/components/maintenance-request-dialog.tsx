import { useId, type ComponentProps } from 'react';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  maintenanceCategoryLabel,
  maintenancePriorityHint,
  maintenancePriorityLabel,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { Button } from '@client/components/ui/button';
import { DialogFooter, FormDialog } from '@client/components/ui/dialog';
import {
  CheckboxField,
  LabelledOptions,
  SelectField,
  TextareaField,
} from '@client/components/ui/form-controls';
import { FieldError, FormAlert, FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { AGENCY } from '@client/content/agency';
import { PhotoPicker } from './maintenance-photo-picker';
import { useMaintenanceRequestForm } from './use-maintenance-request-form';

/**
 * New Request, or Update of a request still submitted: the form, and photos chosen here that are
 * uploaded (with progress) once the request itself is saved.
 */
export function MaintenanceRequestDialog({
  open,
  request,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The request to update; null for a new one. */
  request: MaintenanceRequest | null;
  onClose: () => void;
  /** Where focus goes back to (the opener may have gone, as with Report Issue on another tab). */
  onCloseAutoFocus?: ComponentProps<typeof FormDialog>['onCloseAutoFocus'];
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={request ? 'Update Request' : 'New Request'}
      description={
        request
          ? 'You can change your request until someone starts work on it.'
          : 'Tell us what needs repairing. We will let you know when it is booked in.'
      }
      className="sm:max-w-2xl"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <MaintenanceRequestForm request={request} onDone={onClose} />
    </FormDialog>
  );
}

/** The dialog's form (apart from the dialog, so it can be rendered on its own). */
export function MaintenanceRequestForm({
  request,
  onDone,
}: {
  request: MaintenanceRequest | null;
  onDone: () => void;
}) {
  const { isEdit, register, errors, priority, submit, busy, upload, conflict, photos, setPhotos } =
    useMaintenanceRequestForm(request, onDone);
  const priorityId = useId();
  const priorityErrorId = `${priorityId}-error`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <FormAlert>{conflict}</FormAlert>
      <FormField
        label="Title"
        autoComplete="off"
        maxLength={120}
        hint="A few words, for example 'Kitchen tap leaking'."
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label="Description"
        rows={5}
        maxLength={4000}
        hint="What is wrong, where, and since when."
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField label="Category" error={errors.category?.message} {...register('category')}>
        <option value="">Choose a category</option>
        <LabelledOptions values={MAINTENANCE_CATEGORIES} labels={maintenanceCategoryLabel} />
      </SelectField>

      <fieldset
        aria-describedby={errors.priority?.message ? priorityErrorId : undefined}
        className="space-y-3"
      >
        <legend className="text-sm font-medium text-slate-900">Priority</legend>
        {MAINTENANCE_PRIORITIES.map((level) => {
          const id = `${priorityId}-${level}`;
          return (
            <div key={level} className="flex items-start gap-2">
              <input
                id={id}
                type="radio"
                value={level}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-700"
                {...register('priority')}
              />
              <div>
                <Label htmlFor={id}>{maintenancePriorityLabel[level]}</Label>
                <p id={`${id}-hint`} className="text-sm text-slate-700">
                  {maintenancePriorityHint[level]}
                </p>
              </div>
            </div>
          );
        })}
        <FieldError id={priorityErrorId}>{errors.priority?.message}</FieldError>
        {priority === 'emergency' && (
          <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
            For an emergency, please also call us on{' '}
            <a href={AGENCY.phoneHref} className="font-medium whitespace-nowrap underline">
              {AGENCY.phone}
            </a>
            . If you smell gas, call the National Gas Emergency Service on{' '}
            <a href="tel:0800111999" className="font-medium whitespace-nowrap underline">
              0800 111 999
            </a>
            .
          </p>
        )}
      </fieldset>

      <TextareaField
        label="Access notes"
        optional
        rows={3}
        maxLength={1000}
        hint="When a contractor can call, where keys are, and any pets to know about."
        error={errors.accessNotes?.message}
        {...register('accessNotes')}
      />
      <CheckboxField
        label="This makes my home unsafe or unfit to live in"
        hint="For example no heating or hot water, serious damp or mould, or unsafe electrics or gas."
        error={errors.affectsFitness?.message}
        {...register('affectsFitness')}
      />

      <PhotoPicker
        photos={photos}
        stored={request?.photos.length ?? 0}
        disabled={busy}
        onChange={setPhotos}
      />

      {upload && (
        <div className="space-y-1" role="status">
          <p className="text-sm font-medium text-slate-900">
            Uploading photo {upload.index} of {upload.total}
          </p>
          <UploadProgress
            value={upload.percent}
            label={`Photo ${upload.index} of ${upload.total} upload progress`}
          />
        </div>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? (upload ? 'Uploading photos...' : 'Saving...') : isEdit ? 'Save Changes' : 'Submit Request'}
        </Button>
      </DialogFooter>
    </form>
  );
}
