import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, documentTypeLabel, DocumentFieldsSchema, expiryBadge } from './documents';

describe('expiryBadge (SPEC.md §4)', () => {
  const today = '2026-03-15';
  it('is Expired when the expiry is before today', () => {
    expect(expiryBadge('2026-03-14', today)).toBe('Expired');
    expect(expiryBadge('2020-01-01', today)).toBe('Expired');
  });
  it('is Expiring Soon from today to 30 days ahead', () => {
    expect(expiryBadge('2026-03-15', today)).toBe('Expiring Soon');
    expect(expiryBadge('2026-03-16', today)).toBe('Expiring Soon');
    expect(expiryBadge('2026-04-14', today)).toBe('Expiring Soon');
  });
  it('is nothing after 30 days', () => {
    expect(expiryBadge('2026-04-15', today)).toBeNull();
    expect(expiryBadge('2030-01-01', today)).toBeNull();
  });
  it('is nothing without an expiry date', () => {
    expect(expiryBadge(null, today)).toBeNull();
    expect(expiryBadge('', today)).toBeNull();
  });
  it('counts across month and year ends', () => {
    expect(expiryBadge('2027-01-30', '2026-12-31')).toBe('Expiring Soon');
    expect(expiryBadge('2027-01-31', '2026-12-31')).toBeNull();
    // 30 January + 30 days is 1 March (February 2026 has 28 days).
    expect(expiryBadge('2026-03-01', '2026-01-30')).toBe('Expiring Soon');
    expect(expiryBadge('2026-03-02', '2026-01-30')).toBeNull();
  });
});

describe('document types', () => {
  it('every type has a label', () => {
    for (const type of DOCUMENT_TYPES) expect(documentTypeLabel[type]).toBeTruthy();
  });
  it('the upload fields take form strings', () => {
    expect(
      DocumentFieldsSchema.parse({
        title: ' Gas ',
        documentType: 'GAS',
        issueDate: '2026-01-01',
        expiryDate: '',
        notes: '',
        sharedWithTenant: 'on',
      }),
    ).toEqual({
      title: 'Gas',
      documentType: 'GAS',
      issueDate: '2026-01-01',
      expiryDate: null,
      notes: null,
      sharedWithTenant: true,
      reference: null,
    });
  });
  it('takes an EPC band in any case and an occupant limit as a form string', () => {
    expect(
      DocumentFieldsSchema.parse({
        title: 'HMO licence',
        documentType: 'HMO_LICENCE',
        issueDate: '2026-01-01',
        epcBand: 'c',
        reference: ' CDF/HMO/123 ',
        maxOccupants: '6',
      }),
    ).toMatchObject({ epcBand: 'C', reference: 'CDF/HMO/123', maxOccupants: 6 });
    const bad = DocumentFieldsSchema.safeParse({
      title: 'EPC',
      documentType: 'EPC',
      issueDate: '2026-01-01',
      epcBand: 'H',
      maxOccupants: '2.5',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual([
      'EPC band must be A to G',
      'Maximum occupants must be a whole number',
    ]);
  });
});
