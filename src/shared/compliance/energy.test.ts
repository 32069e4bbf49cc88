import { describe, expect, it } from 'vitest';
import { EPC_VALID, MEES_BAND_E, epcExpiry, validEpc } from './energy';
import { buildFacts, doc, itemsOf, onlyItem, served, tenancy } from './test-facts';

const epc = (
  issueDate: string,
  band: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | null,
  expiryDate: string | null = null,
) => doc('EPC', issueDate, { epcBand: band, expiryDate });

describe('epcExpiry (10 years)', () => {
  it('ends 10 years on, the day before the anniversary', () => {
    expect(epcExpiry({ issueDate: '2016-05-01', expiryDate: null })).toBe('2026-04-30');
    expect(epcExpiry({ issueDate: '2016-02-29', expiryDate: null })).toBe('2026-02-28');
  });

  it('takes an earlier stated date', () => {
    expect(epcExpiry({ issueDate: '2016-05-01', expiryDate: '2025-01-01' })).toBe('2025-01-01');
  });
});

describe('validEpc', () => {
  it('is the newest EPC while it is still valid', () => {
    const current = epc('2016-05-01', 'D');
    expect(validEpc(buildFacts({ today: '2026-04-30', documents: [current] }))).toBe(current);
    expect(validEpc(buildFacts({ today: '2026-05-01', documents: [current] }))).toBeUndefined();
  });
});

describe('EPC_VALID', () => {
  it('reminds at 180, 90 and 30 days and blocks listing and a tenancy start', () => {
    expect(EPC_VALID.ladder).toEqual([180, 90, 30]);
    expect(EPC_VALID.blocks).toEqual(['publish_listing', 'start_tenancy']);
  });

  it('is missing without a certificate, overdue from the occupation date once someone lives there', () => {
    expect(onlyItem(EPC_VALID, buildFacts())).toMatchObject({
      status: 'missing',
      dueDate: null,
      blocks: ['publish_listing', 'start_tenancy'],
    });
    // With a tenancy there is also no copy item, since there is no certificate to give.
    const let_ = buildFacts({ tenancies: [tenancy({ occupationDate: '2025-09-01' })] });
    expect(onlyItem(EPC_VALID, let_)).toMatchObject({
      subject: 'property',
      status: 'overdue',
      dueDate: '2025-09-01',
    });
  });

  it('is ok until 180 days before the 10 years end, then due_soon, then overdue', () => {
    const cert = epc('2016-05-01', 'C');
    const at = (today: string) => onlyItem(EPC_VALID, buildFacts({ today, documents: [cert] }));
    expect(at('2025-10-31')).toMatchObject({ status: 'ok', dueDate: '2026-04-30', documentIds: [cert.id] });
    expect(at('2025-10-31').message).toBe('Band C; valid until 30 April 2026.');
    expect(at('2025-11-01')).toMatchObject({ status: 'due_soon', blocks: [] }); // 180 days left
    expect(at('2026-05-01')).toMatchObject({
      status: 'overdue',
      blocks: ['publish_listing', 'start_tenancy'],
    });
  });

  it('gives each contract-holder a copy item, due on the occupation date and barring section 173', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const cert = epc('2024-01-01', 'D');
    const [property, copy] = itemsOf(EPC_VALID, buildFacts({ tenancies: [t], documents: [cert] }));
    expect(property).toMatchObject({ subject: 'property', status: 'ok' });
    expect(copy).toMatchObject({
      rule: 'EPC_VALID',
      subject: 'tenancy',
      tenancyId: t.id,
      status: 'overdue',
      dueDate: '2025-09-01',
      blocks: ['section_173'],
    });
  });

  it('closes the copy item once served', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const cert = epc('2024-01-01', 'D');
    const items = itemsOf(
      EPC_VALID,
      buildFacts({ tenancies: [t], documents: [cert], services: [served(cert, t, '2025-08-28')] }),
    );
    expect(items.map((i) => [i.subject, i.status, i.blocks])).toEqual([
      ['property', 'ok', []],
      ['tenancy', 'ok', []],
    ]);
  });
});

describe('MEES_BAND_E', () => {
  it('does not apply without a valid EPC (EPC_VALID covers that)', () => {
    expect(itemsOf(MEES_BAND_E, buildFacts())).toEqual([]);
    expect(itemsOf(MEES_BAND_E, buildFacts({ documents: [epc('2015-01-01', 'F')] }))).toEqual([]);
  });

  it('is ok at band E or better', () => {
    for (const band of ['A', 'D', 'E'] as const) {
      const cert = epc('2024-01-01', band);
      expect(onlyItem(MEES_BAND_E, buildFacts({ documents: [cert] }))).toMatchObject({
        status: 'ok',
        dueDate: null,
        documentIds: [cert.id],
        blocks: [],
        message: `Band ${band} meets the minimum of E.`,
      });
    }
  });

  it('asks for the band when the EPC has none, blocking listing and letting', () => {
    expect(onlyItem(MEES_BAND_E, buildFacts({ documents: [epc('2024-01-01', null)] }))).toMatchObject({
      status: 'missing',
      dueDate: null,
      blocks: ['publish_listing', 'start_tenancy'],
      message: 'Record the band (A to G) of the energy performance certificate.',
    });
  });

  it('flags band F or G without an exemption: missing while empty, overdue once let', () => {
    const empty = buildFacts({ documents: [epc('2024-01-01', 'F')] });
    expect(onlyItem(MEES_BAND_E, empty)).toMatchObject({
      status: 'missing',
      blocks: ['publish_listing', 'start_tenancy'],
    });
    const let_ = buildFacts({ documents: [epc('2024-01-01', 'G')], tenancies: [tenancy()] });
    expect(onlyItem(MEES_BAND_E, let_)).toMatchObject({ status: 'overdue', dueDate: null });
  });

  it('accepts band F or G under a live exemption, for 5 years from registration', () => {
    const cert = epc('2024-01-01', 'F');
    const exemption = doc('MEES_EXEMPTION', '2024-06-01');
    const item = onlyItem(MEES_BAND_E, buildFacts({ documents: [cert, exemption], tenancies: [tenancy()] }));
    expect(item).toMatchObject({
      status: 'ok',
      dueDate: '2029-05-31',
      documentIds: [cert.id, exemption.id],
      blocks: [],
    });
    expect(item.message).toBe('Band F, let under a registered exemption until 31 May 2029.');
  });

  it('reminds 180 days before the exemption ends, and takes an earlier stated end', () => {
    const cert = epc('2024-01-01', 'G');
    const exemption = doc('MEES_EXEMPTION', '2024-06-01', { expiryDate: '2026-06-30' });
    expect(onlyItem(MEES_BAND_E, buildFacts({ documents: [cert, exemption] }))).toMatchObject({
      status: 'due_soon',
      dueDate: '2026-06-30',
    });
  });

  it('treats an expired exemption as none', () => {
    const facts = buildFacts({
      documents: [epc('2024-01-01', 'F'), doc('MEES_EXEMPTION', '2020-06-01')],
      tenancies: [tenancy()],
    });
    expect(onlyItem(MEES_BAND_E, facts)).toMatchObject({
      status: 'overdue',
      blocks: ['publish_listing', 'start_tenancy'],
    });
  });
});
