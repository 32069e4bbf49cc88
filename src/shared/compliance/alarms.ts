import { roomKindLabel, type RoomKind } from '../properties';
import { neededBy } from './gas';
import { latestOf, longDate, propertyDocs, type ComplianceRule } from './rule';

/**
 * A working, mains-powered, interlinked smoke alarm on each storey (Fitness for Human Habitation
 * regs, reg 5): without it the home is treated as unfit. The end-of-life date on an alarm record
 * (SMOKE_CO's expiry) is reminded too.
 */
export const SMOKE_ALARMS: ComplianceRule = {
  id: 'SMOKE_ALARMS',
  family: 'alarms',
  title: 'Smoke alarm on every storey',
  source: 'Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022, reg 5',
  evidence: ['SMOKE_CO'],
  ladder: [60, 30],
  blocks: ['start_tenancy', 'section_173'],
  evaluate(facts) {
    const { storeys, smokeAlarmStoreys } = facts.property;
    const record = latestOf(propertyDocs(facts), 'SMOKE_CO');
    if (smokeAlarmStoreys < storeys) {
      const missing = storeys - smokeAlarmStoreys;
      const due = neededBy(facts);
      return [
        {
          subject: 'property',
          met: false,
          dueDate: due,
          status: due && due <= facts.today ? 'overdue' : undefined,
          message: `${missing} of ${storeys} ${storeys === 1 ? 'storey has' : 'storeys have'} no working interlinked smoke alarm.`,
          action: { kind: 'edit_property' },
        },
      ];
    }
    const endOfLife = record?.expiryDate ?? null;
    return [
      {
        subject: 'property',
        met: true,
        dueDate: endOfLife,
        documentIds: record ? [record.id] : [],
        message: endOfLife
          ? `An interlinked alarm on each of ${storeys} ${storeys === 1 ? 'storey' : 'storeys'}; replace by ${longDate(endOfLife)}.`
          : `An interlinked alarm on each of ${storeys} ${storeys === 1 ? 'storey' : 'storeys'}.`,
        action: { kind: 'edit_property' },
      },
    ];
  },
};

/** A carbon monoxide alarm in each room with a gas (including a cooker), oil or solid-fuel appliance. */
export const CO_ALARMS: ComplianceRule = {
  id: 'CO_ALARMS',
  family: 'alarms',
  title: 'Carbon monoxide alarm by every combustion appliance',
  source: 'Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022, reg 5',
  evidence: ['SMOKE_CO'],
  ladder: [60, 30],
  blocks: ['start_tenancy', 'section_173'],
  evaluate(facts) {
    const rooms = facts.property.combustionRooms;
    if (rooms.length === 0) return [];
    const without = rooms
      .filter((r) => !r.hasCoAlarm)
      .map((r) => roomKindLabel[r.room as RoomKind] ?? r.room);
    if (without.length) {
      const due = neededBy(facts);
      return [
        {
          subject: 'property',
          met: false,
          dueDate: due,
          status: due && due <= facts.today ? 'overdue' : undefined,
          message: `No carbon monoxide alarm in: ${without.join(', ')}.`,
          action: { kind: 'edit_property' },
        },
      ];
    }
    return [
      {
        subject: 'property',
        met: true,
        dueDate: null,
        message: `A carbon monoxide alarm in each of ${rooms.length} ${rooms.length === 1 ? 'room' : 'rooms'} with a combustion appliance.`,
        action: { kind: 'edit_property' },
      },
    ];
  },
};
