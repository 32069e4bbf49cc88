import { describe, expect, it } from 'vitest';
import type { Contractor } from '@shared/contractors';
import type { MaintenanceRequest } from '@shared/maintenance';
import {
  COST_NOT_MONEY,
  DENIAL_NOTE_REQUIRED,
  contractorOptionLabel,
  parseCostInput,
  repairChangeDefaults,
  repairChangeFormSchema,
} from './repair-change-form';

const request = (overrides: Partial<MaintenanceRequest> = {}): MaintenanceRequest => ({
  id: 3,
  tenantId: 4,
  tenantName: 'Ana Jones',
  propertyId: 9,
  propertyTitle: 'Flat 2',
  title: 'Boiler not working',
  description: 'No heating or hot water since Monday.',
  category: 'heating',
  priority: 'urgent',
  status: 'submitted',
  accessNotes: null,
  fitnessMatter: false,
  contractor: null,
  cost: null,
  photos: [],
  history: [],
  date: '2026-03-09',
  createdAt: '2026-03-09T09:00:00.000Z',
  updatedAt: '2026-03-09T09:00:00.000Z',
  respondBy: '2026-03-16T23:59:59.000Z',
  isLate: false,
  ...overrides,
});

describe('parseCostInput', () => {
  it('reads pounds as typed into whole pence without float arithmetic', () => {
    expect(parseCostInput('120.50')).toEqual({ ok: true, pence: 12050 });
    expect(parseCostInput('£1,234.5')).toEqual({ ok: true, pence: 123450 });
    expect(parseCostInput(' 85 ')).toEqual({ ok: true, pence: 8500 });
    expect(parseCostInput('0.1')).toEqual({ ok: true, pence: 10 });
    expect(parseCostInput('.99')).toEqual({ ok: true, pence: 99 });
    expect(parseCostInput('19.')).toEqual({ ok: true, pence: 1900 });
    expect(parseCostInput('0')).toEqual({ ok: true, pence: 0 });
  });

  it('treats an empty field as no cost', () => {
    expect(parseCostInput('')).toEqual({ ok: true, pence: null });
    expect(parseCostInput('  ')).toEqual({ ok: true, pence: null });
  });

  it('refuses what is not an amount, a negative one, or fractions of a penny', () => {
    expect(parseCostInput('about 50')).toEqual({ ok: false, message: COST_NOT_MONEY });
    expect(parseCostInput('1e3')).toEqual({ ok: false, message: COST_NOT_MONEY });
    expect(parseCostInput('-5')).toEqual({ ok: false, message: 'Cost must be 0 or more' });
    expect(parseCostInput('12.345')).toEqual({ ok: false, message: 'Cost must be in whole pence' });
  });
});

describe('the Manage repair form', () => {
  const submit = (original: MaintenanceRequest, changes: Partial<ReturnType<typeof repairChangeDefaults>>) =>
    repairChangeFormSchema(original).safeParse({ ...repairChangeDefaults(original), ...changes });
  const messages = (result: ReturnType<typeof submit>) =>
    result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));

  it('starts from the repair as it is, the cost in pounds', () => {
    const original = request({
      status: 'in_progress',
      contractor: { id: 7, name: 'Dai Evans', trade: 'heating' },
      cost: 12050,
      fitnessMatter: true,
    });
    expect(repairChangeDefaults(original)).toEqual({
      status: 'in_progress',
      note: '',
      contractorId: '7',
      cost: '120.50',
      fitnessMatter: true,
    });
  });

  it('sends only what changed, the cost in pence and the contractor as a number', () => {
    const result = submit(request(), {
      status: 'in_progress',
      contractorId: '7',
      cost: '£95',
      note: ' On it ',
    });
    expect(result.success && result.data).toEqual({
      status: 'in_progress',
      contractorId: 7,
      cost: 9500,
      notes: 'On it',
    });
  });

  it('clears the contractor and the cost when emptied, and flags a fitness matter', () => {
    const original = request({ contractor: { id: 7, name: 'Dai Evans', trade: 'heating' }, cost: 100 });
    const result = submit(original, { contractorId: '', cost: '', fitnessMatter: true });
    expect(result.success && result.data).toEqual({ contractorId: null, cost: null, fitnessMatter: true });
  });

  it('asks why when denying, because the tenant sees the note', () => {
    expect(messages(submit(request(), { status: 'denied' }))).toEqual({ note: DENIAL_NOTE_REQUIRED });
    expect(messages(submit(request(), { status: 'denied', note: '   ' }))).toEqual({
      note: DENIAL_NOTE_REQUIRED,
    });
    const denied = submit(request(), { status: 'denied', note: 'This is the tenant’s own appliance.' });
    expect(denied.success && denied.data).toEqual({
      status: 'denied',
      notes: 'This is the tenant’s own appliance.',
    });
    // Already denied: changing the cost alone needs no new note.
    const later = submit(request({ status: 'denied' }), { cost: '10' });
    expect(later.success && later.data).toEqual({ cost: 1000 });
  });

  it('puts a bad cost under the cost field', () => {
    expect(messages(submit(request(), { cost: 'twenty' }))).toEqual({ cost: COST_NOT_MONEY });
    expect(messages(submit(request(), { cost: '-1' }))).toEqual({ cost: 'Cost must be 0 or more' });
  });

  it('says there is nothing to change when nothing did', () => {
    expect(messages(submit(request(), {}))).toEqual({ status: 'Nothing to change' });
  });
});

describe('contractorOptionLabel', () => {
  const contractor = (overrides: Partial<Contractor> = {}): Contractor => ({
    id: 7,
    landlordId: 2,
    name: 'Dai Evans',
    trade: 'gas',
    phone: null,
    email: null,
    certificates: [],
    state: 'green',
    canTakeWork: true,
    blockedReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

  it('names the trade and the standing', () => {
    expect(contractorOptionLabel(contractor())).toBe('Dai Evans — Gas engineer — Certificates valid');
    expect(contractorOptionLabel(contractor({ state: 'amber' }))).toBe(
      'Dai Evans — Gas engineer — A certificate expires soon',
    );
    expect(
      contractorOptionLabel(
        contractor({
          state: 'red',
          canTakeWork: false,
          blockedReason: 'The Gas Safe registration expired on 2026-02-01',
        }),
      ),
    ).toBe('Dai Evans — Gas engineer — Cannot take work: The Gas Safe registration expired on 2026-02-01');
  });
});
