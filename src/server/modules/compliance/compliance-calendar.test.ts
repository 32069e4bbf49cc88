import { describe, expect, it } from 'vitest';
import type { ComplianceItem, PortfolioCompliance } from '@shared/compliance';
import { complianceCalendar, escapeText, foldLine } from './compliance-calendar';

const item = (overrides: Partial<ComplianceItem> = {}): ComplianceItem => ({
  rule: 'GAS_ANNUAL',
  subject: 'property',
  tenancyId: null,
  status: 'due_soon',
  dueDate: '2027-03-14',
  documentIds: [1],
  message: 'Checked on 15 March 2026; the next check is due by 14 March 2027.',
  blocks: [],
  title: 'Annual gas safety check',
  source: 'GSIUR 1998',
  action: { kind: 'none' },
  ...overrides,
});

describe('compliance calendar (RFC 5545)', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const long = `SUMMARY:${'Tŷ Gwyn, Heol y Bont: '.repeat(8)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const [i, line] of folded.entries()) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
    }
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });

  it('has one all-day event per dated duty, once for a landlord duty, none for an undated one', () => {
    const landlordItem = item({ rule: 'RSW_REGISTRATION', subject: 'landlord', dueDate: '2027-06-01' });
    const portfolio: PortfolioCompliance = {
      status: 'due_soon',
      counts: { ok: 0, due_soon: 2, overdue: 0, missing: 1 },
      landlordItems: [landlordItem],
      properties: [
        {
          propertyId: 7,
          title: 'Flat, Penarth',
          status: 'due_soon',
          items: [item(), landlordItem, item({ rule: 'EICR_VALID', dueDate: null, status: 'missing' })],
        },
        { propertyId: 8, title: 'House', status: 'ok', items: [landlordItem] },
      ],
    };
    const ics = complianceCalendar(portfolio, 'https://lettings.example', new Date('2026-11-25T10:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:GAS_ANNUAL-property-7-2027-03-14@lettings.example');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270314\r\nDTEND;VALUE=DATE:20270315');
    expect(ics).toContain('SUMMARY:Flat\\, Penarth: Annual gas safety check');
    expect(ics).toContain('UID:RSW_REGISTRATION-landlord-self-2027-06-01@lettings.example');
    expect(ics).toContain('DTSTAMP:20261125T100000Z');
  });
});
