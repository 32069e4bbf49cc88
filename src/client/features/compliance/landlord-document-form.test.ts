import { describe, expect, it } from 'vitest';
import {
  LANDLORD_TYPE_MESSAGE,
  LandlordDocumentFormSchema,
  landlordDocumentFormDefaults,
} from './landlord-document-form';
import { landlordDocumentBody } from './landlord-document-body';

const values = (overrides: Partial<ReturnType<typeof landlordDocumentFormDefaults>> = {}) => ({
  ...landlordDocumentFormDefaults(),
  issueDate: '2025-06-01',
  ...overrides,
});

const messages = (result: ReturnType<typeof LandlordDocumentFormSchema.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the Your documents form', () => {
  it('starts as a registration issued today, everything else empty', () => {
    const defaults = landlordDocumentFormDefaults();
    expect(defaults.documentType).toBe('RSW_REGISTRATION');
    expect(defaults.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect({ ...defaults, issueDate: '' }).toEqual({
      documentType: 'RSW_REGISTRATION',
      title: '',
      reference: '',
      issueDate: '',
      expiryDate: '',
      notes: '',
    });
    expect(landlordDocumentFormDefaults('RSW_LICENCE').documentType).toBe('RSW_LICENCE');
  });

  it('names a document left untitled after its type, and keeps the reference', () => {
    const result = LandlordDocumentFormSchema.safeParse(
      values({ reference: ' LR-123 ', documentType: 'RSW_LICENCE' }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      title: 'Rent Smart Wales Licence',
      documentType: 'RSW_LICENCE',
      reference: 'LR-123',
      issueDate: '2025-06-01',
      expiryDate: null,
      notes: null,
    });
  });

  it("uses the shared schema's words for bad fields", () => {
    const result = LandlordDocumentFormSchema.safeParse(
      values({ issueDate: '', expiryDate: '2025-02-30', reference: 'x'.repeat(101) }),
    );
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({
      issueDate: 'Issue date is required',
      expiryDate: 'Expiry date must be a valid date',
      reference: 'Reference must be at most 100 characters',
    });
  });

  it('asks for a type', () => {
    const result = LandlordDocumentFormSchema.safeParse(values({ documentType: '' }));
    expect(messages(result)).toEqual({ documentType: LANDLORD_TYPE_MESSAGE });
  });

  it('sends the fields first and the file last, with empty text for what is not given', () => {
    const parsed = LandlordDocumentFormSchema.parse(values({ reference: 'LR-1' }));
    const body = landlordDocumentBody(parsed, new Blob(['%PDF-1.4']), 'reg.pdf');
    expect([...body.keys()]).toEqual([
      'title',
      'documentType',
      'reference',
      'issueDate',
      'expiryDate',
      'notes',
      'file',
    ]);
    expect(body.get('reference')).toBe('LR-1');
    expect(body.get('expiryDate')).toBe('');
    expect(body.get('documentType')).toBe('RSW_REGISTRATION');
    expect((body.get('file') as File).name).toBe('reg.pdf');
  });
});
