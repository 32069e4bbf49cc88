import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '@shared/documents';
import { uploadBody } from './api';
import {
  DocumentFormSchema,
  EPC_BAND_REQUIRED,
  documentFormDefaults,
  documentTypeOptions,
  type DocumentFormValues,
} from './document-form';

const record = (overrides: Partial<DocumentRecord> = {}): DocumentRecord => ({
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
  reference: '1234-5678-9012',
  maxOccupants: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

const values = (overrides: Partial<DocumentFormValues> = {}): DocumentFormValues => ({
  ...documentFormDefaults(record()),
  ...overrides,
});
const parse = (v: DocumentFormValues) => DocumentFormSchema.safeParse(v);

describe('the document form', () => {
  it("sends an EPC's band and reference", () => {
    expect(parse(values()).data).toMatchObject({
      documentType: 'EPC',
      epcBand: 'C',
      reference: '1234-5678-9012',
      maxOccupants: null,
    });
  });

  it('needs the band on an EPC', () => {
    const result = parse(values({ epcBand: '' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['epcBand'], message: EPC_BAND_REQUIRED }),
    ]);
  });

  it("sends an HMO licence's number and occupant limit, and no band", () => {
    const result = parse(
      values({ documentType: 'HMO_LICENCE', epcBand: 'C', reference: ' HMO/2026/001 ', maxOccupants: '6' }),
    );
    expect(result.data).toMatchObject({
      documentType: 'HMO_LICENCE',
      epcBand: null,
      reference: 'HMO/2026/001',
      maxOccupants: 6,
    });
    expect(parse(values({ documentType: 'HMO_LICENCE', maxOccupants: '0' })).error!.issues[0]).toMatchObject({
      path: ['maxOccupants'],
      message: 'Maximum occupants must be at least 1',
    });
    expect(
      parse(values({ documentType: 'HMO_LICENCE', maxOccupants: '2.5' })).error!.issues[0],
    ).toMatchObject({
      path: ['maxOccupants'],
      message: 'Maximum occupants must be a whole number',
    });
  });

  it('sends no occupant limit on other types, and an empty reference as null', () => {
    expect(parse(values({ documentType: 'GAS', maxOccupants: '6', reference: '' })).data).toMatchObject({
      documentType: 'GAS',
      epcBand: null,
      maxOccupants: null,
      reference: null,
    });
  });

  it('does not offer the Rent Smart Wales types (they are the landlord’s own documents)', () => {
    const options = documentTypeOptions();
    expect(options).not.toContain('RSW_REGISTRATION');
    expect(options).not.toContain('RSW_LICENCE');
    expect(options).toEqual(
      expect.arrayContaining(['GAS', 'EICR', 'EPC', 'HMO_LICENCE', 'NOTICE', 'RENT_NOTICE', 'INSPECTION']),
    );
    // An old document of that type keeps it, so editing does not silently change it.
    expect(documentTypeOptions('RSW_LICENCE')).toContain('RSW_LICENCE');
    expect(documentTypeOptions('RSW_LICENCE')).not.toContain('RSW_REGISTRATION');
  });

  it('starts with the type asked for (or Other), and an edit with the saved facts', () => {
    expect(documentFormDefaults(null).documentType).toBe('OTHER');
    expect(documentFormDefaults(null, 'GAS')).toMatchObject({
      documentType: 'GAS',
      epcBand: '',
      reference: '',
      maxOccupants: '',
    });
    expect(documentFormDefaults(record(), 'GAS').documentType).toBe('EPC');
    expect(
      documentFormDefaults(record({ documentType: 'HMO_LICENCE', epcBand: null, maxOccupants: 5 })),
    ).toMatchObject({
      epcBand: '',
      maxOccupants: '5',
    });
  });
});

describe('the upload body', () => {
  const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  it('carries the band, reference and occupant limit beside the file', () => {
    const body = uploadBody(
      { kind: 'property', id: 3 },
      parse(values({ documentType: 'HMO_LICENCE', reference: 'HMO-1', maxOccupants: '6' })).data!,
      file,
    );
    expect(body.get('documentType')).toBe('HMO_LICENCE');
    expect(body.get('epcBand')).toBe('');
    expect(body.get('reference')).toBe('HMO-1');
    expect(body.get('maxOccupants')).toBe('6');
    expect(body.get('sharedWithTenant')).toBeNull();
    expect([...body.keys()].at(-1)).toBe('file');
  });

  it("sends an EPC's band, and 'Share with tenant' only for a tenancy's documents", () => {
    const fields = parse(values({ reference: '' })).data!;
    const body = uploadBody({ kind: 'tenant', id: 8 }, { ...fields, sharedWithTenant: true }, file);
    expect(body.get('epcBand')).toBe('C');
    expect(body.get('reference')).toBe('');
    expect(body.get('maxOccupants')).toBe('');
    expect(body.get('sharedWithTenant')).toBe('true');
  });
});
