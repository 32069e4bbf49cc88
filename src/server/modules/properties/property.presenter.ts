import type { Property, PropertyPhoto } from '@shared/properties';
import { isoString, isoTimestamp } from '../../db/iso-timestamp';
import { properties, propertyPhotos } from '../../db/schema';

/**
 * The columns an answer is made of, selected flat for lists instead of whole rows (issue #19): a
 * home has about forty columns and an answer uses under thirty, and the times come formatted.
 */
export const propertyAnswerColumns = {
  id: properties.id,
  landlordId: properties.landlordId,
  title: properties.title,
  address: properties.address,
  city: properties.city,
  postcode: properties.postcode,
  description: properties.description,
  bedroomCount: properties.bedroomCount,
  bathroomCount: properties.bathroomCount,
  price: properties.price,
  squareFeet: properties.squareFeet,
  availableFrom: properties.availableFrom,
  status: properties.status,
  hasSmokeAlarms: properties.hasSmokeAlarms,
  hasCOAlarms: properties.hasCOAlarms,
  storeys: properties.storeys,
  smokeAlarmStoreys: properties.smokeAlarmStoreys,
  hasGasSupply: properties.hasGasSupply,
  combustionRooms: properties.combustionRooms,
  licensingArea: properties.licensingArea,
  epcBand: properties.epcBand,
  hmoOccupants: properties.hmoOccupants,
  hmoHouseholds: properties.hmoHouseholds,
  isListed: properties.isListed,
  listingDescription: properties.listingDescription,
  archivedAt: isoTimestamp(properties.archivedAt),
  createdAt: isoTimestamp(properties.createdAt),
};

/** A photo's answer columns (never its storage key). */
export const photoAnswerColumns = {
  id: propertyPhotos.id,
  propertyId: propertyPhotos.propertyId,
  altText: propertyPhotos.altText,
  position: propertyPhotos.position,
  isCover: propertyPhotos.isCover,
  width: propertyPhotos.width,
  height: propertyPhotos.height,
};

type Timestamps = 'archivedAt' | 'createdAt';
type PropertyRow = Omit<
  Pick<typeof properties.$inferSelect, keyof typeof propertyAnswerColumns>,
  Timestamps
> & {
  archivedAt: Date | string | null;
  createdAt: Date | string;
};
export type PhotoAnswerRow = Pick<typeof propertyPhotos.$inferSelect, keyof typeof photoAnswerColumns>;

/** Photos are served by id; the storage key never leaves the server. */
export const photoUrl = (id: number) => `/api/photos/${id}/file`;

export function toPhoto(row: PhotoAnswerRow): PropertyPhoto {
  return {
    id: row.id,
    url: photoUrl(row.id),
    altText: row.altText,
    position: row.position,
    isCover: row.isCover,
    width: row.width,
    height: row.height,
  };
}

/** Photos must already be in display order (position, then id). */
export function toProperty(row: PropertyRow, photos: PhotoAnswerRow[]): Property {
  return {
    id: row.id,
    landlordId: row.landlordId,
    title: row.title,
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    description: row.description,
    bedroomCount: row.bedroomCount,
    bathroomCount: row.bathroomCount,
    price: row.price,
    squareFeet: row.squareFeet,
    availableFrom: row.availableFrom,
    status: row.status,
    hasSmokeAlarms: row.hasSmokeAlarms,
    hasCOAlarms: row.hasCOAlarms,
    storeys: row.storeys,
    smokeAlarmStoreys: row.smokeAlarmStoreys,
    hasGasSupply: row.hasGasSupply,
    combustionRooms: row.combustionRooms,
    licensingArea: row.licensingArea,
    epcBand: row.epcBand,
    hmoOccupants: row.hmoOccupants,
    hmoHouseholds: row.hmoHouseholds,
    isListed: row.isListed,
    listingDescription: row.listingDescription,
    archivedAt: row.archivedAt === null ? null : isoString(row.archivedAt),
    createdAt: isoString(row.createdAt),
    photos: photos.map(toPhoto),
  };
}
