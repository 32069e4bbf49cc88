import { describe, expect, it } from 'vitest';
import type { Contractor } from '@shared/contractors';
import { contractorKeys } from '../api';
import { ContractorForm } from './contractor-form-dialog';
import { CONTRACTORS_PAGE_SIZE, ContractorsDirectory } from './contractors-directory';
import { ContractorsSection } from './contractors-section';
import { renderJoined as render } from '@client/app/render-for-tests';

const contractor = (overrides: Partial<Contractor> = {}): Contractor => ({
  id: 7,
  landlordId: 2,
  name: 'Dai Evans',
  trade: 'gas',
  phone: '029 2000 0000',
  email: 'dai@example.com',
  certificates: [
    { kind: 'gas_safe', reference: '123456', expiresOn: '2027-01-31', state: 'green' },
    { kind: 'insurance', reference: 'POL-9', expiresOn: '2026-04-01', state: 'amber' },
  ],
  state: 'amber',
  canTakeWork: true,
  blockedReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const firstPage = (landlordId?: number) =>
  contractorKeys.list({ limit: CONTRACTORS_PAGE_SIZE, offset: 0, landlordId });

describe('the contractor directory', () => {
  const rows = [
    contractor(),
    contractor({
      id: 8,
      name: 'Gwen Hughes',
      trade: 'electrical',
      phone: null,
      email: null,
      certificates: [{ kind: 'electrical', reference: null, expiresOn: '2025-06-30', state: 'red' }],
      state: 'red',
      canTakeWork: false,
      blockedReason: 'No Public liability insurance is on file',
    }),
  ];
  const html = render(<ContractorsDirectory />, (client) =>
    client.setQueryData(firstPage(), { items: rows, total: 2 }),
  );

  it('lists name, trade, phone and e-mail', () => {
    for (const column of ['Name', 'Trade', 'Phone', 'E-mail', 'Certificates'])
      expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('Gas engineer');
    expect(html).toContain('Electrician');
    expect(html).toContain('<a href="tel:02920000000" class="text-brand-800 underline">029 2000 0000</a>');
    expect(html).toContain(
      '<a href="mailto:dai@example.com" class="text-brand-800 underline">dai@example.com</a>',
    );
    expect(html).toContain('<span class="sr-only">No phone</span>');
  });

  it('gives each certificate a badge in words as well as colour, and the date', () => {
    expect(html).toMatch(/Gas Safe registration<\/span><span class="[^"]*green[^"]*">Valid<\/span>/);
    expect(html).toContain('to <time dateTime="2027-01-31">31/01/2027</time> · 123456');
    expect(html).toMatch(
      /Public liability insurance<\/span><span class="[^"]*amber[^"]*">Expires soon<\/span>/,
    );
    expect(html).toMatch(
      /Electrical competence \(e.g. NICEIC, NAPIT\)<\/span><span class="[^"]*red[^"]*">Expired<\/span>/,
    );
    expect(html).toContain('expired <time dateTime="2025-06-30">30/06/2025</time>');
  });

  it('marks a required certificate that is not on file as missing, and says why they cannot take work', () => {
    expect(html).toMatch(/Public liability insurance<\/span><span class="[^"]*red[^"]*">Missing<\/span>/);
    expect(html).toContain('Cannot take work: No Public liability insurance is on file');
    expect(html.match(/Cannot take work/g)).toHaveLength(1);
  });

  it('offers add, edit and remove, named for each contractor', () => {
    expect(html).toContain('Add Contractor');
    expect(html).toContain('Edit<span class="sr-only"> Dai Evans</span>');
    expect(html).toContain('Remove<span class="sr-only"> Gwen Hughes</span>');
    expect(html).not.toContain('Contractor pages');
  });

  it("reads an admin's chosen landlord's directory, and pages a long one", () => {
    const paged = render(<ContractorsDirectory landlordId={2} />, (client) =>
      client.setQueryData(firstPage(2), { items: rows, total: 41 }),
    );
    expect(paged).toContain('Dai Evans');
    expect(paged).toContain('aria-label="Contractor pages"');
    expect(paged).toContain('Showing 1–2 of 41 contractors');
  });

  it('says so when there are none', () => {
    const empty = render(<ContractorsDirectory />, (client) =>
      client.setQueryData(firstPage(), { items: [], total: 0 }),
    );
    expect(empty).toContain('No contractors yet');
    expect(empty).not.toContain('<table');
  });
});

describe('the contractor form', () => {
  it('asks for name, trade, phone, e-mail and a reference and expiry per certificate', () => {
    const html = render(<ContractorForm onClose={() => {}} />);
    expect(html).toMatch(/<label[^>]*>Name<\/label>/);
    expect(html).toMatch(/<label[^>]*>Trade<\/label>/);
    expect(html).toContain('<option value="">Select a trade</option>');
    expect(html).toContain('<option value="pest_control">Pest control</option>');
    expect(html).toMatch(/<label[^>]*>Phone<span[^>]*> \(optional\)<\/span><\/label>/);
    expect(html).toMatch(/<label[^>]*>E-mail<span[^>]*> \(optional\)<\/span><\/label>/);
    for (const kind of [
      'Gas Safe registration',
      'Electrical competence (e.g. NICEIC, NAPIT)',
      'Public liability insurance',
    ])
      expect(html).toMatch(new RegExp(`<legend[^>]*>${kind.replace(/[()]/g, '\\$&')}</legend>`));
    expect(html.match(/>Expiry date<\/label>/g)).toHaveLength(3);
    expect(html.match(/type="date"/g)).toHaveLength(3);
    expect(html).toContain('Choose a trade to see which are required.');
    expect(html).toContain('>Add Contractor</button>');
  });

  it("marks the certificates the contractor's trade requires", () => {
    const html = render(<ContractorForm contractor={contractor()} onClose={() => {}} />);
    expect(html).toMatch(/Gas Safe registration<span class="[^"]*">Required<\/span><\/legend>/);
    expect(html).toMatch(/Public liability insurance<span class="[^"]*">Required<\/span><\/legend>/);
    expect(html).toMatch(/<legend[^>]*>Electrical competence \(e.g. NICEIC, NAPIT\)<\/legend>/);
    expect(html).toContain('For a gas engineer, the ones marked Required must be in date');
    expect(html).toContain('>Save Changes</button>');
  });
});

describe('the Contractors section of the dashboard', () => {
  it('starts closed, with a button that says what it opens', () => {
    const html = render(<ContractorsSection />);
    expect(html).toMatch(/<h2 [^>]*>Contractors<\/h2>/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Show contractors<\/button>/);
    expect(html).toMatch(/<div id="[^"]+" hidden=""><\/div>/);
  });
});
