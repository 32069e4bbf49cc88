import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  maintenanceCategoryLabel,
  maintenancePriorityHint,
  maintenancePriorityLabel,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { ErrorCode } from '@shared/errors';
import { errorMessage, hasErrorCode } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { DialogFooter, FormDialog } from '@client/components/ui/dialog';
import { CheckboxField, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { FieldError, FormAlert, FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast-store';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { AGENCY } from '@client/content/agency';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  uploadMaintenancePhoto,
  useCreateMaintenanceRequest,
  useInvalidateMaintenance,
  useUpdateMaintenanceRequest,
} from '../api';
import {
  MAINTENANCE_FIELDS,
  MaintenanceFormSchema,
  maintenanceFormDefaults,
  type MaintenanceFormOutput,
  type MaintenanceFormValues,
} from '../maintenance-form';
import { PhotoPicker } from './maintenance-photo-picker';

interface UploadState {
  /** 1-based: the photo being sent now. */
  index: number;
  total: number;
  percent: number;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isNoLongerEditable = (error: unknown) => hasErrorCode(error, ErrorCode.conflict);

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
  const isEdit = request !== null;
  const create = useCreateMaintenanceRequest();
  const update = useUpdateMaintenanceRequest();
  const invalidate = useInvalidateMaintenance();
  const [busy, setBusy] = useState(false);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  // Closing the dialog mid-upload cancels what is still being sent.
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<MaintenanceFormValues, unknown, MaintenanceFormOutput>({
    resolver: zodResolver(MaintenanceFormSchema),
    defaultValues: maintenanceFormDefaults(request),
  });
  const priority = useWatch({ control, name: 'priority' });
  const priorityId = useId();
  const priorityErrorId = `${priorityId}-error`;

  const sendPhotos = async (requestId: number, signal: AbortSignal): Promise<string[]> => {
    const failures: string[] = [];
    for (const [position, file] of photos.entries()) {
      const index = position + 1;
      setUpload({ index, total: photos.length, percent: 0 });
      try {
        await uploadMaintenancePhoto(
          requestId,
          file,
          (percent) => setUpload({ index, total: photos.length, percent }),
          signal,
        );
      } catch (error) {
        if (isAbort(error)) throw error;
        failures.push(`${file.name}: ${errorMessage(error, 'it could not be uploaded')}`);
      }
    }
    return failures;
  };

  const onSubmit = async (input: MaintenanceFormOutput) => {
    setConflict(null);
    setBusy(true);
    const controller = new AbortController();
    aborter.current = controller;
    let saved: MaintenanceRequest;
    try {
      saved = request ? await update.mutateAsync({ id: request.id, input }) : await create.mutateAsync(input);
    } catch (error) {
      setBusy(false);
      if (isNoLongerEditable(error)) {
        setConflict(errorMessage(error, 'This request can no longer be changed.'));
        return;
      }
      applyServerFieldErrors(error, setError, MAINTENANCE_FIELDS);
      toast({
        title: 'Error',
        description: errorMessage(
          error,
          isEdit
            ? 'Failed to update your request. Please try again.'
            : 'Failed to send your request. Please try again.',
        ),
        variant: 'destructive',
      });
      return;
    }

    const title = isEdit ? 'Request Updated' : 'Request Submitted';
    let failures: string[] = [];
    try {
      if (photos.length > 0) failures = await sendPhotos(saved.id, controller.signal);
    } catch (error) {
      if (!isAbort(error)) throw error;
      // The dialog was closed mid-upload: the request itself is saved, so say so.
      toast({
        title,
        description:
          'Your request was saved, but the photo upload was cancelled. You can add photos with Update while it is submitted.',
      });
      return;
    } finally {
      if (photos.length > 0) void invalidate();
    }
    if (failures.length > 0) {
      toast({
        title,
        description: `Your request was saved, but ${failures.length === 1 ? 'a photo' : `${failures.length} photos`} could not be uploaded (${failures.join('; ')}). You can add photos with Update while it is submitted.`,
        variant: 'destructive',
      });
    } else {
      toast({
        title,
        description: isEdit
          ? 'Your changes have been saved.'
          : `"${saved.title}" has been sent. We will be in touch about a visit.`,
        variant: 'success',
      });
    }
    setBusy(false);
    setUpload(null);
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
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
        {MAINTENANCE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {maintenanceCategoryLabel[category]}
          </option>
        ))}
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
