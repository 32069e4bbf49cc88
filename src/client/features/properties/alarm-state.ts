import type { Property } from '@shared/properties';

/**
 * The alarms as the Details tab reports them, judged as the compliance engine does: a storey count
 * not recorded counts as one storey; every room with a combustion appliance needs a CO alarm.
 */
export function alarmState(property: Pick<Property, 'storeys' | 'smokeAlarmStoreys' | 'combustionRooms'>) {
  const storeys = property.storeys ?? 1;
  const withSmokeAlarm = Math.min(property.smokeAlarmStoreys ?? 0, storeys);
  const rooms = property.combustionRooms ?? [];
  const roomsWithoutCoAlarm = rooms.filter((r) => !r.hasCoAlarm).map((r) => r.room);
  return {
    storeys,
    storeysRecorded: property.storeys !== null && property.storeys !== undefined,
    withSmokeAlarm,
    smokeOk: withSmokeAlarm >= storeys,
    rooms: rooms.map((r) => r.room),
    roomsWithoutCoAlarm,
    coOk: roomsWithoutCoAlarm.length === 0,
  };
}
