import { useId, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Star, Trash2, Upload } from 'lucide-react';
import type { PropertyPhoto } from '@shared/properties';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FieldError, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast-store';
import { UploadProgress } from '@client/components/ui/upload-progress';
import { useDeletePhoto, useReorderPhotos, useUpdatePhoto, useUploadPhoto } from '../api';
import { isFileRefused } from '@client/app/upload';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const byPosition = (a: PropertyPhoto, b: PropertyPhoto) => a.position - b.position || a.id - b.id;

/** Photos of one property: upload with progress, alt text, cover, order (Move up/down) and delete. */
export function PhotoManager({
  propertyId,
  propertyTitle,
  photos,
}: {
  propertyId: number;
  propertyTitle: string;
  photos: PropertyPhoto[];
}) {
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null);
  const reorder = useReorderPhotos(propertyId);
  const headingId = useId();

  const sorted = [...photos].sort(byPosition);
  const shown = pendingOrder
    ? pendingOrder.map((id) => sorted.find((photo) => photo.id === id)).filter((p): p is PropertyPhoto => !!p)
    : sorted;

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= shown.length) return;
    const ids = shown.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(target, 0, moved);
    setPendingOrder(ids);
    reorder.mutate(ids, {
      onError: (error) =>
        toast({
          title: 'Failed to reorder photos',
          description: errorMessage(error, 'An error occurred. Please try again.'),
          variant: 'destructive',
        }),
      onSettled: () => setPendingOrder(null),
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h4 id={headingId} className="text-lg font-semibold text-slate-900">
        Photos
      </h4>
      {shown.length === 0 ? (
        <p className="text-slate-700">No photos yet. Upload one below; the first becomes the cover photo.</p>
      ) : (
        <ol className="space-y-3">
          {shown.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              propertyId={propertyId}
              propertyTitle={propertyTitle}
              photo={photo}
              index={index}
              count={shown.length}
              onMove={(delta) => move(index, delta)}
            />
          ))}
        </ol>
      )}
      <PhotoUpload propertyId={propertyId} />
    </section>
  );
}

function PhotoRow({
  propertyId,
  propertyTitle,
  photo,
  index,
  count,
  onMove,
}: {
  propertyId: number;
  propertyTitle: string;
  photo: PropertyPhoto;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
}) {
  const [altText, setAltText] = useState(photo.altText);
  const update = useUpdatePhoto(propertyId);
  const remove = useDeletePhoto(propertyId);
  const altId = useId();
  const position = index + 1;
  const isFirst = index === 0;
  const isLast = index === count - 1;

  const saveAlt = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { photoId: photo.id, altText },
      {
        onSuccess: () =>
          toast({ title: 'Photo Updated', description: 'The alt text has been saved.', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Failed to update photo',
            description: errorMessage(error, 'An error occurred. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const setCover = () =>
    update.mutate(
      { photoId: photo.id, isCover: true },
      {
        onSuccess: () =>
          toast({
            title: 'Cover Photo Set',
            description: `Photo ${position} is now the cover photo.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Failed to update photo',
            description: errorMessage(error, 'An error occurred. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  const deletePhoto = () => {
    if (!window.confirm('Are you sure you want to delete this photo?')) return;
    remove.mutate(photo.id, {
      onSuccess: () =>
        toast({ title: 'Photo Deleted', description: 'The photo has been removed.', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Failed to delete photo',
          description: errorMessage(error, 'An error occurred. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row">
      <img
        src={photo.url}
        alt={photo.altText || `Photo ${position} of ${propertyTitle}`}
        width={photo.width ?? 160}
        height={photo.height ?? 120}
        loading="lazy"
        className="h-28 w-full rounded object-cover sm:w-40"
      />
      <div className="flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-900">Photo {position}</span>
          {photo.isCover && <Badge variant="success">Cover photo</Badge>}
        </div>
        <form onSubmit={saveAlt} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1">
            <Label htmlFor={altId}>Alt text for photo {position}</Label>
            <Input
              id={altId}
              value={altText}
              maxLength={300}
              onChange={(event) => setAltText(event.target.value)}
            />
          </div>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={update.isPending || altText === photo.altText}
          >
            Save alt text
          </Button>
        </form>
        <div className="flex flex-wrap gap-2">
          {!photo.isCover && (
            <Button size="sm" variant="outline" onClick={setCover} disabled={update.isPending}>
              <Star aria-hidden="true" />
              Set as cover<span className="sr-only"> (photo {position})</span>
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-disabled={isFirst}
            className={isFirst ? 'opacity-60' : undefined}
            onClick={() => !isFirst && onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
            Move up<span className="sr-only"> photo {position}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-disabled={isLast}
            className={isLast ? 'opacity-60' : undefined}
            onClick={() => !isLast && onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
            Move down<span className="sr-only"> photo {position}</span>
          </Button>
          <Button size="sm" variant="destructive" onClick={deletePhoto} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> photo {position}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

function PhotoUpload({ propertyId }: { propertyId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadPhoto(propertyId);
  const fileId = useId();
  const fileErrorId = `${fileId}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAltError(undefined);
    if (!file) {
      setFileError('Please choose a photo to upload');
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setFileError('The photo is too large. Photos can be at most 10 MB.');
      return;
    }
    setFileError(undefined);
    setProgress(0);
    upload.mutate(
      { file, altText: altText.trim(), onProgress: setProgress },
      {
        onSuccess: () => {
          toast({ title: 'Photo Uploaded', description: 'The photo has been added.', variant: 'success' });
          setFile(null);
          setAltText('');
          setInputKey((key) => key + 1);
        },
        onError: (error) => {
          if (isApiError(error)) {
            if (error.fields.file) setFileError(error.fields.file);
            else if (isFileRefused(error)) setFileError(error.message || undefined);
            if (error.fields.altText) setAltError(error.fields.altText);
          }
          toast({
            title: 'Failed to upload photo',
            description: errorMessage(error, 'An error occurred. Please try again.'),
            variant: 'destructive',
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

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
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
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
      <Button type="submit" variant="secondary" disabled={upload.isPending}>
        <Upload aria-hidden="true" />
        {upload.isPending ? 'Uploading…' : 'Upload Photo'}
      </Button>
    </form>
  );
}
