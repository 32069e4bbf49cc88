import { describe, expect, it } from 'vitest';
import {
  actionText,
  blocksText,
  checklistLabel,
  complianceStatusLabel,
  countByStatus,
  evidenceUrl,
  groupItems,
  landlordOptions,
  nextDeadlines,
  openCountsText,
  sortItems,
  tenancyChecklist,
  uploadWhere,
  withArticle,
} from './compliance-view';
import { item, portfolio, propertyItems } from './test-items';

describe('status words', () => {
  it('names every status', () => {
    expect(complianceStatusLabel).toEqual({
      ok: 'OK',
      due_soon: 'Due soon',
      overdue: 'Overdue',
      missing: 'Missing',
    });
  });
});

describe('blocksText', () => {
  it('says what an open item stops, in plain words', () => {
    expect(blocksText(['publish_listing', 'start_tenancy'])).toBe(
      'Stops: advertising, a new tenancy starting',
    );
    expect(blocksText(['section_173', 'rent_increase', 'section_173'])).toBe(
      'Stops: a section 173 notice, a rent increase',
    );
    expect(blocksText([])).toBeNull();
  });
});

describe('sortItems', () => {
  it('puts the worst first, then the earliest due date, undated last', () => {
    const sorted = sortItems([
      item({ rule: 'EPC_VALID', status: 'ok', dueDate: '2026-01-01' }),
      item({ rule: 'EICR_VALID', status: 'due_soon', dueDate: '2026-05-01' }),
      item({ rule: 'GAS_ANNUAL', status: 'missing', dueDate: null }),
      item({ rule: 'SMOKE_ALARMS', status: 'overdue', dueDate: '2026-02-01' }),
      item({ rule: 'CO_ALARMS', status: 'missing', dueDate: '2026-03-01' }),
    ]);
    expect(sorted.map((i) => i.rule)).toEqual([
      'SMOKE_ALARMS',
      'CO_ALARMS',
      'GAS_ANNUAL',
      'EICR_VALID',
      'EPC_VALID',
    ]);
  });
});

describe('groupItems', () => {
  it("groups the landlord's own duties, the property's, then each tenancy's with its contract-holder", () => {
    const groups = groupItems(propertyItems());
    expect(groups.landlord.map((i) => i.rule)).toEqual(['RSW_REGISTRATION']);
    expect(groups.property.map((i) => i.rule)).toEqual(['SMOKE_ALARMS', 'GAS_ANNUAL', 'EICR_VALID']);
    expect(groups.tenancies.map((t) => [t.tenancyId, t.tenantName, t.items.length])).toEqual([
      [21, 'Ffion Jones', 4],
      [22, 'Owain Price', 1],
    ]);
    expect(groups.tenancies[0]!.items.map((i) => i.rule)).toEqual([
      'GAS_COPY',
      'DEPOSIT_PROTECT',
      'WRITTEN_STATEMENT',
      'FIXED_TERM_END',
    ]);
  });

  it('names a tenancy without a name by its number', () => {
    const groups = groupItems([item({ subject: 'tenancy', tenancyId: 9, tenantName: null })]);
    expect(groups.tenancies[0]!.tenantName).toBe('Tenancy 9');
  });
});

describe('tenancyChecklist', () => {
  it("keeps the new tenancy's duties in date order, leaving out the fixed term and rent review", () => {
    const ffion = groupItems(propertyItems()).tenancies[0]!;
    const list = tenancyChecklist(ffion.items);
    expect(list.map((i) => [i.rule, i.dueDate])).toEqual([
      ['GAS_COPY', '2026-01-21'],
      ['WRITTEN_STATEMENT', '2026-02-03'],
      ['DEPOSIT_PROTECT', '2026-02-20'],
    ]);
    expect(list.map(checklistLabel)).toEqual([
      'Copy of the gas safety record given',
      'Written statement given (by day 14)',
      'Deposit protected and prescribed information given (by day 30 from payment)',
    ]);
  });

  it("counts an EPC copy but not the property's own EPC", () => {
    const list = tenancyChecklist([
      item({ rule: 'EPC_VALID', subject: 'property', dueDate: '2026-01-01' }),
      item({ rule: 'EPC_VALID', subject: 'tenancy', tenancyId: 3, dueDate: '2026-01-02' }),
    ]);
    expect(list).toHaveLength(1);
    expect(checklistLabel(list[0]!)).toBe('Copy of the energy performance certificate given');
  });
});

describe('nextDeadlines', () => {
  it('lists the next five dated deadlines across the portfolio, with property titles, oldest first', () => {
    const deadlines = nextDeadlines(portfolio(), '2026-02-10');
    expect(deadlines.map((d) => [d.item.rule, d.item.dueDate, d.propertyTitle])).toEqual([
      ['GAS_COPY', '2026-01-21', '12 Cathays Terrace'],
      ['DEPOSIT_PROTECT', '2026-02-20', '12 Cathays Terrace'],
      ['WRITTEN_STATEMENT', '2026-03-01', '12 Cathays Terrace'],
      ['EICR_VALID', '2026-03-14', '12 Cathays Terrace'],
      ['FIXED_TERM_END', '2026-12-31', '12 Cathays Terrace'],
    ]);
  });

  it("leaves out duties done whose day has passed, and takes the landlord's own duties once", () => {
    const deadlines = nextDeadlines(portfolio(), '2026-02-10', 20);
    expect(
      deadlines.find((d) => d.item.rule === 'WRITTEN_STATEMENT' && d.item.status === 'ok'),
    ).toBeUndefined();
    const registration = deadlines.filter((d) => d.item.rule === 'RSW_REGISTRATION');
    expect(registration).toHaveLength(1);
    expect(registration[0]!.propertyTitle).toBeNull();
    expect(deadlines.at(-1)!.item.rule).toBe('RSW_REGISTRATION');
  });
});

describe('counts', () => {
  it('counts items by status and says the open ones in words', () => {
    const counts = countByStatus(propertyItems());
    expect(counts).toEqual({ ok: 3, due_soon: 2, overdue: 2, missing: 2 });
    expect(openCountsText(counts)).toBe('2 overdue, 2 missing, 2 due soon');
    expect(openCountsText({ ok: 4, due_soon: 0, overdue: 0, missing: 0 })).toBe('Nothing open');
  });
});

describe('landlordOptions', () => {
  it('lists each landlord once, by name', () => {
    const answer = portfolio();
    answer.properties = [
      { ...answer.properties[0]!, landlordId: 4, landlordName: 'Rhys Morgan' },
      { ...answer.properties[1]!, landlordId: 3, landlordName: 'Carys Bevan' },
      { ...answer.properties[1]!, propertyId: 7, landlordId: 4, landlordName: 'Rhys Morgan' },
    ];
    expect(landlordOptions(answer)).toEqual([
      { id: 3, name: 'Carys Bevan' },
      { id: 4, name: 'Rhys Morgan' },
    ]);
  });
});

describe('where things are done', () => {
  it("opens a landlord's own document at its own path, others inline", () => {
    expect(evidenceUrl('landlord', 5)).toBe('/api/landlord/documents/5/file');
    expect(evidenceUrl('property', 11)).toBe('/api/documents/11/file?inline=1');
    expect(evidenceUrl('tenancy', 30)).toBe('/api/documents/30/file?inline=1');
  });

  it('puts a or an before a document type', () => {
    expect(withArticle('Gas Safety Certificate')).toBe('a Gas Safety Certificate');
    expect(withArticle('Energy Performance Certificate')).toBe('an Energy Performance Certificate');
    expect(withArticle('HMO Licence')).toBe('an HMO Licence');
    expect(withArticle('MEES Exemption')).toBe('a MEES Exemption');
  });

  it('says which document to add, and where', () => {
    expect(uploadWhere({ kind: 'upload', documentType: 'GAS', target: 'property' })).toBe(
      'Add a Gas Safety Certificate in this property\'s Documents tab (Add Document, then choose "Gas Safety Certificate").',
    );
    expect(
      uploadWhere(
        { kind: 'upload', documentType: 'WRITTEN_STATEMENT', target: 'tenancy' },
        { tenantName: 'Owain Price' },
      ),
    ).toBe(
      "Add a Written Statement of Occupation Contract to Owain Price's tenancy: in the Tenants tab, choose them, then open Documents.",
    );
    expect(uploadWhere({ kind: 'upload', documentType: 'RSW_REGISTRATION', target: 'landlord' })).toBe(
      'Add your Rent Smart Wales Registration under Your documents on your dashboard.',
    );
    expect(
      uploadWhere({ kind: 'upload', documentType: 'RSW_LICENCE', target: 'landlord' }, { isAdmin: true }),
    ).toBe('The landlord adds their Rent Smart Wales Licence under Your documents on their dashboard.');
  });

  it('says how the other actions are done', () => {
    expect(actionText({ kind: 'edit_property' })).toBe(
      "Update the property's details: use the Edit button on the Details tab.",
    );
    expect(actionText({ kind: 'edit_tenancy' }, 'Ffion Jones')).toBe(
      'Update the tenancy: choose Edit for Ffion Jones in the Tenants tab.',
    );
    expect(actionText({ kind: 'book', what: 'a Gas Safe engineer' })).toBe(
      'Book a Gas Safe engineer, then add the certificate in the Documents tab.',
    );
    expect(actionText({ kind: 'serve', documentId: 3 }, 'Ffion Jones')).toBe(
      'Give Ffion Jones a copy, then record it here.',
    );
    expect(actionText({ kind: 'none' })).toBeNull();
  });
});
