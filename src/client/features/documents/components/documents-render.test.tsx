import { describe, expect, it } from 'vitest';
import type { DocumentRecord, DocumentService } from '@shared/documents';
import type { Tenant } from '@shared/tenancies';
import { formatDateGB } from '@client/lib/format';
import { propertyTenanciesKey } from '@client/app/query-keys';
import { documentKeys } from '../api';
import { DocumentForm } from './document-form-dialog';
import { serviceText } from './document-services';
import { DocumentsPanel } from './documents-panel';
import { renderJoined as render, text } from '@client/app/render-for-tests';

const controlFor = (html: string, label: string) => {
  const match = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html);
  expect(match, label).not.toBeNull();
  return new RegExp(`<(input|select)[^>]*id="${match![1]}"[^>]*>`).exec(html)![0];
};

const doc = (overrides: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id: 5,
  propertyId: 3,
  tenantId: null,
  title: 'EPC 2026',
  documentType: 'EPC',
  fileUrl: '/api/documents/5/file',
  fileName: 'epc.pdf',
  fileSize: 1000,
  fileType: 'application/pdf',
  issueDate: '2026-02-01',
  expiryDate: '2036-01-31',
  notes: null,
  sharedWithTenant: false,
  epcBand: 'C',
  reference: null,
  maxOccupants: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

const tenant = (id: number, fullName: string, overrides: Partial<Tenant> = {}): Tenant => ({
  id,
  userId: null,
  propertyId: 3,
  fullName,
  email: `${id}@example.com`,
  phone: null,
  leaseStart: '2026-01-01',
  leaseEnd: '2026-12-31',
  rentAmount: 90_000,
  deposit: null,
  depositScheme: null,
  depositSchemeRef: null,
  depositPaidDate: null,
  status: 'active',
  tenantType: 'tenant',
  occupationDate: null,
  contractType: 'periodic',
  fixedTermEnd: null,
  lastRentIncreaseOn: null,
  paymentReference: `CL-${id}`,
  remindersPaused: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  invitation: null,
  ...overrides,
});

describe('the document form', () => {
  const owner = { kind: 'property', id: 3 } as const;

  it('opens with the type asked for, and asks the band of an EPC', () => {
    const html = render(
      <DocumentForm owner={owner} canShare={false} defaultDocumentType="EPC" onClose={() => {}} />,
    );
    const band = controlFor(html, 'EPC band');
    expect(band).toContain('<select');
    expect(html).toContain('<option value="">Choose the band</option>');
    for (const b of ['A', 'B', 'C', 'D', 'E', 'F', 'G'])
      expect(html).toContain(`<option value="${b}">${b}</option>`);
    expect(text(html)).toContain('A home let in Wales needs band E or better');
    expect(controlFor(html, 'Reference')).toMatch(/aria-describedby="[^"]+-hint"/);
    expect(html).not.toContain('Maximum occupants');
  });

  it("asks an HMO licence's number and occupant limit, not a band", () => {
    const html = render(
      <DocumentForm owner={owner} canShare={false} defaultDocumentType="HMO_LICENCE" onClose={() => {}} />,
    );
    expect(html).not.toContain('EPC band');
    expect(controlFor(html, 'Licence number')).toContain('name="reference"');
    const max = controlFor(html, 'Maximum occupants');
    expect(max).toContain('type="number"');
    expect(max).toContain('min="1"');
  });

  it('keeps the reference for every type, optional, and hides the Rent Smart Wales types', () => {
    const html = render(<DocumentForm owner={owner} canShare={false} onClose={() => {}} />);
    expect(html).toMatch(/>Reference<span[^>]*> \(optional\)<\/span><\/label>/);
    expect(html).not.toContain('EPC band');
    expect(html).not.toContain('value="RSW_REGISTRATION"');
    expect(html).not.toContain('value="RSW_LICENCE"');
    expect(html).toContain('<option value="GAS">Gas Safety Certificate</option>');
    expect(html).toContain('<option value="INSPECTION">Inspection Report</option>');
  });

  it('explains the gas dates', () => {
    const html = render(
      <DocumentForm owner={owner} canShare={false} defaultDocumentType="GAS" onClose={() => {}} />,
    );
    expect(text(html)).toContain('The day of the gas safety check.');
    expect(text(html)).toContain('When the next check is due.');
  });
});

describe("a property's documents", () => {
  const owner = { kind: 'property', id: 3 } as const;
  const gas = doc({
    id: 6,
    title: 'Gas safety 2026',
    documentType: 'GAS',
    epcBand: null,
    reference: 'GS-991',
    fileUrl: '/api/documents/6/file',
  });
  const insurance = doc({ id: 7, title: 'Insurance', documentType: 'INSURANCE', epcBand: null });
  const services: DocumentService[] = [
    { tenantId: 11, servedAt: '2026-03-14T12:00:00.000Z', method: 'post', by: 'Gareth Price' },
  ];
  const html = render(<DocumentsPanel owner={owner} title="Property documents" />, (client) => {
    client.setQueryData(documentKeys.list(owner), [doc(), gas, insurance]);
    client.setQueryData(documentKeys.services(5), []);
    client.setQueryData(documentKeys.services(6), services);
    client.setQueryData(propertyTenanciesKey(3), [
      tenant(11, 'Ana Jones'),
      tenant(12, 'Bryn Lewis'),
      tenant(13, 'Old Tenant', { status: 'past' }),
      tenant(14, 'Gwen Guarantor', { tenantType: 'guarantor' }),
    ]);
  });
  const words = text(html);

  it('shows the band of an EPC and the reference of a certificate', () => {
    expect(words).toContain('EPC band: C');
    expect(words).toContain('Reference: GS-991');
  });

  it('shows who was given a copy, when and how, and who has not been', () => {
    expect(words).toContain(
      `Ana Jones : ${formatDateGB('2026-03-14T12:00:00.000Z')}, by post (recorded by Gareth Price)`,
    );
    expect(words).toContain('Not yet given to: Bryn Lewis');
    expect(words).toContain('No copy recorded as given yet. Not yet given to: Ana Jones, Bryn Lewis');
    expect(words).toContain('Record a copy given of Gas safety 2026');
    expect(words).toContain('Record a copy given of EPC 2026');
  });

  it('asks about copies only for the certificates contract-holders must receive', () => {
    expect(html.match(/Copies given to contract-holders/g)).toHaveLength(2);
    expect(words).not.toContain('Record a copy given of Insurance');
  });

  it("does not ask about copies of a tenancy's documents", () => {
    const tenantOwner = { kind: 'tenant', id: 11 } as const;
    const tenancyHtml = render(<DocumentsPanel owner={tenantOwner} title="Tenancy documents" />, (client) =>
      client.setQueryData(documentKeys.list(tenantOwner), [
        doc({ tenantId: 11, documentType: 'WRITTEN_STATEMENT', epcBand: null }),
      ]),
    );
    expect(tenancyHtml).not.toContain('Copies given to contract-holders');
  });

  it('words each way of giving a copy', () => {
    expect(
      serviceText({ tenantId: 1, servedAt: '2026-03-14T12:00:00.000Z', method: 'email', by: null }),
    ).toBe(`${formatDateGB('2026-03-14T12:00:00.000Z')}, by e-mail (sent by this product)`);
    expect(
      serviceText({ tenantId: 1, servedAt: '2026-03-14T12:00:00.000Z', method: 'in_person', by: 'Rhys' }),
    ).toBe(`${formatDateGB('2026-03-14T12:00:00.000Z')}, in person (recorded by Rhys)`);
  });
});
