import { describe, expect, it } from 'vitest';
import { CO_ALARMS, SMOKE_ALARMS } from './alarms';
import { buildFacts, doc, itemsOf, onlyItem, tenancy } from './test-facts';

describe('SMOKE_ALARMS (one on each storey)', () => {
  it('reminds alarm end-of-life at 60 and 30 days and blocks a tenancy start and section 173', () => {
    expect(SMOKE_ALARMS.ladder).toEqual([60, 30]);
    expect(SMOKE_ALARMS.blocks).toEqual(['start_tenancy', 'section_173']);
  });

  it('is missing when a storey has no alarm and nobody lives there', () => {
    const item = onlyItem(SMOKE_ALARMS, buildFacts({ property: { storeys: 3, smokeAlarmStoreys: 2 } }));
    expect(item).toMatchObject({
      status: 'missing',
      dueDate: null,
      blocks: ['start_tenancy', 'section_173'],
      message: '1 of 3 storeys have no working interlinked smoke alarm.',
    });
  });

  it('is overdue when someone already lives there', () => {
    const facts = buildFacts({
      property: { storeys: 1, smokeAlarmStoreys: 0 },
      tenancies: [tenancy({ occupationDate: '2025-09-01' })],
    });
    expect(onlyItem(SMOKE_ALARMS, facts)).toMatchObject({
      status: 'overdue',
      dueDate: '2025-09-01',
      message: '1 of 1 storey has no working interlinked smoke alarm.',
    });
  });

  it('is overdue on the occupation day itself, and due_soon before a move-in 26 days away', () => {
    const on = buildFacts({
      property: { smokeAlarmStoreys: 1 },
      tenancies: [tenancy({ occupationDate: '2026-01-15' })],
    });
    expect(onlyItem(SMOKE_ALARMS, on)).toMatchObject({ status: 'overdue', dueDate: '2026-01-15' });
    const soon = buildFacts({
      property: { smokeAlarmStoreys: 1 },
      tenancies: [tenancy({ occupationDate: '2026-02-10' })],
    });
    expect(onlyItem(SMOKE_ALARMS, soon)).toMatchObject({ status: 'due_soon', dueDate: '2026-02-10' });
  });

  it('is ok with an alarm on every storey', () => {
    expect(onlyItem(SMOKE_ALARMS, buildFacts())).toMatchObject({
      status: 'ok',
      dueDate: null,
      blocks: [],
      message: 'An interlinked alarm on each of 2 storeys.',
    });
  });

  it("reminds the alarms' end-of-life date, and is overdue after it", () => {
    const record = doc('SMOKE_CO', '2016-03-01', { expiryDate: '2026-02-20' });
    const item = onlyItem(SMOKE_ALARMS, buildFacts({ documents: [record] }));
    expect(item).toMatchObject({
      status: 'due_soon',
      dueDate: '2026-02-20',
      documentIds: [record.id],
      blocks: [],
    });
    expect(item.message).toBe('An interlinked alarm on each of 2 storeys; replace by 20 February 2026.');
    const expired = onlyItem(SMOKE_ALARMS, buildFacts({ today: '2026-02-21', documents: [record] }));
    expect(expired).toMatchObject({ status: 'overdue', blocks: ['start_tenancy', 'section_173'] });
  });
});

describe('CO_ALARMS (one in each room with a combustion appliance)', () => {
  it('does not apply without a combustion room', () => {
    expect(itemsOf(CO_ALARMS, buildFacts())).toEqual([]);
  });

  it('names each room without an alarm: missing while empty, overdue once let', () => {
    const combustionRooms = [
      { room: 'kitchen', hasCoAlarm: false },
      { room: 'boiler_cupboard', hasCoAlarm: true },
      { room: 'living_room', hasCoAlarm: false },
    ];
    expect(onlyItem(CO_ALARMS, buildFacts({ property: { combustionRooms } }))).toMatchObject({
      status: 'missing',
      blocks: ['start_tenancy', 'section_173'],
      message: 'No carbon monoxide alarm in: Kitchen, Living room.',
    });
    const let_ = buildFacts({
      property: { combustionRooms },
      tenancies: [tenancy({ occupationDate: '2025-09-01' })],
    });
    expect(onlyItem(CO_ALARMS, let_)).toMatchObject({ status: 'overdue', dueDate: '2025-09-01' });
  });

  it('applies to a solid-fuel room in a home without gas', () => {
    const facts = buildFacts({
      property: { hasGasSupply: false, combustionRooms: [{ room: 'living_room', hasCoAlarm: false }] },
    });
    expect(onlyItem(CO_ALARMS, facts)).toMatchObject({ rule: 'CO_ALARMS', status: 'missing' });
  });

  it('is ok with an alarm in every such room', () => {
    const combustionRooms = [
      { room: 'kitchen', hasCoAlarm: true },
      { room: 'boiler_cupboard', hasCoAlarm: true },
    ];
    expect(onlyItem(CO_ALARMS, buildFacts({ property: { combustionRooms } }))).toMatchObject({
      status: 'ok',
      blocks: [],
      message: 'A carbon monoxide alarm in each of 2 rooms with a combustion appliance.',
    });
  });
});
