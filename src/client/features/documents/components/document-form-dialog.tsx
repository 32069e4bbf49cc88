import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import { documentTypeLabel, type DocumentRecord, type DocumentType } from '@shared/documents';
import { EPC_BANDS } from '@shared/properties';
import { errorMessage, hasErrorCode, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { DialogFooter, FormDialog } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { CheckboxField, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useUpdateDocument, useUploadDocument, type DocumentOwner } from '../api';
import {
  DOCUMENT_FIELDS,
  DocumentFormSchema,
  documentFormDefaults,
  documentTypeOptions,
  type DocumentFormOutput,
  type DocumentFormValues,
} from '../document-form';
import { ErrorCode } from '@shared/errors';
import { isFileRefused } from '@client/app/upload';
import { DOCUMENT_FILE_TYPES, MAX_DOCUMENT_MB, useDocumentFile } from '@client/lib/use-document-file';
import { FileField } from '@client/components/ui/file-field';

interface DocumentFormDialogProps {
  open: boolean;
  owner: DocumentOwner;
  /** The document being edited (its details only; the file stays); absent to add one. */
  document?: DocumentRecord | null;
  /** Tenant documents: offer 'Share with tenant'. */
  canShare: boolean;
  /** A new document's type to start with, e.g. GAS when another screen says "add the gas safety record". */
  defaultDocumentType?: DocumentType | undefined;
  onClose: () => void;
}

export function DocumentFormDialog({ open, onClose, ...props }: DocumentFormDialogProps) {
  const isEdit = !!props.document;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={
        isEdit
          ? 'Edit Document'
          : props.defaultDocumentType
            ? `Add ${documentTypeLabel[props.defaultDocumentType]}`
            : 'Add Document'
      }
      description={
        isEdit
          ? 'Update the details of this document. To replace the file, delete this document and add a new one.'
          : `Upload a PDF, JPEG, PNG or WebP file of at most ${MAX_DOCUMENT_MB} MB.`
      }
      className="sm:max-w-xl"
    >
      <DocumentForm onClose={onClose} {...props} />
    </FormDialog>
  );
}

/** The fields of the Add/Edit Document dialog (the file only when adding). */
export function DocumentForm({
  owner,
  document,
  canShare,
  defaultDocumentType,
  onClose,
}: Omit<DocumentFormDialogProps, 'open'>) {
  const isEdit = !!document;
  const upload = useUploadDocument(owner);
  const update = useUpdateDocument(owner);
  const saving = upload.isPending || update.isPending;
  const { file, fileError, setFileError, choose, problem: fileProblem } = useDocumentFile();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<DocumentFormValues, unknown, DocumentFormOutput>({
    resolver: zodResolver(DocumentFormSchema),
    defaultValues: documentFormDefaults(document, defaultDocumentType),
  });
  const documentType = useWatch({ control, name: 'documentType' });
  const isEpc = documentType === 'EPC';
  const isHmoLicence = documentType === 'HMO_LICENCE';

  const onError = (error: unknown) => {
    const failure = isEdit
      ? 'Failed to update document. Please try again.'
      : 'Failed to add document. Please try again.';
    applyServerFieldErrors(error, setError, DOCUMENT_FIELDS);
    let description = failure;
    if (isApiError(error)) {
      if (error.fields.file) setFileError(error.fields.file);
      if (isFileRefused(error)) {
        description = errorMessage(error, failure);
        setFileError(description);
      } else if (hasErrorCode(error, ErrorCode.validation, ErrorCode.conflict)) {
        description = errorMessage(error, failure);
      }
    }
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const onSubmit = (fields: DocumentFormOutput) => {
    const body = canShare ? fields : { ...fields, sharedWithTenant: undefined };
    if (document) {
      update.mutate(
        { id: document.id, fields: body },
        {
          onSuccess: () => {
            toast({
              title: 'Document Updated',
              description: `"${fields.title}" has been updated.`,
              variant: 'success',
            });
            onClose();
          },
          onError,
        },
      );
      return;
    }
    const problem = fileProblem();
    if (problem || !file) {
      setFileError(problem);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, fields: body, onProgress: setProgress },
      {
        onSuccess: () => {
          toast({
            title: 'Document Added',
            description: `"${fields.title}" has been uploaded.`,
            variant: 'success',
          });
          onClose();
        },
        onError,
        onSettled: () => setProgress(null),
      },
    );
  };

  // The file is checked with the other fields, so every message shows at once.
  const submit = handleSubmit(onSubmit, () => {
    if (!isEdit) setFileError(fileProblem());
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {!isEdit && <FileField accept={DOCUMENT_FILE_TYPES} error={fileError} onChoose={choose} />}
      <FormField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
      <SelectField label="Document Type" error={errors.documentType?.message} {...register('documentType')}>
        {documentTypeOptions(document?.documentType).map((type) => (
          <option key={type} value={type}>
            {documentTypeLabel[type]}
          </option>
        ))}
      </SelectField>
      {isEpc && (
        <SelectField
          label="EPC band"
          hint="The band on the certificate. A home let in Wales needs band E or better (or a registered exemption)."
          error={errors.epcBand?.message}
          {...register('epcBand')}
        >
          <option value="">Choose the band</option>
          {EPC_BANDS.map((band) => (
            <option key={band} value={band}>
              {band}
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={isHmoLicence ? 'Licence number' : 'Reference'}
          optional
          autoComplete="off"
          hint={isHmoLicence ? 'As shown on the licence.' : 'A certificate or report number, if it has one.'}
          error={errors.reference?.message}
          {...register('reference')}
        />
        {isHmoLicence && (
          <FormField
            label="Maximum occupants"
            optional
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="The most people the licence allows to live there."
            error={errors.maxOccupants?.message}
            {...register('maxOccupants')}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Issue Date"
          type="date"
          hint={documentType === 'GAS' ? 'The day of the gas safety check.' : undefined}
          error={errors.issueDate?.message}
          {...register('issueDate')}
        />
        <FormField
          label="Expiry Date"
          optional
          type="date"
          hint={
            documentType === 'GAS'
              ? 'When the next check is due.'
              : documentType === 'EICR'
                ? 'The next inspection date on the report (at most five years).'
                : undefined
          }
          error={errors.expiryDate?.message}
          {...register('expiryDate')}
        />
      </div>
      <TextareaField label="Notes" optional rows={3} error={errors.notes?.message} {...register('notes')} />
      {canShare && (
        <CheckboxField
          label="Share with tenant"
          hint="The tenant can see and download shared documents in their portal."
          {...register('sharedWithTenant')}
        />
      )}
      {progress !== null && <UploadProgress value={progress} label="Document upload progress" />}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? (isEdit ? 'Saving…' : 'Uploading…') : isEdit ? 'Save Changes' : 'Add Document'}
        </Button>
      </DialogFooter>
    </form>
  );
}
