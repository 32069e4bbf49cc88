import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayment, insertProperty, insertTenant } from '../setup/factories';
import { createTestApp, type Signed, type TestApp } from '../setup/test-app';
import { operationsOf, toRouterPath, type OpenApiDoc } from './openapi-support';

/**
 * Issue #17: no CSV the app exports can carry a formula. A cell that starts with = + - @, a tab
 * or a carriage return would run in a spreadsheet (CSV injection), so it is sent with a leading '.
 * The routes are found in /api/openapi.json (any answer of text/csv); each must be named in
 * EXPORTS with a way to fill it with hostile text, so a new export fails here until it is.
 */
const HOSTILE = ['=HYPERLINK("http://x.test","x")', '+SUM(1,1)', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

const EXPORTS: Record<string, (t: TestApp, landlord: Signed) => Promise<string>> = {
  // Every text a payment row carries: the tenant's name, the reference and the notes.
  'GET /api/properties/:id/payments/export': async (t, landlord) => {
    const property = await insertProperty(t.db, landlord.user.id);
    for (const [i, text] of HOSTILE.entries()) {
      const tenancy = await insertTenant(t.db, property.id, { fullName: text });
      await insertPayment(t.db, tenancy, {
        dueDate: `2026-0${(i % 9) + 1}-01`,
        status: 'paid',
        reference: text,
        notes: text,
      });
    }
    return `/api/properties/${property.id}/payments/export?status=all`;
  },
};

describe('CSV exports cannot carry a formula', () => {
  let t: TestApp;
  let landlord: Signed;
  let csvRoutes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    const doc = (await t.api({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
    csvRoutes = operationsOf(doc)
      .filter(({ operation }) =>
        Object.values(operation.responses).some((r) =>
          Object.keys(r.content ?? {}).some((c) => c.startsWith('text/csv')),
        ),
      )
      .map(({ method, path }) => `${method} ${toRouterPath(path)}`);
  }, 120_000);
  afterAll(() => t.close());

  it('knows every route that answers CSV', () => {
    expect(csvRoutes.length).toBeGreaterThan(0);
    expect(csvRoutes.sort(), 'add each CSV route to EXPORTS with a way to fill it with hostile text').toEqual(
      Object.keys(EXPORTS).sort(),
    );
  });

  it.each(Object.entries(EXPORTS))(
    '%s escapes every cell that starts with = + - @, a tab or a CR',
    async (_route, fill) => {
      const res = await t.api({ method: 'GET', url: await fill(t, landlord), token: landlord.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      const cells = (parse(res.body, { relax_column_count: true }) as string[][]).flat();
      const dangerous = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell));
      expect(dangerous).toEqual([]);
      // The text is all there, only made inert.
      for (const text of HOSTILE)
        expect(cells.filter((cell) => cell === `'${text}`).length, text).toBeGreaterThanOrEqual(3);
    },
  );
});
