import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { IMAGE_CATEGORIES, type ImageCategory, type ManagedImage } from '@shared/images';
import { errorMessage } from '@client/app/api-client';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { useAdminImages, useDeleteImage } from '../admin-api';
import { CATEGORY_LABELS } from '../image-form';
import { thumbnailUrl } from '../image-sources';

type CategoryFilter = ImageCategory | 'all';

/** The Image Gallery tab: every uploaded image, filtered by category, each with a delete button. */
export function ImageGallery() {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [toDelete, setToDelete] = useState<ManagedImage | null>(null);
  const images = useAdminImages(category === 'all' ? null : category);
  const headingId = useId();
  const items = images.data?.items ?? [];
  const total = images.data?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        Image Gallery
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label="Category"
          containerClassName="w-full sm:w-60"
          value={category}
          onChange={(event) => setCategory(event.target.value as CategoryFilter)}
        >
          <option value="all">All categories</option>
          <LabelledOptions values={IMAGE_CATEGORIES} labels={CATEGORY_LABELS} />
        </SelectField>
        {images.data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {total === 1 ? '1 image' : `${total} images`}
            {category !== 'all' && ` in ${CATEGORY_LABELS[category]}`}
            {total > items.length && ` (showing the newest ${items.length})`}
          </p>
        )}
      </div>

      {images.isPending ? (
        <Loading label="Loading images…" />
      ) : images.isError ? (
        <FormAlert>
          {errorMessage(images.error, 'The images could not be loaded. Please try again.')}
        </FormAlert>
      ) : items.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-400 p-8 text-center text-slate-700">
          {category === 'all'
            ? 'No images yet. Upload one in the Upload Images tab.'
            : `No ${CATEGORY_LABELS[category].toLowerCase()} images yet.`}
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Images">
          {items.map((image) => (
            <li key={image.id}>
              <GalleryCard image={image} onDelete={() => setToDelete(image)} />
            </li>
          ))}
        </ul>
      )}

      <DeleteImageDialog image={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}

function GalleryCard({ image, onDelete }: { image: ManagedImage; onDelete: () => void }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img
        src={thumbnailUrl(image)}
        alt={image.description || image.name}
        width={image.width ?? 480}
        height={image.height ?? 270}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <h3 className="font-semibold break-words text-slate-900">{image.name}</h3>
          <p className="text-sm text-slate-700">
            Category: <Badge>{CATEGORY_LABELS[image.category]}</Badge>
          </p>
        </div>
        {image.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Tags of ${image.name}`}>
            {image.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto">
          <Button size="sm" variant="destructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {image.name}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** DELETE /api/admin/images/{id} after a confirmation; slots using it fall back to the built-in art. */
function DeleteImageDialog({ image, onClose }: { image: ManagedImage | null; onClose: () => void }) {
  const remove = useDeleteImage();

  const confirm = () => {
    if (!image) return;
    remove.mutate(image.id, {
      onSuccess: () => {
        toast({
          title: 'Image Deleted',
          description: `"${image.name}" has been deleted.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Failed to delete image',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={image !== null}
      title="Delete Image"
      confirmLabel="Delete Image"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {image && (
        <>
          Are you sure you want to delete &quot;{image.name}&quot;? Any page using it will show the built-in
          image instead. This action cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
