import { useId, type ComponentProps } from 'react';
import { m } from '@shared/i18n/messages';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, type MaintenanceRequest } from '@shared/maintenance';
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
import { repairCategoryLabels, repairPriorityHintText, repairPriorityText } from '@client/lib/portal-labels';
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
      title={request ? m.portal_repair_update_title() : m.portal_repair_new()}
      description={request ? m.portal_repair_update_description() : m.portal_repair_new_description()}
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
        label={m.portal_repair_field_title()}
        autoComplete="off"
        maxLength={120}
        hint={m.portal_repair_field_title_hint()}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={m.portal_repair_field_description()}
        rows={5}
        maxLength={4000}
        hint={m.portal_repair_field_description_hint()}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={m.portal_repair_field_category()}
        error={errors.category?.message}
        {...register('category')}
      >
        <option value="">{m.portal_repair_choose_category()}</option>
        <LabelledOptions values={MAINTENANCE_CATEGORIES} labels={repairCategoryLabels()} />
      </SelectField>

      <fieldset
        aria-describedby={errors.priority?.message ? priorityErrorId : undefined}
        className="space-y-3"
      >
        <legend className="text-sm font-medium text-slate-900">{m.portal_repair_field_priority()}</legend>
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
                <Label htmlFor={id}>{repairPriorityText(level)}</Label>
                <p id={`${id}-hint`} className="text-sm text-slate-700">
                  {repairPriorityHintText(level)}
                </p>
              </div>
            </div>
          );
        })}
        <FieldError id={priorityErrorId}>{errors.priority?.message}</FieldError>
        {priority === 'emergency' && (
          <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
            {m.portal_repair_emergency_call()}{' '}
            <a href={AGENCY.phoneHref} className="font-medium whitespace-nowrap underline">
              {AGENCY.phone}
            </a>
            . {m.portal_repair_emergency_gas()}{' '}
            <a href="tel:0800111999" className="font-medium whitespace-nowrap underline">
              0800 111 999
            </a>
            .
          </p>
        )}
      </fieldset>

      <TextareaField
        label={m.portal_repair_field_access()}
        optional
        rows={3}
        maxLength={1000}
        hint={m.portal_repair_field_access_hint()}
        error={errors.accessNotes?.message}
        {...register('accessNotes')}
      />
      <CheckboxField
        label={m.portal_repair_field_fitness()}
        hint={m.portal_repair_field_fitness_hint()}
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
            {m.portal_repair_uploading_photo({ index: upload.index, total: upload.total })}
          </p>
          <UploadProgress
            value={upload.percent}
            label={m.portal_repair_upload_progress({ index: upload.index, total: upload.total })}
          />
        </div>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {m.portal_cancel()}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy
            ? upload
              ? m.portal_repair_uploading_photos()
              : m.portal_saving_dots()
            : isEdit
              ? m.portal_repair_save_changes()
              : m.portal_repair_submit()}
        </Button>
      </DialogFooter>
    </form>
  );
}
