import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  LANDLORD_DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  documentTypeLabel,
  type LandlordDocumentType,
} from '@shared/documents';
import { errorMessage, hasErrorCode, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FieldError, FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { Label } from '@client/components/ui/label';
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

const MAX_MB = Math.round(MAX_DOCUMENT_BYTES / (1024 * 1024));
const FILE_TOO_LARGE = `The file is too large. Files can be at most ${MAX_MB} MB.`;
const FILE_REQUIRED = 'Please select a file';
const ACCEPTED_FILE_TYPES = '.pdf,.jpg,.jpeg,.png,.webp';

interface LandlordDocumentFormProps {
  /** An admin adding for a landlord. */
  landlordId?: number | undefined;
  defaultType?: LandlordDocumentType | undefined;
  onClose: () => void;
}

/** Add a Rent Smart Wales registration or licence to Your documents. */
export function LandlordDocumentDialog({ open, ...props }: LandlordDocumentFormProps & { open: boolean }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {open && (
        <DialogContent className="sm:max-w-xl">
          <DialogTitle>Add registration or licence</DialogTitle>
          <DialogDescription>
            Upload your Rent Smart Wales registration or licence: a PDF, JPEG, PNG or WebP file of at most{' '}
            {MAX_MB} MB.
          </DialogDescription>
          <LandlordDocumentForm {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}

export function LandlordDocumentForm({ landlordId, defaultType, onClose }: LandlordDocumentFormProps) {
  const upload = useUploadLandlordDocument(landlordId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const fileId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LandlordDocumentFormValues, unknown, LandlordDocumentFormOutput>({
    resolver: zodResolver(LandlordDocumentFormSchema),
    defaultValues: landlordDocumentFormDefaults(defaultType),
  });

  const checkFile = (candidate: File | null) => {
    if (!candidate) return FILE_REQUIRED;
    if (candidate.size > MAX_DOCUMENT_BYTES) return FILE_TOO_LARGE;
    return undefined;
  };

  const onSubmit = (fields: LandlordDocumentFormOutput) => {
    const problem = checkFile(file);
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

  const submit = handleSubmit(onSubmit, () => setFileError(checkFile(file)));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="space-y-1">
        <Label htmlFor={fileId}>File</Label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPTED_FILE_TYPES}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900"
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            setFile(picked);
            setFileError(picked && picked.size > MAX_DOCUMENT_BYTES ? FILE_TOO_LARGE : undefined);
          }}
        />
        <FieldError id={`${fileId}-error`}>{fileError}</FieldError>
      </div>
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
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Add Document'}
        </Button>
      </DialogFooter>
    </form>
  );
}
