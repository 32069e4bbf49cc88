import { z } from 'zod';
import { jsonInt, optionalJsonInt } from './numbers';
import { isoDate } from './date-schema';

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

/** Rooms that may hold a gas, oil or solid-fuel appliance: each needs a CO alarm (WALES.md CO_ALARMS). */
export const ROOM_KINDS = [
  'kitchen',
  'living_room',
  'dining_room',
  'bedroom',
  'bathroom',
  'utility_room',
  'hallway',
  'boiler_cupboard',
  'garage',
  'loft',
  'other',
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export const roomKindLabel: Record<RoomKind, string> = {
  kitchen: 'Kitchen',
  living_room: 'Living room',
  dining_room: 'Dining room',
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  utility_room: 'Utility room',
  hallway: 'Hallway or landing',
  boiler_cupboard: 'Boiler cupboard',
  garage: 'Garage',
  loft: 'Loft',
  other: 'Other room',
};
export interface CombustionRoom {
  room: RoomKind;
  hasCoAlarm: boolean;
}

/** Cardiff's additional HMO licensing areas (WALES.md HMO_ADDITIONAL_CARDIFF); `none` = outside both. */
export const LICENSING_AREAS = ['cathays', 'plasnewydd', 'none'] as const;
export type LicensingAreaChoice = (typeof LICENSING_AREAS)[number];
export const licensingAreaLabel: Record<LicensingAreaChoice, string> = {
  cathays: 'Cathays',
  plasnewydd: 'Plasnewydd (Roath)',
  none: 'Neither',
};

const int = jsonInt;
const optionalInt = optionalJsonInt;

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
    /** Kept for SPEC.md's form: true means a smoke alarm on every storey when smokeAlarmStoreys is not given. */
    hasSmokeAlarms: z.boolean().optional(),
    /** Kept for SPEC.md's form: true means a CO alarm in every combustion room when the rooms do not say. */
    hasCOAlarms: z.boolean().optional(),
    availableFrom: isoDate('Available from must be a valid date').nullable().optional(),
    // What the Welsh rules need (WALES.md 'Data model gaps').
    storeys: optionalInt('Storeys must be at least 1', 1),
    /** Storeys with a working, mains-powered, interlinked smoke alarm. */
    smokeAlarmStoreys: optionalInt('Storeys with a smoke alarm must be 0 or more', 0),
    hasGasSupply: z.boolean().default(false),
    combustionRooms: z
      .array(
        z
          .object({
            room: z.enum(ROOM_KINDS, 'Choose the room'),
            hasCoAlarm: z.boolean().default(false),
          })
          .strict(),
        'Rooms with a combustion appliance must be a list',
      )
      .max(30)
      .optional(),
    licensingArea: z.enum(LICENSING_AREAS, 'Choose Cathays, Plasnewydd or neither').nullable().optional(),
    epcBand: z.enum(EPC_BANDS, 'EPC band must be A to G').nullable().optional(),
    hmoOccupants: optionalInt('Occupants must be 0 or more', 0),
    hmoHouseholds: optionalInt('Households must be 0 or more', 0),
    isListed: z.boolean().default(false),
    listingDescription: z.string().trim().max(5000).nullable().optional(),
  })
  .strict()
  .refine((v) => v.smokeAlarmStoreys == null || v.smokeAlarmStoreys <= (v.storeys ?? 1), {
    message: 'Storeys with a smoke alarm cannot be more than the storeys',
    path: ['smokeAlarmStoreys'],
  });
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
  smokeAlarmStoreys: number;
  hasGasSupply: boolean;
  combustionRooms: CombustionRoom[];
  licensingArea: LicensingAreaChoice | null;
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
