import { describe, expect, it } from 'vitest';
import type { Contractor } from '@shared/contractors';
import { addDays, todayInLondon } from '@shared/dates';
import type { MaintenanceRequest } from '@shared/maintenance';
import { assignableContractorsKey, maintenanceKeys } from '../api';
import { RepairChangeForm } from './manage-repair-dialog';
import { RepairDetails } from './repair-details';
import { FITNESS_BANNER_TEXT, REPAIRS_PAGE_SIZE, RepairsPanel } from './repairs-panel';
import { render } from '@client/app/render-for-tests';

const today = todayInLondon();
const repair = (overrides: Partial<MaintenanceRequest> = {}): MaintenanceRequest => ({
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
  accessNotes: 'Key with the neighbour at number 4.',
  fitnessMatter: true,
  contractor: { id: 7, name: 'Dai Evans', trade: 'heating' },
  cost: 12_050,
  photos: [
    { id: 1, url: '/api/maintenance/3/photos/1' },
    { id: 2, url: '/api/maintenance/3/photos/2' },
  ],
  history: [
    {
      id: 10,
      status: 'submitted',
      note: null,
      byName: 'Ana Jones',
      byRole: 'tenant',
      createdAt: '2026-03-09T09:00:00.000Z',
    },
    {
      id: 11,
      status: null,
      note: 'Engineer booked for Thursday.',
      byName: 'Owen Price',
      byRole: 'landlord',
      createdAt: '2026-03-09T12:30:00.000Z',
    },
  ],
  date: addDays(today, -1),
  createdAt: '2026-03-09T09:00:00.000Z',
  updatedAt: '2026-03-09T09:00:00.000Z',
  respondBy: `${addDays(today, 2)}T23:59:59.000Z`,
  isLate: false,
  ...overrides,
});

const contractor = (overrides: Partial<Contractor> = {}): Contractor => ({
  id: 7,
  landlordId: 2,
  name: 'Dai Evans',
  trade: 'heating',
  phone: null,
  email: null,
  certificates: [],
  state: 'green',
  canTakeWork: true,
  blockedReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const property = { id: 9, title: 'Flat 2' };
const firstPage = maintenanceKeys.propertyList(9, { limit: REPAIRS_PAGE_SIZE, offset: 0 });

describe('the Repairs tab', () => {
  const rows = [
    repair(),
    repair({
      id: 4,
      title: 'Dripping tap',
      tenantName: 'Tom Lee',
      category: 'plumbing',
      priority: 'routine',
      status: 'in_progress',
      fitnessMatter: false,
      contractor: null,
      cost: null,
      respondBy: `${addDays(today, -3)}T23:59:59.000Z`,
      isLate: true,
    }),
    repair({
      id: 5,
      title: 'Gas smell',
      priority: 'emergency',
      status: 'completed',
      fitnessMatter: false,
      date: '2026-01-05',
    }),
  ];
  const html = render(<RepairsPanel property={property} />, (client) =>
    client.setQueryData(firstPage, { items: rows, total: 45 }),
  );

  it('warns at the top while a fitness for habitation matter is open', () => {
    expect(html).toContain(FITNESS_BANNER_TEXT);
    expect(html).toContain('An open repair is a fitness for habitation matter');
    expect(html.indexOf('Fitness for human habitation')).toBeLessThan(html.indexOf('<table'));
  });

  it('lists each repair with its tenant, category, priority, status, date, target, contractor and cost', () => {
    for (const column of [
      'Repair',
      'Category',
      'Priority',
      'Status',
      'Reported',
      'Target',
      'Contractor',
      'Cost',
    ])
      expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('aria-label="Repairs for Flat 2"');
    expect(html).toMatch(/Boiler not working<\/span><span[^>]*>Ana Jones<\/span>/);
    expect(html).toContain('Heating and hot water');
    expect(html).toMatch(/<span class="[^"]*amber[^"]*">Urgent<\/span>/);
    expect(html).toMatch(/<span class="[^"]*red[^"]*">Emergency<\/span>/);
    expect(html).toContain('>Submitted</span>');
    expect(html).toContain('>In progress</span>');
    expect(html).toContain('>Completed</span>');
    expect(html).toContain('Fitness matter</span>');
    expect(html).toContain(`<time dateTime="2026-01-05">05/01/2026</time>`);
    expect(html).toContain('Dai Evans');
    expect(html).toContain('£120.50');
    expect(html).toContain('<span class="sr-only">No cost recorded</span>');
    expect(html).toContain('<span class="sr-only">No contractor</span>');
  });

  it('measures open repairs against their response target, and not closed ones', () => {
    expect(html).toContain('>Due in 2 days</span>');
    expect(html).toMatch(/<span class="[^"]*text-red-800">3 days late<\/span>/);
    expect(html).toContain('<span class="sr-only">Closed</span>');
  });

  it('opens each one to manage it, and pages a long list', () => {
    expect(html).toContain('Manage<span class="sr-only"> repair &quot;Dripping tap&quot;</span>');
    expect(html.match(/>Manage<span/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Repair pages for Flat 2"');
    expect(html.replaceAll('<!-- -->', '')).toContain('Showing 1–3 of 45 repairs');
  });

  it('has no banner once fitness matters are closed', () => {
    const closed = render(<RepairsPanel property={property} />, (client) =>
      client.setQueryData(firstPage, { items: [repair({ status: 'completed' })], total: 1 }),
    );
    expect(closed).not.toContain('Fitness for human habitation');
    expect(closed).not.toContain('Repair pages');
  });

  it('says so when there are no repairs or they cannot be loaded', () => {
    const empty = render(<RepairsPanel property={property} />, (client) =>
      client.setQueryData(firstPage, { items: [], total: 0 }),
    );
    expect(empty).toContain('No repair requests for this property');
    expect(empty).not.toContain('<table');
  });
});

describe('Manage repair', () => {
  it('shows what the tenant reported, the photos with text alternatives, and the history', () => {
    const html = render(<RepairDetails request={repair()} />);
    expect(html).toContain('No heating or hot water since Monday.');
    expect(html).toContain('Key with the neighbour at number 4.');
    expect(html).toContain(
      '<img src="/api/maintenance/3/photos/1" alt="Photo 1 of 2 of &quot;Boiler not working&quot;"',
    );
    expect(html).toContain('alt="Photo 2 of 2 of &quot;Boiler not working&quot;"');
    expect(html).toContain(
      '<time dateTime="2026-03-09T09:00:00.000Z">09/03/2026, 09:00</time> · Ana Jones (Tenant) · Submitted',
    );
    expect(html).toContain(
      '<time dateTime="2026-03-09T12:30:00.000Z">09/03/2026, 12:30</time> · Owen Price (Landlord)</p>',
    );
    expect(html).toContain('Engineer booked for Thursday.');
  });

  it('says when no access notes or photos were given', () => {
    const html = render(<RepairDetails request={repair({ accessNotes: null, photos: [], history: [] })} />);
    expect(html).toContain('None given');
    expect(html).not.toContain('<img');
    expect(html).toContain('No updates yet.');
  });

  it('offers the four statuses, a note for the tenant, the cost in pounds and the fitness flag', () => {
    const html = render(<RepairChangeForm request={repair()} onDone={() => {}} />, (client) =>
      client.setQueryData(assignableContractorsKey(), [contractor()]),
    );
    expect(html).toContain(
      '<option value="submitted">Submitted</option><option value="in_progress">In progress</option><option value="completed">Completed</option><option value="denied">Denied</option>',
    );
    expect(html).toContain('Note to the tenant');
    expect(html).toContain('The tenant sees this note.');
    expect(html).toContain('Cost (£)');
    expect(html).toContain('Seen by you and the agency, not the tenant.');
    expect(html).toMatch(/type="checkbox"[^>]*name="fitnessMatter"/);
    expect(html).toContain('Fitness for habitation matter');
  });

  it("lists the landlord's contractors with their standing, those who cannot take work disabled with the reason", () => {
    const html = render(<RepairChangeForm request={repair()} landlordId={2} onDone={() => {}} />, (client) =>
      client.setQueryData(assignableContractorsKey(2), [
        contractor(),
        contractor({ id: 8, name: 'Bryn Roberts', trade: 'plumbing', state: 'amber' }),
        contractor({
          id: 9,
          name: 'Gwen Hughes',
          trade: 'gas',
          state: 'red',
          canTakeWork: false,
          blockedReason: 'The Gas Safe registration expired on 2026-02-01',
        }),
      ]),
    );
    expect(html).toContain('<option value="">No contractor</option>');
    expect(html).toContain('<option value="7">Dai Evans — Heating engineer — Certificates valid</option>');
    expect(html).toContain('<option value="8">Bryn Roberts — Plumber — A certificate expires soon</option>');
    expect(html).toContain(
      '<option value="9" disabled="">Gwen Hughes — Gas engineer — Cannot take work: The Gas Safe registration expired on 2026-02-01</option>',
    );
  });

  // The form's values are set on the elements once mounted, so the assigned one must be an option from the start.
  it('lists the assigned contractor while the directory loads', () => {
    const html = render(<RepairChangeForm request={repair()} onDone={() => {}} />);
    expect(html).toContain(
      '<option value="">No contractor</option><option value="7">Dai Evans (assigned)</option></select>',
    );
    expect(html).toContain('Loading contractors...');
  });
});
