import { describe, expect, it } from 'vitest';
import type { Property } from '@shared/properties';
import {
  asksLicensingArea,
  chosenRooms,
  formFieldFor,
  PropertyFormSchema,
  propertyFormDefaults,
  roomChoicesOf,
  type PropertyFormValues,
} from './property-form';
import { alarmState } from './alarm-state';

const property = (overrides: Partial<Property> = {}): Property => ({
  id: 3,
  landlordId: 2,
  title: 'Terraced house, Cathays',
  address: '12 Heol y Felin',
  city: 'Cardiff',
  postcode: 'CF24 4AA',
  description: 'A bright three-bedroom terrace near the university.',
  bedroomCount: 3,
  bathroomCount: 1,
  price: 125_000,
  squareFeet: null,
  availableFrom: null,
  status: 'vacant',
  hasSmokeAlarms: false,
  hasCOAlarms: false,
  storeys: 2,
  smokeAlarmStoreys: 2,
  hasGasSupply: true,
  combustionRooms: [
    { room: 'kitchen', hasCoAlarm: true },
    { room: 'living_room', hasCoAlarm: false },
  ],
  licensingArea: 'cathays',
  epcBand: 'D',
  hmoOccupants: 4,
  hmoHouseholds: 4,
  isListed: false,
  listingDescription: null,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  photos: [],
  ...overrides,
});

const filled = (overrides: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...propertyFormDefaults(property()),
  ...overrides,
});

const parse = (values: PropertyFormValues) => PropertyFormSchema.safeParse(values);

describe('the property form', () => {
  it('sends storeys, smoke-alarm storeys, gas, rooms with their CO alarms and the licensing area', () => {
    const result = parse(filled());
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      storeys: 2,
      smokeAlarmStoreys: 2,
      hasGasSupply: true,
      combustionRooms: [
        { room: 'kitchen', hasCoAlarm: true },
        { room: 'living_room', hasCoAlarm: false },
      ],
      licensingArea: 'cathays',
      epcBand: 'D',
      hmoOccupants: 4,
      hmoHouseholds: 4,
      price: 125_000,
    });
  });

  it('no longer sends the legacy hasSmokeAlarms and hasCOAlarms (the server derives them)', () => {
    const result = parse(filled());
    expect(result.data).not.toHaveProperty('hasSmokeAlarms');
    expect(result.data).not.toHaveProperty('hasCOAlarms');
  });

  it('sends empty numbers and an unanswered licensing area as null', () => {
    const result = parse(filled({ storeys: '', smokeAlarmStoreys: '', licensingArea: '', epcBand: '' }));
    expect(result.data).toMatchObject({
      storeys: null,
      smokeAlarmStoreys: null,
      licensingArea: null,
      epcBand: null,
    });
  });

  it('refuses more alarmed storeys than storeys, under the smoke alarm field', () => {
    const result = parse(filled({ storeys: '2', smokeAlarmStoreys: '3' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ['smokeAlarmStoreys'],
        message: 'Storeys with a smoke alarm cannot be more than the storeys',
      }),
    ]);
    expect(parse(filled({ storeys: '1', smokeAlarmStoreys: '-1' })).error!.issues[0]).toMatchObject({
      path: ['smokeAlarmStoreys'],
      message: 'Storeys with a smoke alarm must be 0 or more',
    });
  });

  it('sends only the ticked rooms, in the list order, ignoring a CO tick on an unticked room', () => {
    const rooms = roomChoicesOf([]);
    rooms.boiler_cupboard = { chosen: true, hasCoAlarm: true };
    rooms.kitchen = { chosen: true, hasCoAlarm: false };
    rooms.loft = { chosen: false, hasCoAlarm: true };
    expect(chosenRooms(rooms)).toEqual([
      { room: 'kitchen', hasCoAlarm: false },
      { room: 'boiler_cupboard', hasCoAlarm: true },
    ]);
    expect(parse(filled({ rooms })).data!.combustionRooms).toEqual(chosenRooms(rooms));
  });

  it('ticks each saved room kind once; a kind saved twice has its alarm only if both do', () => {
    const rooms = roomChoicesOf([
      { room: 'bedroom', hasCoAlarm: true },
      { room: 'bedroom', hasCoAlarm: false },
      { room: 'kitchen', hasCoAlarm: true },
    ]);
    expect(rooms.bedroom).toEqual({ chosen: true, hasCoAlarm: false });
    expect(rooms.kitchen).toEqual({ chosen: true, hasCoAlarm: true });
    expect(rooms.loft).toEqual({ chosen: false, hasCoAlarm: false });
  });

  it('starts a new property empty, with no rooms ticked and the area unanswered', () => {
    const values = propertyFormDefaults();
    expect(values.storeys).toBe('');
    expect(values.smokeAlarmStoreys).toBe('');
    expect(values.hasGasSupply).toBe(false);
    expect(values.licensingArea).toBe('');
    expect(Object.values(values.rooms).every((r) => !r.chosen && !r.hasCoAlarm)).toBe(true);
  });

  it('asks the licensing area once occupants and households are both filled in', () => {
    expect(asksLicensingArea('4', '3')).toBe(true);
    expect(asksLicensingArea('0', '0')).toBe(true);
    expect(asksLicensingArea('4', '')).toBe(false);
    expect(asksLicensingArea(' ', '2')).toBe(false);
  });

  it("puts the server's messages under the form's fields", () => {
    expect(formFieldFor('price')).toBe('rent');
    expect(formFieldFor('combustionRooms')).toBe('rooms');
    expect(formFieldFor('licensingArea')).toBe('licensingArea');
  });
});

describe('the alarms of the Details tab', () => {
  it('are fine with an alarm on every storey and in every combustion room', () => {
    const state = alarmState(
      property({ combustionRooms: [{ room: 'kitchen', hasCoAlarm: true }], smokeAlarmStoreys: 2 }),
    );
    expect(state).toMatchObject({ smokeOk: true, coOk: true, withSmokeAlarm: 2, storeys: 2 });
  });

  it('need action when a storey has no smoke alarm or a room no CO alarm', () => {
    const state = alarmState(property({ smokeAlarmStoreys: 1 }));
    expect(state.smokeOk).toBe(false);
    expect(state.coOk).toBe(false);
    expect(state.roomsWithoutCoAlarm).toEqual(['living_room']);
  });

  it('count unrecorded storeys as one, as the checks do', () => {
    expect(alarmState(property({ storeys: null, smokeAlarmStoreys: 0 }))).toMatchObject({
      storeys: 1,
      storeysRecorded: false,
      smokeOk: false,
    });
    expect(alarmState(property({ storeys: null, smokeAlarmStoreys: 1 })).smokeOk).toBe(true);
  });

  it('need no CO alarm where no room has an appliance', () => {
    expect(alarmState(property({ combustionRooms: [] })).coOk).toBe(true);
  });
});
