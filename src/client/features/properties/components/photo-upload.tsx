import { useId } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FieldError, FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { usePhotoUpload } from './use-photo-upload';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export function PhotoUpload({ propertyId }: { propertyId: number }) {
  const { chooseFile, altText, setAltText, fileError, altError, progress, inputKey, uploading, onSubmit } =
    usePhotoUpload(propertyId);
  const fileId = useId();
  const fileErrorId = `${fileId}-error`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-md border border-dashed border-slate-400 p-4"
    >
      <div className="space-y-1">
        <Label htmlFor={fileId}>Photo file</Label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept={PHOTO_TYPES}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileErrorId}` : ''}`}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900"
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          JPEG, PNG or WebP, at most 10 MB.
        </p>
        <FieldError id={fileErrorId}>{fileError}</FieldError>
      </div>
      <FormField
        label="Alt text"
        optional
        maxLength={300}
        hint="Describe the photo for people who cannot see it."
        value={altText}
        error={altError}
        onChange={(event) => setAltText(event.target.value)}
      />
      {progress !== null && <UploadProgress value={progress} label="Photo upload progress" />}
      <Button type="submit" variant="secondary" disabled={uploading}>
        <Upload aria-hidden="true" />
        {uploading ? 'Uploading…' : 'Upload Photo'}
      </Button>
    </form>
  );
}
