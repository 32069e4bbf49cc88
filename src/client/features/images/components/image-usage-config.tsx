import { useId, useState, type FormEvent } from 'react';
import { IMAGE_AREAS, type ImageUsageRecord, type ImageUsageType, type ManagedImage } from '@shared/images';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FieldError, FormAlert } from '@client/components/ui/form-field';
import { Select } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { useAdminImages, useClearImageUsage, useImageUsages, useSetImageUsage } from '../admin-api';
import { fallbackImage } from '../fallbacks';
import { CATEGORY_LABELS } from '../image-form';
import { thumbnailUrl } from '../image-sources';

interface Slot {
  key: string;
  title: string;
  description: string;
  usageType: ImageUsageType;
  usageContext: string | null;
}

const SITE_SLOTS: Slot[] = [
  {
    key: 'hero',
    title: 'Home page hero',
    description: 'The large image at the top of the home page.',
    usageType: 'hero',
    usageContext: null,
  },
  {
    key: 'property_showcase',
    title: 'Property showcase',
    description: 'A general picture of the homes we let, used across the website.',
    usageType: 'property_showcase',
    usageContext: null,
  },
];

const AREA_SLOTS: Slot[] = IMAGE_AREAS.map((area) => ({
  key: `area_guide:${area}`,
  title: area,
  description: `The picture on the ${area} area guide.`,
  usageType: 'area_guide',
  usageContext: area,
}));

const FAILED = 'Failed to update image selection';

const slotUsage = (usages: ImageUsageRecord[], slot: Slot) =>
  usages.find((u) => u.usageType === slot.usageType && (u.usageContext ?? null) === slot.usageContext);

/** The Configure Usage tab: which gallery image fills each slot (hero, property showcase, eight areas). */
export function ImageUsageConfig() {
  const usages = useImageUsages();
  const images = useAdminImages(null);
  const headingId = useId();
  const siteId = useId();
  const areasId = useId();

  const error = usages.error ?? images.error;
  const ready = usages.data && images.data;

  const renderSlots = (slots: Slot[]) => (
    <ul className="grid gap-4 md:grid-cols-2">
      {slots.map((slot) => {
        const usage = slotUsage(usages.data ?? [], slot);
        return (
          <li key={slot.key}>
            <SlotCard
              key={`${slot.key}:${usage?.id ?? 'none'}`}
              slot={slot}
              usage={usage}
              images={images.data?.items ?? []}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-2">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
          Configure Usage
        </h2>
        <p className="text-slate-700">
          Choose which gallery image each part of the public website shows. A slot without a choice uses the
          built-in illustration.
        </p>
      </div>
      {error ? (
        <FormAlert>
          {errorMessage(error, 'The image settings could not be loaded. Please try again.')}
        </FormAlert>
      ) : !ready ? (
        <Loading label="Loading image settings…" />
      ) : (
        <>
          {images.data.items.length === 0 && (
            <FormAlert tone="info">
              No images yet. Upload one in the Upload Images tab to choose it here.
            </FormAlert>
          )}
          <section aria-labelledby={siteId} className="space-y-3">
            <h3 id={siteId} className="text-xl font-semibold text-slate-900">
              Website
            </h3>
            {renderSlots(SITE_SLOTS)}
          </section>
          <section aria-labelledby={areasId} className="space-y-3">
            <h3 id={areasId} className="text-xl font-semibold text-slate-900">
              Area guides
            </h3>
            {renderSlots(AREA_SLOTS)}
          </section>
        </>
      )}
    </section>
  );
}

function SlotCard({
  slot,
  usage,
  images,
}: {
  slot: Slot;
  usage: ImageUsageRecord | undefined;
  images: ManagedImage[];
}) {
  const [choice, setChoice] = useState(usage ? String(usage.imageId) : '');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const setUsage = useSetImageUsage();
  const clearUsage = useClearImageUsage();
  const selectId = useId();
  const busy = setUsage.isPending || clearUsage.isPending;
  const fallback = fallbackImage(slot.usageType, slot.usageContext ?? undefined);
  const current = usage?.image;
  // The chosen image may be missing from the list (more than the list holds): still offer it.
  const options = current && !images.some((i) => i.id === current.id) ? [current, ...images] : images;

  const failed = (error: unknown) =>
    toast({ title: FAILED, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const imageId = Number(choice);
    if (!choice || !Number.isInteger(imageId)) {
      setChoiceError('Please choose an image');
      return;
    }
    setChoiceError(undefined);
    setUsage.mutate(
      { imageId, usageType: slot.usageType, usageContext: slot.usageContext },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Image Selection Updated',
            description: `"${saved.image.name}" now shows for ${slot.title}.`,
            variant: 'success',
          }),
        onError: failed,
      },
    );
  };

  const revertToBuiltIn = () => {
    if (!usage) return;
    clearUsage.mutate(usage.id, {
      onSuccess: () =>
        toast({
          title: 'Image Selection Updated',
          description: `${slot.title} now uses the built-in image.`,
          variant: 'success',
        }),
      onError: failed,
    });
  };

  return (
    <Card className="flex h-full flex-col gap-4 p-4 sm:flex-row">
      <img
        src={current ? thumbnailUrl(current) : fallback.src}
        alt=""
        width={current?.width ?? fallback.width}
        height={current?.height ?? fallback.height}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full shrink-0 rounded bg-slate-100 object-cover sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="space-y-1">
          <h4 className="font-semibold text-slate-900">{slot.title}</h4>
          <p className="text-sm text-slate-700">{slot.description}</p>
          <p className="text-sm font-medium text-slate-900" data-testid="current-image">
            {current ? `Current image: ${current.name}` : 'Using the built-in image'}
          </p>
        </div>
        <form noValidate onSubmit={save} className="space-y-2">
          <Label htmlFor={selectId}>Image for {slot.title}</Label>
          <Select
            id={selectId}
            value={choice}
            aria-invalid={choiceError ? true : undefined}
            aria-describedby={choiceError ? `${selectId}-error` : undefined}
            onChange={(event) => {
              setChoice(event.target.value);
              setChoiceError(undefined);
            }}
          >
            <option value="">Choose an image</option>
            {options.map((image) => (
              <option key={image.id} value={image.id}>
                {image.name} ({CATEGORY_LABELS[image.category]})
              </option>
            ))}
          </Select>
          <FieldError id={`${selectId}-error`}>{choiceError}</FieldError>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy || (!!usage && choice === String(usage.imageId))}>
              {setUsage.isPending ? 'Saving…' : 'Save'}
              <span className="sr-only"> image for {slot.title}</span>
            </Button>
            {usage && (
              <Button size="sm" variant="outline" onClick={revertToBuiltIn} disabled={busy}>
                {clearUsage.isPending ? 'Removing…' : 'Use the built-in image'}
                <span className="sr-only"> for {slot.title}</span>
              </Button>
            )}
          </div>
        </form>
      </div>
    </Card>
  );
}
