import type { ReactNode } from 'react';
import { Bath, BedDouble, CalendarDays, Leaf, MapPin, PoundSterling } from 'lucide-react';
import type { Listing } from '@shared/listings';
import { LISTING_FACTS as COPY } from '@client/content/pages/listing-detail';
import { areaText, availableFromText, formatRent } from '../format';

/** The facts a renter decides on, as a description list. Never the street, the postcode's last half or the landlord. */
export function ListingFacts({ listing }: { listing: Listing }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
      <Fact icon={<PoundSterling aria-hidden="true" />} term={COPY.rent} wide>
        <span className="text-2xl font-bold text-slate-900">{formatRent(listing.price)}</span>{' '}
        <span className="text-base font-normal text-slate-700">{COPY.perMonth}</span>
      </Fact>
      <Fact icon={<BedDouble aria-hidden="true" />} term={COPY.bedrooms}>
        {listing.bedroomCount === 0 ? COPY.studio : listing.bedroomCount}
      </Fact>
      <Fact icon={<Bath aria-hidden="true" />} term={COPY.bathrooms}>
        {listing.bathroomCount}
      </Fact>
      {listing.epcBand && (
        <Fact icon={<Leaf aria-hidden="true" />} term={COPY.epcRating}>
          {listing.epcBand}
        </Fact>
      )}
      <Fact icon={<CalendarDays aria-hidden="true" />} term={COPY.availableFrom}>
        {availableFromText(listing)}
      </Fact>
      <Fact icon={<MapPin aria-hidden="true" />} term={COPY.area} wide>
        {areaText(listing)}
      </Fact>
    </dl>
  );
}

function Fact({
  icon,
  term,
  wide = false,
  children,
}: {
  icon: ReactNode;
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="flex items-center gap-1.5 text-sm font-medium text-slate-700 [&_svg]:size-4 [&_svg]:text-brand-700">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
