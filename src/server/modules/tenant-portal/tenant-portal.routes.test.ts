/** The tenant portal: the documents a tenant sees, and what comes up next. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/dates';
import { formatWelshDate } from '@shared/i18n/welsh-dates';
import type { TenantDocument, UpcomingEvent } from '@shared/tenant-portal';
import { insertTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { tenantPortalWorld, today } from '../../../../tests/setup/worlds/tenant-portal';
import { documentServices, documents, inspections } from '../../db/schema';

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

  describe('events in the tenant’s language', () => {
    // A day and a time that stand apart from the rest: a visit booked for 09:30 UTC.
    const visitDay = addDays(today, 12);
    const visitAt = new Date(`${visitDay}T09:30:00Z`);
    const london = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(visitAt);
    const visitTime = london({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const englishDay = (date: string) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
    const welshDay = (date: string) => formatWelshDate(new Date(`${date}T12:00:00Z`), { timeZone: 'UTC' });

    /** A tenant of the home (its gas certificate is due in 30 days) with one of each kind of event. */
    async function tenantWithEverything(language: 'en' | 'cy') {
      const who = await t.signedIn({ userType: 'tenant', language });
      const tenancy = await insertTenant(t.db, home.id, {
        userId: who.user.id,
        contractType: 'fixed_term',
        fixedTermEnd: addDays(today, 45),
      });
      await insertPayment(tenancy, addDays(today, 4), 'pending', 95_000);
      await insertRepair(
        tenancy,
        'Kitchen tap leaking',
        'submitted',
        new Date(`${addDays(today, 7)}T12:00:00Z`),
      );
      await t.db.insert(inspections).values({
        propertyId: home.id,
        tenantId: tenancy.id,
        type: 'check_in',
        scheduledAt: visitAt,
      });
      return who;
    }

    it('words each title and detail in English for an English tenant, as it always has', async () => {
      const { token } = await tenantWithEverything('en');
      const { res, body } = await get<UpcomingEvent[]>('/api/tenant/events', token);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual([
        { date: addDays(today, 4), kind: 'rent_due', title: 'Rent due', detail: '£950.00' },
        {
          date: addDays(today, 7),
          kind: 'repair',
          title: 'Repair: Kitchen tap leaking',
          detail: `Target: urgent repair, by ${englishDay(addDays(today, 7))}`,
        },
        {
          date: visitDay,
          kind: 'inspection',
          title: 'Check-in inspection',
          detail: `We visit on ${london({ weekday: 'long' })} ${englishDay(visitDay)} at ${visitTime}`,
        },
        {
          date: addDays(today, 30),
          kind: 'certificate_renewal',
          title: 'Gas safety check due',
          detail: `Gas Safety Certificate expires on ${englishDay(addDays(today, 30))}`,
        },
        {
          date: addDays(today, 45),
          kind: 'fixed_term_end',
          title: 'Fixed term ends',
          detail: 'If you stay on, your contract becomes a periodic one automatically.',
        },
      ]);
    });

    it('words each title and detail in Welsh for a Welsh tenant, dates included', async () => {
      const { token } = await tenantWithEverything('cy');
      const { res, body } = await get<UpcomingEvent[]>('/api/tenant/events', token);
      expect(res.statusCode).toBe(200);
      const weekday = formatWelshDate(visitAt, { timeZone: 'Europe/London', weekday: true })
        .split(' ')
        .slice(0, 2)
        .join(' ')
        .replace(/^dydd /, 'ddydd ');
      expect(body).toEqual([
        { date: addDays(today, 4), kind: 'rent_due', title: 'Rhent yn ddyledus', detail: '£950.00' },
        {
          date: addDays(today, 7),
          kind: 'repair',
          title: 'Atgyweiriad: Kitchen tap leaking',
          detail: `Targed: atgyweiriad brys, erbyn ${welshDay(addDays(today, 7))}`,
        },
        {
          date: visitDay,
          kind: 'inspection',
          title: 'Archwiliad symud i mewn',
          detail: `Byddwn yn ymweld ${weekday} ${welshDay(visitDay)} am ${visitTime}`,
        },
        {
          date: addDays(today, 30),
          kind: 'certificate_renewal',
          title: 'Gwiriad diogelwch nwy yn ddyledus',
          detail: `Tystysgrif diogelwch nwy: yn dod i ben ar ${welshDay(addDays(today, 30))}`,
        },
        {
          date: addDays(today, 45),
          kind: 'fixed_term_end',
          title: 'Diwedd y cyfnod penodol',
          detail: "Os byddwch yn aros, bydd eich contract yn troi'n gontract cyfnodol yn awtomatig.",
        },
      ]);
    });

    it('follows the tenant’s change of language on the next call', async () => {
      const { token } = await tenantWithEverything('en');
      const changed = await t.call('PUT', '/api/account/language', token, { language: 'cy' });
      expect(changed.statusCode).toBe(200);
      const { body } = await get<UpcomingEvent[]>('/api/tenant/events', token);
      expect(body[0]).toMatchObject({ kind: 'rent_due', title: 'Rhent yn ddyledus' });
    });
  });
});
