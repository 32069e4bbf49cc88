import { useId, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import type { PropertyPhoto } from '@shared/properties';
import { errorMessage } from '@client/app/api-client';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast-store';
import { useDeletePhoto, useUpdatePhoto } from '../api';

export function PhotoRow({
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
