import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LANDLORD_DOCUMENT_TYPES, documentTypeLabel, type LandlordDocumentType } from '@shared/documents';
import { errorMessage, hasErrorCode, isApiError } from '@client/app/api-client';
import { FormDialog, FormFooter } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useUploadLandlordDocument } from '../api';
import {
  LANDLORD_DOCUMENT_FIELDS,
  LandlordDocumentFormSchema,
  landlordDocumentFormDefaults,
  type LandlordDocumentFormOutput,
  type LandlordDocumentFormValues,
} from '../landlord-document-form';
import { ErrorCode } from '@shared/errors';
import { isFileRefused } from '@client/app/upload';
import { DOCUMENT_FILE_TYPES, MAX_DOCUMENT_MB, useDocumentFile } from '@client/lib/use-document-file';
import { FileField } from '@client/components/ui/file-field';

interface LandlordDocumentFormProps {
  /** An admin adding for a landlord. */
  landlordId?: number | undefined;
  defaultType?: LandlordDocumentType | undefined;
  onClose: () => void;
}

/** Add a Rent Smart Wales registration or licence to Your documents. */
export function LandlordDocumentDialog({ open, ...props }: LandlordDocumentFormProps & { open: boolean }) {
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title="Add registration or licence"
      description={
        <>
          Upload your Rent Smart Wales registration or licence: a PDF, JPEG, PNG or WebP file of at most{' '}
          {MAX_DOCUMENT_MB} MB.
        </>
      }
      className="sm:max-w-xl"
    >
      <LandlordDocumentForm {...props} />
    </FormDialog>
  );
}

export function LandlordDocumentForm({ landlordId, defaultType, onClose }: LandlordDocumentFormProps) {
  const upload = useUploadLandlordDocument(landlordId);
  const { file, fileError, setFileError, choose, problem: fileProblem } = useDocumentFile();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LandlordDocumentFormValues, unknown, LandlordDocumentFormOutput>({
    resolver: zodResolver(LandlordDocumentFormSchema),
    defaultValues: landlordDocumentFormDefaults(defaultType),
  });

  const onSubmit = (fields: LandlordDocumentFormOutput) => {
    const problem = fileProblem();
    if (problem || !file) {
      setFileError(problem);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, fields, onProgress: setProgress },
      {
        onSuccess: () => {
          toast({
            title: 'Document Added',
            description: `"${fields.title}" has been uploaded.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, LANDLORD_DOCUMENT_FIELDS);
          let description = 'Failed to add document. Please try again.';
          if (isApiError(error)) {
            if (error.fields.file) setFileError(error.fields.file);
            if (hasErrorCode(error, ErrorCode.validation) || isFileRefused(error))
              description = errorMessage(error, description);
            if (isFileRefused(error)) setFileError(description);
          }
          toast({ title: 'Error', description, variant: 'destructive' });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const submit = handleSubmit(onSubmit, () => setFileError(fileProblem()));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FileField accept={DOCUMENT_FILE_TYPES} error={fileError} onChoose={choose} />
      <SelectField label="Document type" error={errors.documentType?.message} {...register('documentType')}>
        <LabelledOptions values={LANDLORD_DOCUMENT_TYPES} labels={documentTypeLabel} />
      </SelectField>
      <FormField
        label="Registration or licence number"
        optional
        autoComplete="off"
        error={errors.reference?.message}
        {...register('reference')}
      />
      <FormField
        label="Title"
        optional
        autoComplete="off"
        hint="Left empty, the document type's name is used."
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Issue date"
          type="date"
          error={errors.issueDate?.message}
          {...register('issueDate')}
        />
        <FormField
          label="Expiry date"
          optional
          type="date"
          hint="Registrations and licences last 5 years unless they say otherwise."
          error={errors.expiryDate?.message}
          {...register('expiryDate')}
        />
      </div>
      <TextareaField label="Notes" optional rows={3} error={errors.notes?.message} {...register('notes')} />
      {progress !== null && <UploadProgress value={progress} label="Document upload progress" />}
      <FormFooter
        onCancel={onClose}
        busy={upload.isPending}
        busyLabel="Uploading…"
        submitLabel="Add Document"
      />
    </form>
  );
}
