import { useId, useState } from 'react';
import type { PropertyPhoto } from '@shared/properties';
import { errorMessage } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import { useReorderPhotos } from '../api';
import { PhotoRow } from './photo-row';
import { PhotoUpload } from './photo-upload';

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
