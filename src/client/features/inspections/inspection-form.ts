import type {
  AlarmKind,
  Inspection,
  InspectionStatus,
  InspectionUpdateInput,
  ItemCondition,
  Meter,
} from '@shared/inspections';

/**
 * The checklist being filled in: the record's rooms, items and alarms with a key each for React
 * (never sent), and text fields as typed. `toUpdateBody` turns it into the PUT body.
 */
export interface DraftItem {
  key: string;
  name: string;
  condition: ItemCondition;
  notes: string;
}
export interface DraftRoom {
  key: string;
  name: string;
  notes: string;
  items: DraftItem[];
}
export interface DraftAlarm {
  key: string;
  kind: AlarmKind;
  location: string;
  working: boolean;
}
export interface InspectionDraft {
  rooms: DraftRoom[];
  meterReadings: Record<Meter, string>;
  alarms: DraftAlarm[];
  notes: string;
}

let counter = 0;
export const newKey = () => `k${++counter}`;

/** The rooms most homes have, offered on an empty checklist so a phone needs little typing. */
export const SUGGESTED_ROOMS = ['Hallway', 'Living room', 'Kitchen', 'Bedroom 1', 'Bathroom'] as const;
export const SUGGESTED_ITEMS: Record<string, readonly string[]> = {
  Hallway: ['Front door', 'Walls', 'Floor', 'Lights'],
  'Living room': ['Walls', 'Floor', 'Windows', 'Curtains'],
  Kitchen: ['Oven', 'Hob', 'Worktops', 'Sink', 'Fridge'],
  'Bedroom 1': ['Walls', 'Floor', 'Windows', 'Wardrobe'],
  Bathroom: ['Bath or shower', 'Toilet', 'Basin', 'Extractor fan'],
};

export const newItem = (name = ''): DraftItem => ({ key: newKey(), name, condition: 'good', notes: '' });
export const newRoom = (name = ''): DraftRoom => ({
  key: newKey(),
  name,
  notes: '',
  items: (SUGGESTED_ITEMS[name] ?? []).map((item) => newItem(item)),
});
export const newAlarm = (kind: AlarmKind, location = ''): DraftAlarm => ({
  key: newKey(),
  kind,
  location,
  working: true,
});

export function draftFrom(inspection: Inspection): InspectionDraft {
  return {
    rooms: inspection.rooms.map((room) => ({
      key: newKey(),
      name: room.name,
      notes: room.notes ?? '',
      items: room.items.map((item) => ({
        key: newKey(),
        name: item.name,
        condition: item.condition,
        notes: item.notes ?? '',
      })),
    })),
    meterReadings: {
      electricity: inspection.meterReadings.electricity ?? '',
      gas: inspection.meterReadings.gas ?? '',
      water: inspection.meterReadings.water ?? '',
    },
    alarms: inspection.alarms.map((a) => ({ key: newKey(), ...a })),
    notes: inspection.notes ?? '',
  };
}

/** The PUT body: the schema's fields only, so photos added meanwhile are not compared as stale. */
export function toUpdateBody(
  draft: InspectionDraft,
  status: InspectionStatus,
  version: number,
): InspectionUpdateInput {
  return {
    status,
    rooms: draft.rooms.map((room) => ({
      name: room.name,
      notes: room.notes || null,
      items: room.items.map((item) => ({
        name: item.name,
        condition: item.condition,
        notes: item.notes || null,
      })),
    })),
    meterReadings: {
      electricity: draft.meterReadings.electricity || null,
      gas: draft.meterReadings.gas || null,
      water: draft.meterReadings.water || null,
    },
    alarms: draft.alarms.map(({ kind, location, working }) => ({ kind, location, working })),
    notes: draft.notes || null,
    version,
  };
}

/** `datetime-local`'s value (the browser's local time) as an ISO instant, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A `datetime-local` value this many hours from `now`, rounded up to the next quarter hour. */
export function localInputIn(hours: number, now: Date = new Date()): string {
  const date = new Date(now.getTime() + hours * 3600_000);
  date.setSeconds(0, 0);
  date.setMinutes(Math.ceil(date.getMinutes() / 15) * 15);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
