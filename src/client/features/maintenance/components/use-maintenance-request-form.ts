import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorCode } from '@shared/errors';
import { m } from '@shared/i18n/messages';
import type { MaintenanceRequest } from '@shared/maintenance';
import { errorMessage, hasErrorCode } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { localiseMessage } from '@client/lib/localise-message';
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

export interface UploadState {
  /** 1-based: the photo being sent now. */
  index: number;
  total: number;
  percent: number;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isNoLongerEditable = (error: unknown) => hasErrorCode(error, ErrorCode.conflict);

/**
 * The New Request / Update form's state: the fields, the photos chosen, and the save: the request
 * first, then each photo with its progress. A closed dialog cancels what is still uploading; a
 * request someone has picked up meanwhile says so instead of saving.
 */
export function useMaintenanceRequestForm(request: MaintenanceRequest | null, onDone: () => void) {
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
        // Part of a longer toast, which the toaster cannot look up whole: put in the page's language here.
        failures.push(
          `${file.name}: ${localiseMessage(errorMessage(error, m.portal_repair_photo_failed()))}`,
        );
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
        setConflict(errorMessage(error, m.portal_repair_locked()));
        return;
      }
      applyServerFieldErrors(error, setError, MAINTENANCE_FIELDS);
      toast({
        title: m.portal_repair_error_title(),
        description: errorMessage(
          error,
          isEdit ? m.portal_repair_update_failed() : m.portal_repair_send_failed(),
        ),
        variant: 'destructive',
      });
      return;
    }

    const title = isEdit ? m.portal_repair_updated() : m.portal_repair_submitted();
    let failures: string[] = [];
    try {
      if (photos.length > 0) failures = await sendPhotos(saved.id, controller.signal);
    } catch (error) {
      if (!isAbort(error)) throw error;
      // The dialog was closed mid-upload: the request itself is saved, so say so.
      toast({
        title,
        description: m.portal_repair_upload_cancelled(),
      });
      return;
    } finally {
      if (photos.length > 0) void invalidate();
    }
    if (failures.length > 0) {
      toast({
        title,
        description:
          failures.length === 1
            ? m.portal_repair_photo_not_uploaded({ failures: failures.join('; ') })
            : m.portal_repair_photos_not_uploaded({ count: failures.length, failures: failures.join('; ') }),
        variant: 'destructive',
      });
    } else {
      toast({
        title,
        description: isEdit ? m.portal_repair_changes_saved() : m.portal_repair_sent({ title: saved.title }),
        variant: 'success',
      });
    }
    setBusy(false);
    setUpload(null);
    onDone();
  };

  return {
    isEdit,
    register,
    errors,
    priority,
    /** The form's submit handler (called from the event, as refs are read only then). */
    submit: (event: FormEvent<HTMLFormElement>) => handleSubmit(onSubmit)(event),
    busy,
    upload,
    conflict,
    photos,
    setPhotos,
  };
}
