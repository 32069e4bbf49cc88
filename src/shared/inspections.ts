import { z } from 'zod';
import { addMonths, todayInLondon } from './dates';
import { jsonInt } from './numbers';

/**
 * Property inspections (CONTRACT.md §8; WALES.md ACCESS_NOTICE, SMOKE_ALARMS, CO_ALARMS): the
 * check-in inventory, periodic visits and the check-out, each a room-by-room checklist with
 * meter readings and the smoke and carbon monoxide alarm tests.
 */
export const INSPECTION_TYPES = ['check_in', 'periodic', 'check_out'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];
export const INSPECTION_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
/** Best first: the order a comparison reads "worse" from. */
export const ITEM_CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'damaged'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const ALARM_KINDS = ['smoke', 'carbon_monoxide'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];
export const METERS = ['electricity', 'gas', 'water'] as const;
export type Meter = (typeof METERS)[number];

export const inspectionTypeLabel: Record<InspectionType, string> = {
  check_in: 'Check-in',
  periodic: 'Periodic',
  check_out: 'Check-out',
};
export const inspectionStatusLabel: Record<InspectionStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const itemConditionLabel: Record<ItemCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  damaged: 'Damaged',
};
export const alarmKindLabel: Record<AlarmKind, string> = {
  smoke: 'Smoke alarm',
  carbon_monoxide: 'Carbon monoxide alarm',
};
export const meterLabel: Record<Meter, string> = {
  electricity: 'Electricity',
  gas: 'Gas',
  water: 'Water',
};

/** Renting Homes (Wales): at least 24 hours' notice of a visit unless the contract-holder agrees. */
export const NOTICE_HOURS = 24;
/** The agency's rhythm for periodic visits: every six months after the last visit. */
export const PERIODIC_INTERVAL_MONTHS = 6;
/** An inspection already done with the tenant's agreement may be recorded up to a week late. */
export const MAX_DAYS_IN_PAST = 7;
export const MAX_ROOMS = 30;
export const MAX_ITEMS_PER_ROOM = 50;
export const MAX_ALARMS = 30;
export const MAX_INSPECTION_PHOTOS = 200;

export const NOTICE_TOO_SHORT = `Give the tenant at least ${NOTICE_HOURS} hours' notice, or tick that they agreed to a shorter time`;
export const SCHEDULED_IN_PAST = 'The inspection cannot be in the past';
export const SCHEDULED_TOO_FAR = 'The inspection must be within a year from now';
export const ROOMS_REQUIRED = 'Add at least one room before completing the inspection';
export const ALARMS_REQUIRED = 'Record the smoke alarm tests before completing the inspection';
export const METER_READING_MESSAGE = 'Enter the reading as digits, such as 01234 or 1234.5';

const requiredText = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** POST /api/properties/{id}/inspections. */
export const InspectionCreateSchema = z
  .object({
    type: z.enum(INSPECTION_TYPES, 'Please select the kind of inspection'),
    scheduledAt: z.iso.datetime({ offset: true, message: 'Please enter the date and time' }),
    /** The tenant agreed to a visit with less than 24 hours' notice (or to this one in person). */
    tenantAgreed: z.boolean().default(false),
  })
  .strict();
export type InspectionCreateInput = z.input<typeof InspectionCreateSchema>;

export const InspectionItemSchema = z
  .object({
    name: requiredText(80, 'Please name the item'),
    condition: z.enum(ITEM_CONDITIONS, 'Please select a condition'),
    notes: optionalText(1000),
  })
  .strict();
export type InspectionItem = z.output<typeof InspectionItemSchema>;

export const InspectionRoomSchema = z
  .object({
    name: requiredText(80, 'Please name the room'),
    items: z
      .array(InspectionItemSchema)
      .max(MAX_ITEMS_PER_ROOM, `At most ${MAX_ITEMS_PER_ROOM} items a room`),
    notes: optionalText(2000),
  })
  .strict();
export type InspectionRoom = z.output<typeof InspectionRoomSchema>;

export const AlarmTestSchema = z
  .object({
    kind: z.enum(ALARM_KINDS, 'Please select the kind of alarm'),
    location: requiredText(80, 'Please say where the alarm is'),
    working: z.boolean('Please say whether the alarm worked'),
  })
  .strict();
export type AlarmTest = z.output<typeof AlarmTestSchema>;

const meterReading = z
  .string(METER_READING_MESSAGE)
  .trim()
  .regex(/^(\d{1,9}(\.\d{1,3})?)?$/, METER_READING_MESSAGE)
  .nullish()
  .transform((v) => v || null);

export const MeterReadingsSchema = z
  .object({ electricity: meterReading, gas: meterReading, water: meterReading })
  .strict();
export type MeterReadings = z.output<typeof MeterReadingsSchema>;

/**
 * PUT /api/inspections/{id}: the checklist as a whole, with the version it was read at, so a
 * second editor's save is a 409 with the current record instead of overwriting the first.
 */
export const InspectionUpdateSchema = z
  .object({
    status: z.enum(INSPECTION_STATUSES, 'Please select a status'),
    rooms: z.array(InspectionRoomSchema).max(MAX_ROOMS, `At most ${MAX_ROOMS} rooms`),
    meterReadings: MeterReadingsSchema,
    alarms: z.array(AlarmTestSchema).max(MAX_ALARMS, `At most ${MAX_ALARMS} alarms`),
    notes: optionalText(4000),
    version: jsonInt('Version must be a whole number').min(1, 'Version must be a whole number'),
  })
  .strict();
export type InspectionUpdateInput = z.input<typeof InspectionUpdateSchema>;

/** The multipart text fields of POST /api/inspections/{id}/photos: which room (and item) it shows. */
export const InspectionPhotoFieldsSchema = z
  .object({
    room: requiredText(80, 'Please say which room the photo shows'),
    item: optionalText(80),
    caption: optionalText(200),
  })
  .strict();

export interface InspectionPhoto {
  id: number;
  url: string;
  room: string;
  item: string | null;
  caption: string | null;
}

export interface Inspection {
  id: number;
  propertyId: number;
  propertyTitle: string;
  propertyAddress: string;
  /** The tenancy told of it and shown it; null for a home with nobody living there. */
  tenantId: number | null;
  tenantName: string | null;
  type: InspectionType;
  status: InspectionStatus;
  scheduledAt: string;
  tenantAgreed: boolean;
  /** When the tenant's e-mail was queued (the notice runs from here); null with nobody to tell. */
  noticeGivenAt: string | null;
  completedAt: string | null;
  completedByName: string | null;
  rooms: InspectionRoom[];
  meterReadings: MeterReadings;
  alarms: AlarmTest[];
  notes: string | null;
  photos: InspectionPhoto[];
  /** A check-out's check-in (same tenancy, else the property's last), for the item-by-item comparison. */
  checkInId: number | null;
  reportUrl: string;
  createdAt: string;
  updatedAt: string;
  /** Goes up by one on each change; PUT sends the version it read. */
  version: number;
}

/** The earliest moment a visit may be booked for without the tenant's agreement. */
export const earliestWithoutAgreement = (noticeGivenAt: Date) =>
  new Date(noticeGivenAt.getTime() + NOTICE_HOURS * 3600_000);

/** Room and item names match whatever their case and spacing ("Living room" = "living  Room"). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export type ConditionChange = 'same' | 'better' | 'worse' | 'new' | 'missing';

export interface ComparisonRow {
  room: string;
  item: string;
  before: ItemCondition | null;
  after: ItemCondition | null;
  beforeNotes: string | null;
  afterNotes: string | null;
  change: ConditionChange;
}

/**
 * Check-in beside check-out, item by item (the deposit conversation): rooms and items matched by
 * name, in the check-in's order, then what only the check-out has.
 */
export function compareInspections(
  before: Pick<Inspection, 'rooms'>,
  after: Pick<Inspection, 'rooms'>,
): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const afterRooms = new Map(after.rooms.map((r) => [nameKey(r.name), r]));
  const seen = new Set<string>();
  const changeOf = (a: ItemCondition, b: ItemCondition): ConditionChange => {
    const diff = ITEM_CONDITIONS.indexOf(b) - ITEM_CONDITIONS.indexOf(a);
    return diff === 0 ? 'same' : diff > 0 ? 'worse' : 'better';
  };
  for (const room of before.rooms) {
    const match = afterRooms.get(nameKey(room.name));
    const afterItems = new Map((match?.items ?? []).map((i) => [nameKey(i.name), i]));
    for (const item of room.items) {
      const key = `${nameKey(room.name)}\u0000${nameKey(item.name)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const later = afterItems.get(nameKey(item.name));
      rows.push({
        room: room.name,
        item: item.name,
        before: item.condition,
        after: later?.condition ?? null,
        beforeNotes: item.notes,
        afterNotes: later?.notes ?? null,
        change: later ? changeOf(item.condition, later.condition) : 'missing',
      });
    }
  }
  for (const room of after.rooms) {
    for (const item of room.items) {
      const key = `${nameKey(room.name)}\u0000${nameKey(item.name)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        room: room.name,
        item: item.name,
        before: null,
        after: item.condition,
        beforeNotes: null,
        afterNotes: item.notes,
        change: 'new',
      });
    }
  }
  return rows;
}

export const conditionChangeLabel: Record<ConditionChange, string> = {
  same: 'No change',
  better: 'Better',
  worse: 'Worse',
  new: 'Not in check-in',
  missing: 'Not in check-out',
};

export interface PeriodicDue {
  /** YYYY-MM-DD, or null when nothing is due (no visit yet, or the last one was a check-out). */
  dueOn: string | null;
  /** The completed visit it counts from. */
  lastVisitOn: string | null;
  /** A periodic inspection already booked (scheduled), if any. */
  bookedFor: string | null;
  isOverdue: boolean;
}

/**
 * When the next periodic inspection is due: six months after the last completed check-in or
 * periodic visit. After a check-out the home is between tenancies and nothing is due.
 */
export function nextPeriodicInspection(
  inspections: Pick<Inspection, 'type' | 'status' | 'completedAt' | 'scheduledAt'>[],
  today: string,
): PeriodicDue {
  const completed = inspections
    .filter((i) => i.status === 'completed' && i.completedAt)
    .map((i) => ({ type: i.type, on: todayInLondon(new Date(i.completedAt!)) }))
    .sort((a, b) => b.on.localeCompare(a.on));
  const booked = inspections
    .filter((i) => i.status === 'scheduled' && i.type === 'periodic')
    .map((i) => i.scheduledAt)
    .sort()[0];
  const last = completed[0];
  const dueOn = last && last.type !== 'check_out' ? addMonths(last.on, PERIODIC_INTERVAL_MONTHS) : null;
  return {
    dueOn,
    lastVisitOn: last?.on ?? null,
    bookedFor: booked ?? null,
    isOverdue: dueOn !== null && dueOn < today && !booked,
  };
}
