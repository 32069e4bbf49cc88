import type { Property, PropertyPhoto } from '@shared/properties';
import type { properties, propertyPhotos } from '../../db/schema';

type PropertyRow = typeof properties.$inferSelect;
type PhotoRow = typeof propertyPhotos.$inferSelect;

/** Photos are served by id; the storage key never leaves the server. */
export const photoUrl = (id: number) => `/api/photos/${id}/file`;

export function toPhoto(row: PhotoRow): PropertyPhoto {
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
export function toProperty(row: PropertyRow, photos: PhotoRow[]): Property {
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
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    photos: photos.map(toPhoto),
  };
}
