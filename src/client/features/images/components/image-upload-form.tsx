import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import { IMAGE_CATEGORIES, IMAGE_FILE_REQUIRED, MAX_IMAGE_BYTES } from '@shared/images';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FieldError, FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast-store';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useUploadImage } from '../admin-api';
import {
  CATEGORY_LABELS,
  IMAGE_ACCEPT,
  IMAGE_FORM_DEFAULTS,
  IMAGE_FORM_FIELDS,
  ImageFormSchema,
  nameFromFileName,
  type ImageFormOutput,
  type ImageFormValues,
} from '../image-form';
import { isFileRefused } from '@client/app/upload';

const MAX_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));
const FILE_TOO_LARGE = `The image is too large. Images can be at most ${MAX_MB} MB.`;

const checkFile = (file: File | null): string | undefined => {
  if (!file) return IMAGE_FILE_REQUIRED;
  if (file.size > MAX_IMAGE_BYTES) return FILE_TOO_LARGE;
  return undefined;
};

/** SPEC.md §5 Image upload: file (required), name (defaults to the file name), description, category, tags. */
export function ImageUploadForm() {
  const upload = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  /** The name last filled in from a file, so picking another file replaces it but never a typed name. */
  const [autoName, setAutoName] = useState('');
  const fileId = useId();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors },
  } = useForm<ImageFormValues, unknown, ImageFormOutput>({
    resolver: zodResolver(ImageFormSchema),
    defaultValues: IMAGE_FORM_DEFAULTS,
  });

  // The preview's object URL is released when it is replaced or the form goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const pickFile = (picked: File | null) => {
    setFile(picked);
    setFileError(picked && picked.size > MAX_IMAGE_BYTES ? FILE_TOO_LARGE : undefined);
    setPreview(picked && picked.type.startsWith('image/') ? URL.createObjectURL(picked) : null);
    const current = getValues('name');
    if (picked && (!current.trim() || current === autoName)) {
      const name = nameFromFileName(picked.name);
      setAutoName(name);
      setValue('name', name, { shouldValidate: false });
    }
  };

  const onSubmit = (fields: ImageFormOutput) => {
    const problem = checkFile(file);
    if (problem || !file) {
      setFileError(problem);
      return;
    }
    setFileError(undefined);
    setProgress(0);
    upload.mutate(
      { file, ...fields, onProgress: setProgress },
      {
        onSuccess: (image) => {
          toast({
            title: 'Image Uploaded',
            description: `"${image.name}" has been added to the gallery.`,
            variant: 'success',
          });
          reset(IMAGE_FORM_DEFAULTS);
          setAutoName('');
          setFile(null);
          setPreview(null);
          setInputKey((key) => key + 1);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, IMAGE_FORM_FIELDS);
          if (isApiError(error)) {
            if (error.fields.image) setFileError(error.fields.image);
            else if (isFileRefused(error)) setFileError(error.message || undefined);
          }
          toast({
            title: 'Failed to upload image',
            description: errorMessage(error, 'An error occurred. Please try again.'),
            variant: 'destructive',
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  // The file is checked with the other fields, so every message shows at once.
  const submit = handleSubmit(onSubmit, () => setFileError(checkFile(file)));
  const fileErrorId = `${fileId}-error`;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        Upload Images
      </h2>
      <p className="text-slate-700">
        JPEG, PNG, WebP or AVIF, at most {MAX_MB} MB. Each image is stored in several sizes so pages load
        quickly on phones.
      </p>
      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-5">
          <div className="space-y-1">
            <Label htmlFor={fileId}>Image file</Label>
            <input
              key={inputKey}
              id={fileId}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? fileErrorId : undefined}
              className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900"
              onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
            />
            <FieldError id={fileErrorId}>{fileError}</FieldError>
          </div>
          <FormField
            label="Name"
            autoComplete="off"
            hint="Defaults to the file name."
            error={errors.name?.message}
            {...register('name')}
          />
          <TextareaField
            label="Description"
            optional
            rows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <SelectField label="Category" error={errors.category?.message} {...register('category')}>
            <option value="">Choose a category</option>
            <LabelledOptions values={IMAGE_CATEGORIES} labels={CATEGORY_LABELS} />
          </SelectField>
          <FormField
            label="Tags"
            optional
            autoComplete="off"
            hint="Separate tags with commas, for example: bay, waterfront, sunset."
            error={errors.tags?.message}
            {...register('tags')}
          />
          {progress !== null && <UploadProgress value={progress} label="Image upload progress" />}
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload Image'}
          </Button>
        </div>
        <figure className="space-y-2">
          <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-400 bg-slate-50">
            {preview ? (
              <img
                src={preview}
                alt={file ? `Preview of ${file.name}` : ''}
                className="h-full w-full object-contain"
              />
            ) : (
              <span className="px-4 text-center text-sm text-slate-700">No image chosen yet</span>
            )}
          </div>
          <figcaption className="text-sm text-slate-700">
            {file ? `Preview: ${file.name}` : 'A preview appears here.'}
          </figcaption>
        </figure>
      </form>
    </section>
  );
}
