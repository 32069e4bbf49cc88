import { Bath, BedDouble, MapPin } from 'lucide-react';
import {
  bathroomsLabel,
  bedroomsLabel,
  statusLabelOf,
  type Property,
  type PropertyStatus,
} from '@shared/properties';
import { formatPence } from '@shared/money';
import { Badge } from '@client/components/ui/badge';

const statusVariant: Record<PropertyStatus, 'success' | 'neutral' | 'warning'> = {
  vacant: 'success',
  occupied: 'neutral',
  under_offer: 'warning',
};

export const coverPhotoOf = (property: Property) =>
  property.photos.find((photo) => photo.isCover) ??
  [...property.photos].sort((a, b) => a.position - b.position)[0];

/** What a property card shows: cover photo, title, address, bed/bath badges, rent and status. */
export function PropertyCardSummary({
  property,
  headingLevel = 3,
}: {
  property: Property;
  headingLevel?: 2 | 3;
}) {
  const cover = coverPhotoOf(property);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {cover && (
        <img
          src={cover.url}
          alt={cover.altText || `Photo of ${property.title}`}
          width={cover.width ?? 320}
          height={cover.height ?? 240}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-md object-cover sm:w-48"
        />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="text-lg font-semibold break-words text-slate-900">{property.title}</Heading>
          <Badge variant={property.status ? statusVariant[property.status] : 'success'}>
            {statusLabelOf(property.status)}
          </Badge>
        </div>
        <p className="flex items-start gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {property.address}, {property.city}, {property.postcode}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge variant="neutral" className="gap-1">
            <BedDouble aria-hidden="true" className="size-3.5" />
            {bedroomsLabel(property.bedroomCount)}
          </Badge>
          <Badge variant="neutral" className="gap-1">
            <Bath aria-hidden="true" className="size-3.5" />
            {bathroomsLabel(property.bathroomCount)}
          </Badge>
          {property.isListed && <Badge variant="default">Listed</Badge>}
        </div>
        <p className="text-lg font-semibold text-slate-900">
          {formatPence(property.price)}
          <span className="text-sm font-normal text-slate-700"> per month</span>
        </p>
      </div>
    </div>
  );
}
