import { formatPence } from '@shared/money';
import { buildStatement, type PropertyMonth } from '@shared/statement';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import { formatLongDate } from './format-date';
import { renderReceiptPdf, type Receipt } from './receipt-pdf';
import { renderStatementPdf } from './statement-pdf';

const createdAt = new Date('2026-12-01T09:00:00Z');

async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, unknown> };
  // Line breaks and run boundaries come back as spaces; one space between words is enough to match.
  return { totalPages, text: text.replace(/\s+/g, ' '), info };
}

const property = (id: number, overrides: Partial<PropertyMonth> = {}): PropertyMonth => ({
  propertyId: id,
  title: `${id} Plymouth Road`,
  address: `${id} Plymouth Road, Penarth, CF64 3DH`,
  rentDue: 85000,
  rentReceived: 85000,
  deductions: [],
  ...overrides,
});

const statement = buildStatement({
  month: '2026-11',
  landlordName: 'Gwen Morgan',
  feeBasisPoints: 1000,
  properties: [
    property(12, { deductions: [{ description: 'Boiler repair', amount: 12050 }] }),
    property(3, {
      title: 'Flat 3, Windsor Court',
      address: 'Windsor Road, Cardiff, CF24 1JE',
      rentDue: 72500,
      rentReceived: 0,
      deductions: [{ description: 'Gas safety certificate', amount: 6500 }],
    }),
  ],
});

// Laying out dozens of pages with embedded fonts takes seconds when the machine is busy.
describe('renderStatementPdf', { timeout: 20_000 }, () => {
  it('is a PDF with the landlord, the month, every property and its figures', async () => {
    const bytes = await renderStatementPdf(statement, AGENCY_LETTERHEAD, { createdAt });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, totalPages, info } = await readPdf(bytes);

    expect(totalPages).toBe(1);
    expect(text).toContain('Landlord statement — November 2026');
    expect(text).toContain('Gwen Morgan');
    expect(text).toContain(AGENCY_LETTERHEAD.name);
    expect(text).toContain(AGENCY_LETTERHEAD.address);
    expect(text).toContain(AGENCY_LETTERHEAD.phone);
    expect(text).toContain('Management fee (10%)');
    expect(text).toContain('Page 1 of 1');

    const [plymouth, windsor] = statement.properties;
    expect(text).toContain('12 Plymouth Road');
    expect(text).toContain('Flat 3, Windsor Court');
    expect(text).toContain('Windsor Road, Cardiff, CF24 1JE');
    expect(text).toContain('Boiler repair');
    expect(text).toContain('Gas safety certificate');
    expect(text).toContain(formatPence(85000)); // rent due and received, 12 Plymouth Road
    expect(text).toContain(formatPence(72500)); // rent due, Flat 3
    expect(text).toContain(formatPence(-8500)); // fee, 12 Plymouth Road
    expect(text).toContain(formatPence(-7250)); // fee, Flat 3
    expect(text).toContain(formatPence(-12050)); // boiler repair
    expect(text).toContain(formatPence(plymouth!.net)); // £644.50
    expect(text).toContain(formatPence(windsor!.net)); // -£137.50, nothing received
    expect(text).toContain(formatPence(statement.totals.rentDue)); // £1,575.00
    expect(text).toContain(formatPence(-statement.totals.fee)); // -£157.50
    expect(text).toContain(formatPence(-statement.totals.deductions)); // -£185.50
    expect(text).toContain(formatPence(statement.totals.net)); // £507.00
    expect(text).toMatch(/Net to landlord £507\.00/);

    expect(info.Title).toBe('Landlord statement — November 2026 — Gwen Morgan');
    expect(info.Author).toBe(AGENCY_LETTERHEAD.name);
  });

  it('gives the same bytes for the same statement and creation date', async () => {
    const first = await renderStatementPdf(statement, AGENCY_LETTERHEAD, { createdAt });
    const second = await renderStatementPdf(statement, AGENCY_LETTERHEAD, { createdAt });
    expect(first.equals(second)).toBe(true);
  });

  it('flows 40 properties onto further pages, keeping the last property and the totals', async () => {
    const many = buildStatement({
      month: '2026-11',
      landlordName: 'Rhys Evans',
      feeBasisPoints: 1250,
      properties: Array.from({ length: 40 }, (_, i) =>
        property(i + 1, {
          rentDue: 60000 + i * 1000,
          rentReceived: 60000 + i * 1000,
          deductions: i % 3 === 0 ? [{ description: `Repair ${i + 1}`, amount: 2500 }] : [],
        }),
      ),
    });
    const { text, totalPages } = await readPdf(
      await renderStatementPdf(many, AGENCY_LETTERHEAD, { createdAt }),
    );

    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
    expect(text).toContain('40 Plymouth Road');
    expect(text).toContain('40 properties');
    expect(text).toContain('Management fee (12.5%)');
    const last = many.properties[39]!;
    expect(text).toContain(formatPence(last.rentDue)); // £990.00
    expect(text).toContain(formatPence(many.totals.rentDue));
    expect(text).toContain(formatPence(-many.totals.fee));
    expect(text).toContain(formatPence(many.totals.net));
    // Every property's table made it into the document, in order.
    const positions = many.properties.map((p) => text.indexOf(`${p.propertyId} Plymouth Road, Penarth`));
    expect(positions.every((pos) => pos >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('repeats the table header when one property runs past the end of a page', async () => {
    const deductions = Array.from({ length: 60 }, (_, i) => ({
      description: `Call-out ${i + 1}`,
      amount: 100,
    }));
    const long = buildStatement({
      month: '2026-11',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 1000,
      properties: [property(1, { deductions })],
    });
    const { text, totalPages } = await readPdf(
      await renderStatementPdf(long, AGENCY_LETTERHEAD, { createdAt }),
    );
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('1 Plymouth Road (continued) Item Amount');
    expect(text).toContain('Call-out 60');
  });

  it('says so when the landlord had nothing that month', async () => {
    const empty = buildStatement({
      month: '2026-02',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 1000,
      properties: [],
    });
    const { text } = await readPdf(await renderStatementPdf(empty, AGENCY_LETTERHEAD, { createdAt }));
    expect(text).toContain('Landlord statement — February 2026');
    expect(text).toContain('No rent was due or received');
    expect(text).toContain(formatPence(0));
  });
});

const receipt: Receipt = {
  receiptNumber: 'R-2026-000123',
  tenantName: 'Siân Price',
  propertyTitle: 'Flat 3, Windsor Court',
  propertyAddress: 'Windsor Road, Cardiff, CF24 1JE',
  amount: 72500,
  paymentDate: '2026-11-03',
  dueDate: '2026-11-01',
  paymentMethod: 'Bank transfer',
  reference: 'PRICE NOV',
  landlordName: 'Gwen Morgan',
};

describe('renderReceiptPdf', () => {
  it('is a PDF with the receipt number, tenant, property, amount, dates and landlord', async () => {
    const bytes = await renderReceiptPdf(receipt, AGENCY_LETTERHEAD, { createdAt });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, totalPages, info } = await readPdf(bytes);

    expect(totalPages).toBe(1);
    expect(text).toContain('Rent receipt');
    expect(text).toContain('R-2026-000123');
    expect(text).toContain('Received from Siân Price');
    expect(text).toContain('Flat 3, Windsor Court');
    expect(text).toContain('Amount £725.00');
    expect(text).toContain('Payment date 3 November 2026');
    expect(text).toContain('For rent due on 1 November 2026');
    expect(text).toContain('Payment method Bank transfer');
    expect(text).toContain('Reference PRICE NOV');
    expect(text).toContain('Received with thanks on behalf of Gwen Morgan');
    expect(text).toContain(AGENCY_LETTERHEAD.phone);
    expect(info.Title).toBe('Rent receipt R-2026-000123');
    expect(info.Author).toBe(AGENCY_LETTERHEAD.name);
  });

  it('says when the method and reference were not recorded', async () => {
    const bytes = await renderReceiptPdf(
      { ...receipt, paymentMethod: null, reference: null },
      AGENCY_LETTERHEAD,
      {
        createdAt,
      },
    );
    const { text } = await readPdf(bytes);
    expect(text).toContain('Payment method Not recorded');
    expect(text).toContain('Reference Not recorded');
  });
});

describe('formatLongDate', () => {
  it('writes a calendar day in en-GB words whatever the time zone', () => {
    expect(formatLongDate('2026-11-01')).toBe('1 November 2026');
    expect(formatLongDate('2027-03-28')).toBe('28 March 2027'); // the clocks go forward that night
    expect(() => formatLongDate('01/11/2026')).toThrow(RangeError);
  });
});
