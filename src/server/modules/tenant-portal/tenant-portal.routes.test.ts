/** The tenant portal: the documents a tenant sees, and what comes up next. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/dates';
import type { TenantDocument, UpcomingEvent } from '@shared/tenant-portal';
import { insertTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { tenantPortalWorld, today } from '../../../../tests/setup/worlds/tenant-portal';
import { documentServices, documents } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, tenantUser, home, current, past, docIds, get, insertPayment, insertRepair } =
  await tenantPortalWorld(t);

describe('tenant portal API', () => {
  describe('documents', () => {
    it("lists the tenancy's shared documents and the home's GAS, EICR and EPC, nothing else", async () => {
      const { res, body } = await get<TenantDocument[]>('/api/tenant/documents', tenantUser.token);
      expect(res.statusCode).toBe(200);
      expect(body.map((d) => d.title).sort()).toEqual(
        ['EICR', 'Gas certificate', 'Old gas certificate', 'Written statement'].sort(),
      );
      const statement = body.find((d) => d.title === 'Written statement')!;
      expect(statement).toEqual({
        id: docIds['Written statement'],
        title: 'Written statement',
        type: 'WRITTEN_STATEMENT',
        uploadDate: today,
        expiryDate: null,
        url: `/api/documents/${docIds['Written statement']}/file`,
        source: 'tenancy',
        servedAt: null,
      });
      expect(body.find((d) => d.title === 'Gas certificate')).toMatchObject({
        type: 'GAS',
        expiryDate: addDays(today, 30),
        source: 'property',
      });
    });

    it('lists only what the tenant may download, and the download agrees', async () => {
      const { body } = await get<TenantDocument[]>('/api/tenant/documents', tenantUser.token);
      for (const doc of body) {
        const res = await t.call('GET', doc.url, tenantUser.token);
        expect(res.statusCode, doc.title).toBe(200);
      }
      for (const hidden of [
        'Landlord notes',
        'Co-tenant statement',
        'Insurance',
        'Other house gas',
        'Old home gas',
      ]) {
        const res = await t.call('GET', `/api/documents/${docIds[hidden]}/file`, tenantUser.token);
        expect(res.statusCode, hidden).toBe(404);
      }
    });

    it('gives each certificate the day a copy was first given to this tenancy, or null', async () => {
      const [coTenant] = await t.db
        .select({ id: documents.tenantId })
        .from(documents)
        .where(eq(documents.id, docIds['Co-tenant statement']!));
      await t.db.insert(documentServices).values([
        // Recorded twice (post, then by e-mail): the first is the one that counts.
        {
          documentId: docIds['Gas certificate']!,
          tenantId: current.id,
          servedAt: new Date('2026-03-14T12:00:00Z'),
          method: 'post',
        },
        {
          documentId: docIds['Gas certificate']!,
          tenantId: current.id,
          servedAt: new Date('2026-04-02T09:30:00Z'),
          method: 'email',
          byUserId: landlord.user.id,
        },
        // Given to the co-tenant only: not this tenancy's service.
        {
          documentId: docIds['EICR']!,
          tenantId: coTenant!.id!,
          servedAt: new Date('2026-03-20T12:00:00Z'),
          method: 'in_person',
        },
      ]);
      const { res, body } = await get<TenantDocument[]>('/api/tenant/documents', tenantUser.token);
      expect(res.statusCode).toBe(200);
      const servedAt = Object.fromEntries(body.map((d) => [d.title, d.servedAt]));
      expect(servedAt).toEqual({
        'Gas certificate': '2026-03-14T12:00:00.000Z',
        'Old gas certificate': null,
        EICR: null,
        'Written statement': null,
      });
    });

    it("shows a past tenancy's own shared documents only, not its old home's certificates", async () => {
      const { res, body } = await get<TenantDocument[]>(
        `/api/tenant/documents?tenancyId=${past.id}`,
        tenantUser.token,
      );
      expect(res.statusCode).toBe(200);
      expect(body.map((d) => d.title)).toEqual(['Deposit certificate']);
      expect(body[0]!.source).toBe('tenancy');
    });
  });

  describe('events', () => {
    beforeAll(async () => {
      await insertPayment(current, addDays(today, 5), 'pending');
      await insertPayment(current, addDays(today, -3), 'overdue');
      await insertPayment(current, addDays(today, 3), 'paid');
      await insertPayment(current, addDays(today, 120), 'pending');
      await insertRepair(current, 'Dripping tap', 'submitted', new Date(`${addDays(today, 6)}T12:00:00Z`));
      await insertRepair(current, 'Loose tile', 'completed', new Date(`${addDays(today, 8)}T12:00:00Z`));
      await insertRepair(current, 'Late fix', 'in_progress', new Date(`${addDays(today, -2)}T12:00:00Z`));
    });

    it('lists the next 90 days soonest first: rent due, repairs, certificate renewals and the fixed-term end', async () => {
      const { res, body } = await get<UpcomingEvent[]>('/api/tenant/events', tenantUser.token);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual([
        { date: addDays(today, 5), kind: 'rent_due', title: 'Rent due', detail: '£875.00' },
        {
          date: addDays(today, 6),
          kind: 'repair',
          title: 'Repair: Dripping tap',
          detail: expect.stringMatching(/^Target: /),
        },
        // The newer gas certificate counts; the older one it replaced (due in 10 days) does not.
        {
          date: addDays(today, 30),
          kind: 'certificate_renewal',
          title: 'Gas safety check due',
          detail: expect.stringContaining('Gas Safety Certificate expires on'),
        },
        {
          date: addDays(today, 40),
          kind: 'fixed_term_end',
          title: 'Fixed term ends',
          detail: expect.any(String),
        },
      ]);
    });

    it('gives a past tenancy no certificate renewals for its old home', async () => {
      const { res, body } = await get<UpcomingEvent[]>(
        `/api/tenant/events?tenancyId=${past.id}`,
        tenantUser.token,
      );
      expect(res.statusCode).toBe(200);
      expect(body).toEqual([]);
    });

    it('keeps to at most 20 entries', async () => {
      const busy = await t.signedIn({ userType: 'tenant' });
      const tenancy = await insertTenant(t.db, home.id, { userId: busy.user.id });
      for (let day = 1; day <= 25; day += 1)
        await insertPayment(tenancy, addDays(today, day), 'pending', 50_000);
      const { body } = await get<UpcomingEvent[]>('/api/tenant/events', busy.token);
      expect(body).toHaveLength(20);
      const dates = body.map((e) => e.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates[0]).toBe(addDays(today, 1));
    });
  });
});
