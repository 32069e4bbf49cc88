import { postcodeDistrict, type Listing } from '@shared/listings';
import type { properties } from '../../db/schema';
import { photoUrl, type PhotoAnswerRow } from '../properties/property.presenter';

type PropertyRow = typeof properties.$inferSelect;

/**
 * What anyone may see of a listed property: field by field, so nothing private (the landlord,
 * the street address, the full postcode, tenants, compliance details) can leak by being added
 * to the row later. Photos must already be in display order.
 */
export function toListing(row: PropertyRow, photos: PhotoAnswerRow[]): Listing {
  return {
    id: row.id,
    title: row.title,
    city: row.city,
    area: row.city,
    postcodeDistrict: postcodeDistrict(row.postcode),
    bedroomCount: row.bedroomCount,
    bathroomCount: row.bathroomCount,
    price: row.price,
    epcBand: row.epcBand,
    availableFrom: row.availableFrom,
    description: row.listingDescription?.trim() || row.description,
    photos: photos.map((p) => ({
      url: photoUrl(p.id),
      altText: p.altText,
      width: p.width,
      height: p.height,
      isCover: p.isCover,
    })),
  };
}
