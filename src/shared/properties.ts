import { z } from 'zod';
import { isoDate } from './dates';

export const PROPERTY_STATUSES = ['vacant', 'occupied', 'under_offer'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const propertyStatusLabel: Record<PropertyStatus, string> = {
  vacant: 'Available',
  occupied: 'Occupied',
  under_offer: 'Under Offer',
};
/** SPEC.md §3: an absent status displays as Available. */
export const statusLabelOf = (status: PropertyStatus | null | undefined) =>
  status ? propertyStatusLabel[status] : 'Available';

export const EPC_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcBand = (typeof EPC_BANDS)[number];

const int = (message: string) => z.coerce.number(message).int(message);
const optionalInt = (message: string, min: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.coerce.number(message).int(message).min(min, message).nullable(),
  );

/**
 * The body of POST /api/properties and PUT /api/properties/{id}: price in pence (SPEC.md §5 rules).
 * landlordId, id and createdAt are never taken from a caller.
 */
export const PropertyInputSchema = z
  .object({
    title: z
      .string('Title must be at least 3 characters')
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(120),
    address: z
      .string('Address must be at least 5 characters')
      .trim()
      .min(5, 'Address must be at least 5 characters')
      .max(200),
    city: z
      .string('City must be at least 2 characters')
      .trim()
      .min(2, 'City must be at least 2 characters')
      .max(80),
    postcode: z
      .string('Postcode must be at least 5 characters')
      .trim()
      .min(5, 'Postcode must be at least 5 characters')
      .max(10, 'Postcode must be at most 10 characters')
      .transform((v) => v.toUpperCase()),
    description: z
      .string('Description must be at least 10 characters')
      .trim()
      .min(10, 'Description must be at least 10 characters')
      .max(5000),
    bedroomCount: int('Bedrooms must be 0 or more').min(0, 'Bedrooms must be 0 or more').max(50),
    bathroomCount: int('Bathrooms must be at least 1').min(1, 'Bathrooms must be at least 1').max(50),
    price: int('Monthly rent must be at least £0.01')
      .min(1, 'Monthly rent must be at least £0.01')
      .max(100_000_000),
    squareFeet: optionalInt('Square feet must be at least 1', 1),
    status: z.enum(PROPERTY_STATUSES, 'Status must be vacant, occupied or under offer').default('vacant'),
    hasSmokeAlarms: z.boolean().default(false),
    hasCOAlarms: z.boolean().default(false),
    availableFrom: isoDate('Available from must be a valid date').nullable().optional(),
    // What the Welsh rules need (WALES.md 'Data model gaps').
    storeys: optionalInt('Storeys must be at least 1', 1),
    hasGasSupply: z.boolean().default(false),
    combustionRooms: z
      .array(z.string().trim().min(1).max(60))
      .max(30)
      .default([])
      .transform((rooms) => [...new Set(rooms)]),
    epcBand: z.enum(EPC_BANDS, 'EPC band must be A to G').nullable().optional(),
    hmoOccupants: optionalInt('Occupants must be 0 or more', 0),
    hmoHouseholds: optionalInt('Households must be 0 or more', 0),
    isListed: z.boolean().default(false),
    listingDescription: z.string().trim().max(5000).nullable().optional(),
  })
  .strict();
export type PropertyInput = z.input<typeof PropertyInputSchema>;

export interface PropertyPhoto {
  id: number;
  url: string;
  altText: string;
  position: number;
  isCover: boolean;
  width: number | null;
  height: number | null;
}

export interface Property {
  id: number;
  landlordId: number;
  title: string;
  address: string;
  city: string;
  postcode: string;
  description: string;
  bedroomCount: number;
  bathroomCount: number;
  price: number;
  squareFeet: number | null;
  availableFrom: string | null;
  status: PropertyStatus;
  hasSmokeAlarms: boolean;
  hasCOAlarms: boolean;
  storeys: number | null;
  hasGasSupply: boolean;
  combustionRooms: string[];
  epcBand: EpcBand | null;
  hmoOccupants: number | null;
  hmoHouseholds: number | null;
  isListed: boolean;
  listingDescription: string | null;
  archivedAt: string | null;
  createdAt: string;
  photos: PropertyPhoto[];
}

/** The four cards of the landlord dashboard, from one aggregate query. */
export interface PropertySummary {
  totalProperties: number;
  occupied: number;
  vacant: number;
  /** Sum of price of occupied properties, pence. */
  monthlyRent: number;
}

export const bedroomsLabel = (n: number) => `${n} ${n === 1 ? 'Bedroom' : 'Bedrooms'}`;
export const bathroomsLabel = (n: number) => `${n} ${n === 1 ? 'Bathroom' : 'Bathrooms'}`;
