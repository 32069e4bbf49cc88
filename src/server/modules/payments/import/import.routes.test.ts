import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentPayment, StatementLine } from '@shared/payments';
import { createTestApp, type Signed, type TestApp } from '../../../../../tests/setup/test-app';
import { rentPayments, statementLines } from '../../../db/schema';
import { insertProperty, insertTenant } from '../../../../../tests/setup/factories';
import { LINE_ALREADY_RESOLVED } from './import.service';

/** A multipart body with the statement in `file` and any extra fields. */
function multipart(content: string, filename = 'statement.csv', fields: Record<string, string> = {}) {
  const boundary = '----statement-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('bank statement import and review', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let propertyId: number;
  let reference: string;
  let tenantId: number;
  let novId: number;
  let decId: number;

  const upload = (
    content: string,
    token = landlord.token,
    filename?: string,
    fields?: Record<string, string>,
  ) =>
    t.api({
      method: 'POST',
      url: `/api/properties/${propertyId}/payments/import`,
      token,
      ...multipart(content, filename, fields),
    });

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    other = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
    propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    const tenant = await insertTenant(t.db, propertyId, { fullName: 'Rhiannon Davies', rentAmount: 95_000 });
    tenantId = tenant.id;
    reference = tenant.paymentReference;
    const rows = await t.db
      .insert(rentPayments)
      .values([
        {
          tenantId,
          propertyId,
          amount: 95_000,
          paymentDate: '2026-11-01',
          dueDate: '2026-11-01',
          status: 'overdue',
          externalSource: 'schedule',
          schedulePeriod: '2026-11-01',
        },
        {
          tenantId,
          propertyId,
          amount: 95_000,
          paymentDate: '2026-12-01',
          dueDate: '2026-12-01',
          status: 'pending',
          externalSource: 'schedule',
          schedulePeriod: '2026-12-01',
        },
      ])
      .returning();
    novId = rows[0]!.id;
    decId = rows[1]!.id;
  });
  afterAll(() => t.close());

  const statement = () =>
    [
      'Date,Description,Amount,Balance',
      `02/11/2026,FASTER PAYMENT RHIANNON DAVIES ${reference},950.00,12950.00`, // matches November
      '03/11/2026,FASTER PAYMENT R DAVIES RENT,500.00,13450.00', // part of December: review
      '04/11/2026,HMRC REFUND,120.00,13570.00', // not rent: review, then ignored
      '05/11/2026,B&Q CARDIFF,-42.50,13527.50', // a debit: skipped
    ].join('\n');

  it('matches a confident line, sends the rest to review, skips debits, and a re-import changes nothing', async () => {
    const res = await upload(statement());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ matched: 1, review: 2, duplicates: 0, skipped: 1 });
    const [nov] = await t.db.select().from(rentPayments).where(eq(rentPayments.id, novId));
    expect(nov).toMatchObject({
      status: 'paid',
      amount: 95_000,
      paymentDate: '2026-11-02',
      matchedAutomatically: true,
      externalSource: 'bank_statement',
    });

    const again = await upload(statement());
    expect(again.json()).toEqual({ matched: 0, review: 0, duplicates: 3, skipped: 1 });
    expect(
      await t.db.select().from(statementLines).where(eq(statementLines.propertyId, propertyId)),
    ).toHaveLength(3);
  });

  it('lists the review lines with the open payments they could be, and resolves them', async () => {
    const res = await t.call('GET', `/api/properties/${propertyId}/payments/review`, landlord.token);
    expect(res.statusCode).toBe(200);
    const lines = res.json<StatementLine[]>();
    expect(lines.map((l) => [l.description, l.amount])).toEqual([
      ['HMRC REFUND', 12_000],
      ['FASTER PAYMENT R DAVIES RENT', 50_000],
    ]);
    const part = lines[1]!;
    expect(part.suggestions[0]).toMatchObject({
      paymentId: decId,
      tenantName: 'Rhiannon Davies',
      amount: 95_000,
    });

    // The part payment splits December: £500 paid, £450 still to come.
    const matched = await t.call('POST', `/api/statement-lines/${part.id}/match`, landlord.token, {
      paymentId: decId,
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json<RentPayment>()).toMatchObject({
      id: decId,
      amount: 50_000,
      status: 'paid',
      matchedAutomatically: false,
    });
    const december = await t.db.select().from(rentPayments).where(eq(rentPayments.dueDate, '2026-12-01'));
    expect(december.map((r) => [r.amount, r.status]).sort()).toEqual([
      [45_000, 'pending'],
      [50_000, 'paid'],
    ]);

    const ignored = await t.call('POST', `/api/statement-lines/${lines[0]!.id}/ignore`, landlord.token);
    expect(ignored.statusCode).toBe(200);
    const twice = await t.call('POST', `/api/statement-lines/${lines[0]!.id}/ignore`, landlord.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(LINE_ALREADY_RESOLVED);
    const left = await t.call('GET', `/api/properties/${propertyId}/payments/review`, landlord.token);
    expect(left.json()).toEqual([]);
  });

  it('asks for the columns when it cannot tell them apart, then imports with the mapping', async () => {
    const headerless = ['Posted,Details,Money In,Money Out', `06/11/2026,REF ${reference} SPARE,10.00,`].join(
      '\n',
    );
    const res = await upload(headerless);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'mapping_required',
      columns: ['Posted', 'Details', 'Money In', 'Money Out'],
    });
    const mapped = await upload(headerless, landlord.token, 'statement.csv', {
      dateColumn: 'Posted',
      descriptionColumn: 'Details',
      paidInColumn: 'Money In',
      paidOutColumn: 'Money Out',
    });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json()).toEqual({ matched: 0, review: 1, duplicates: 0, skipped: 0 });
  });

  it('refuses files that are not statements, with the reason, and stores nothing', async () => {
    const before = await t.db.select().from(statementLines);
    const notCsv = await upload('%PDF-1.7 binary', landlord.token, 'statement.pdf');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().code).toBe('unreadable_statement');
    const badDate = await upload('Date,Description,Amount\n32/13/2026,RENT,10.00');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/32\/13\/2026/);
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    const json = await t.call('POST', `/api/properties/${propertyId}/payments/import`, landlord.token, {});
    expect(json.statusCode).toBe(415);
    expect(await t.db.select().from(statementLines)).toEqual(before);
  });

  it("keeps landlords to their own property's statements and lines", async () => {
    expect((await upload(statement(), other.token)).statusCode).toBe(404);
    expect((await upload(statement(), tenantUser.token)).statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/properties/${propertyId}/payments/review`, other.token)).statusCode,
    ).toBe(404);
    const [line] = await t.db.select().from(statementLines).where(eq(statementLines.propertyId, propertyId));
    expect((await t.call('POST', `/api/statement-lines/${line!.id}/ignore`, other.token)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/statement-lines/${line!.id}/match`, other.token, { paymentId: decId }))
        .statusCode,
    ).toBe(404);
  });
});
