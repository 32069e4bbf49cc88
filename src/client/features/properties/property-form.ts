import { z } from 'zod';
import { EPC_BANDS, PROPERTY_STATUSES, PropertyInputSchema, type Property } from '@shared/properties';
import { penceToPoundsInput, poundsToPence } from '@shared/money';

/**
 * What the Add/Edit Property form holds: text as typed, the monthly rent in pounds. On submit it is
 * turned into the API body (rent in pence) and checked with the shared PropertyInputSchema, so the
 * messages are the server's own words (SPEC.md §5).
 */
export const PropertyFormSchema = z
  .object({
    title: z.string(),
    status: z.enum(PROPERTY_STATUSES),
    address: z.string(),
    city: z.string(),
    postcode: z.string(),
    description: z.string(),
    bedroomCount: z.string(),
    bathroomCount: z.string(),
    rent: z.string(),
    squareFeet: z.string(),
    hasSmokeAlarms: z.boolean(),
    hasCOAlarms: z.boolean(),
    storeys: z.string(),
    hasGasSupply: z.boolean(),
    combustionRooms: z.string(),
    epcBand: z.union([z.enum(EPC_BANDS), z.literal('')]),
    hmoOccupants: z.string(),
    hmoHouseholds: z.string(),
    isListed: z.boolean(),
    listingDescription: z.string(),
    availableFrom: z.string(),
  })
  .transform((values, ctx) => {
    const price = poundsToPence(values.rent);
    const parsed = PropertyInputSchema.safeParse({
      title: values.title,
      status: values.status,
      address: values.address,
      city: values.city,
      postcode: values.postcode,
      description: values.description,
      bedroomCount: values.bedroomCount.trim() === '' ? undefined : values.bedroomCount,
      bathroomCount: values.bathroomCount.trim() === '' ? undefined : values.bathroomCount,
      price: price ?? undefined,
      squareFeet: values.squareFeet.trim(),
      hasSmokeAlarms: values.hasSmokeAlarms,
      hasCOAlarms: values.hasCOAlarms,
      storeys: values.storeys.trim(),
      hasGasSupply: values.hasGasSupply,
      combustionRooms: splitRooms(values.combustionRooms),
      epcBand: values.epcBand || null,
      hmoOccupants: values.hmoOccupants.trim(),
      hmoHouseholds: values.hmoHouseholds.trim(),
      isListed: values.isListed,
      listingDescription: values.listingDescription.trim() || null,
      availableFrom: values.availableFrom || null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'title');
      ctx.addIssue({ code: 'custom', message: issue.message, path: [FIELD_FOR_INPUT[field] ?? field] });
    }
    return z.NEVER;
  });

export type PropertyFormValues = z.input<typeof PropertyFormSchema>;
export type PropertyFormOutput = z.output<typeof PropertyFormSchema>;

/** API body field → form field, where they differ. */
const FIELD_FOR_INPUT: Record<string, string> = { price: 'rent' };
/** Form field → API body field, to put the server's field messages under the right input. */
export const INPUT_FIELDS = [
  'title',
  'status',
  'address',
  'city',
  'postcode',
  'description',
  'bedroomCount',
  'bathroomCount',
  'price',
  'squareFeet',
  'storeys',
  'combustionRooms',
  'epcBand',
  'hmoOccupants',
  'hmoHouseholds',
  'listingDescription',
  'availableFrom',
] as const;
export const formFieldFor = (inputField: string) =>
  (FIELD_FOR_INPUT[inputField] ?? inputField) as keyof PropertyFormValues;

const splitRooms = (text: string) =>
  text
    .split(',')
    .map((room) => room.trim())
    .filter(Boolean);

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function propertyFormDefaults(property?: Property | null): PropertyFormValues {
  return {
    title: property?.title ?? '',
    status: property?.status ?? 'vacant',
    address: property?.address ?? '',
    city: property?.city ?? '',
    postcode: property?.postcode ?? '',
    description: property?.description ?? '',
    bedroomCount: property ? String(property.bedroomCount) : '1',
    bathroomCount: property ? String(property.bathroomCount) : '1',
    rent: property ? penceToPoundsInput(property.price) : '',
    squareFeet: numberText(property?.squareFeet),
    hasSmokeAlarms: property?.hasSmokeAlarms ?? false,
    hasCOAlarms: property?.hasCOAlarms ?? false,
    storeys: numberText(property?.storeys),
    hasGasSupply: property?.hasGasSupply ?? false,
    combustionRooms: (property?.combustionRooms ?? []).join(', '),
    epcBand: property?.epcBand ?? '',
    hmoOccupants: numberText(property?.hmoOccupants),
    hmoHouseholds: numberText(property?.hmoHouseholds),
    isListed: property?.isListed ?? false,
    listingDescription: property?.listingDescription ?? '',
    availableFrom: property?.availableFrom ?? '',
  };
}
