import { z } from 'zod';
import {
  EPC_BANDS,
  LICENSING_AREAS,
  PROPERTY_STATUSES,
  PropertyInputSchema,
  ROOM_KINDS,
  type CombustionRoom,
  type Property,
  type RoomKind,
} from '@shared/properties';
import { penceToPoundsInput, poundsToPence } from '@shared/money';
import { numberFromText } from '@shared/numbers';

/** One room kind as the form holds it: ticked when it has a combustion appliance, and its CO alarm. */
const RoomChoiceSchema = z.object({ chosen: z.boolean(), hasCoAlarm: z.boolean() });
export type RoomChoice = z.infer<typeof RoomChoiceSchema>;
export type RoomChoices = Record<RoomKind, RoomChoice>;

/**
 * What the Add/Edit Property form holds: text as typed, the monthly rent in pounds, a checkbox per
 * room kind. On submit it is turned into the API body (rent in pence, rooms as a list) and checked
 * with the shared PropertyInputSchema, so the messages are the server's own words (SPEC.md §5).
 * The legacy hasSmokeAlarms/hasCOAlarms are not sent: the server derives them from the detail.
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
    storeys: z.string(),
    smokeAlarmStoreys: z.string(),
    hasGasSupply: z.boolean(),
    rooms: z.object(
      Object.fromEntries(ROOM_KINDS.map((kind) => [kind, RoomChoiceSchema])) as Record<
        RoomKind,
        typeof RoomChoiceSchema
      >,
    ),
    epcBand: z.union([z.enum(EPC_BANDS), z.literal('')]),
    hmoOccupants: z.string(),
    hmoHouseholds: z.string(),
    licensingArea: z.union([z.enum(LICENSING_AREAS), z.literal('')]),
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
      bedroomCount: numberFromText(values.bedroomCount) ?? undefined,
      bathroomCount: numberFromText(values.bathroomCount) ?? undefined,
      price: price ?? undefined,
      squareFeet: numberFromText(values.squareFeet),
      storeys: numberFromText(values.storeys),
      smokeAlarmStoreys: numberFromText(values.smokeAlarmStoreys),
      hasGasSupply: values.hasGasSupply,
      combustionRooms: chosenRooms(values.rooms),
      epcBand: values.epcBand || null,
      hmoOccupants: numberFromText(values.hmoOccupants),
      hmoHouseholds: numberFromText(values.hmoHouseholds),
      licensingArea: values.licensingArea || null,
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
const FIELD_FOR_INPUT: Record<string, string> = { price: 'rent', combustionRooms: 'rooms' };
/** The API body's fields whose server messages go under a form field. */
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
  'smokeAlarmStoreys',
  'combustionRooms',
  'epcBand',
  'hmoOccupants',
  'hmoHouseholds',
  'licensingArea',
  'listingDescription',
  'availableFrom',
] as const;
export const formFieldFor = (inputField: string) =>
  (FIELD_FOR_INPUT[inputField] ?? inputField) as keyof PropertyFormValues;

/** The ticked rooms, in ROOM_KINDS order, each with its CO alarm. */
export function chosenRooms(rooms: RoomChoices): CombustionRoom[] {
  return ROOM_KINDS.filter((kind) => rooms[kind].chosen).map((room) => ({
    room,
    hasCoAlarm: rooms[room].hasCoAlarm,
  }));
}

/** A checkbox per room kind from the saved list (a kind listed twice has its alarm only if both do). */
export function roomChoicesOf(rooms: readonly CombustionRoom[] | null | undefined): RoomChoices {
  const choices = Object.fromEntries(
    ROOM_KINDS.map((kind) => [kind, { chosen: false, hasCoAlarm: false }]),
  ) as RoomChoices;
  for (const { room, hasCoAlarm } of rooms ?? []) {
    const choice = choices[room];
    if (!choice) continue;
    choice.hasCoAlarm = choice.chosen ? choice.hasCoAlarm && hasCoAlarm : hasCoAlarm;
    choice.chosen = true;
  }
  return choices;
}

/** Both HMO numbers filled in: then the Cardiff licensing area is asked. */
export const asksLicensingArea = (occupants: string, households: string) =>
  occupants.trim() !== '' && households.trim() !== '';

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
    storeys: numberText(property?.storeys),
    smokeAlarmStoreys: numberText(property?.smokeAlarmStoreys),
    hasGasSupply: property?.hasGasSupply ?? false,
    rooms: roomChoicesOf(property?.combustionRooms),
    epcBand: property?.epcBand ?? '',
    hmoOccupants: numberText(property?.hmoOccupants),
    hmoHouseholds: numberText(property?.hmoHouseholds),
    licensingArea: property?.licensingArea ?? '',
    isListed: property?.isListed ?? false,
    listingDescription: property?.listingDescription ?? '',
    availableFrom: property?.availableFrom ?? '',
  };
}
