import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import type { DocumentType } from '@shared/documents';
import type { TenantDocument, TenantProperty, TenantTenancy, UpcomingEvent } from '@shared/tenant-portal';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import {
  communications,
  documentServices,
  documents,
  maintenanceRequests,
  rentPayments,
  users,
} from '../../db/schema';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';

type Tenancy = Awaited<ReturnType<typeof insertTenant>>;

const today = todayInLondon();
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

describe('tenant portal API', () => {
  let t: TestApp;
  let landlord: Signed;
  let otherLandlord: Signed;
  let admin: Signed;
  let tenantUser: Signed;
  let otherTenantUser: Signed;
  let noTenancyUser: Signed;
  let home: Awaited<ReturnType<typeof insertProperty>>;
  let oldHome: Awaited<ReturnType<typeof insertProperty>>;
  let current: Tenancy;
  let past: Tenancy;
  let olderPast: Tenancy;
  let othersTenancy: Tenancy;
  const docIds: Record<string, number> = {};

  const get = <T>(url: string, token?: string) =>
    t.api({ method: 'GET', url, token }).then((res) => ({ res, body: res.json<T>() }));
  const contact = (token: string | undefined, payload: Record<string, unknown>) =>
    t.api({ method: 'POST', url: '/api/tenant/contact-landlord', token, payload });

  /** A document row with its file in storage, so the download endpoint can be asked about it too. */
  async function insertDocument(
    name: string,
    owner: { propertyId: number; tenantId?: number | null },
    documentType: DocumentType,
    options: { shared?: boolean; expiryDate?: string | null } = {},
  ) {
    const storageKey = `documents/test-${name}-${Math.random().toString(36).slice(2)}`;
    await t.app.ctx.storage.put(storageKey, PDF, 'application/pdf');
    const [row] = await t.db
      .insert(documents)
      .values({
        propertyId: owner.propertyId,
        tenantId: owner.tenantId ?? null,
        title: name,
        documentType,
        storageKey,
        fileName: `${name}.pdf`,
        fileSize: PDF.length,
        fileType: 'application/pdf',
        issueDate: addDays(today, -300),
        expiryDate: options.expiryDate ?? null,
        sharedWithTenant: options.shared ?? false,
      })
      .returning();
    docIds[name] = row!.id;
    return row!;
  }

  const insertPayment = (
    tenancy: Tenancy,
    dueDate: string,
    status: 'paid' | 'pending' | 'overdue',
    amount = 87_500,
  ) =>
    t.db.insert(rentPayments).values({
      tenantId: tenancy.id,
      propertyId: tenancy.propertyId,
      amount,
      paymentDate: dueDate,
      dueDate,
      status,
    });

  const insertRepair = (
    tenancy: Tenancy,
    title: string,
    status: 'submitted' | 'in_progress' | 'completed' | 'denied',
    respondBy: Date,
  ) =>
    t.db.insert(maintenanceRequests).values({
      tenantId: tenancy.id,
      propertyId: tenancy.propertyId,
      title,
      description: 'Please could someone take a look at this.',
      category: 'plumbing',
      priority: 'urgent',
      status,
      respondBy,
    });

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Price' });
    await t.db.update(users).set({ phone: '029 2000 1234' }).where(eq(users.id, landlord.user.id));
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    admin = await t.signedIn({ userType: 'admin' });
    tenantUser = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
    otherTenantUser = await t.signedIn({ userType: 'tenant' });
    noTenancyUser = await t.signedIn({ userType: 'tenant' });

    home = await insertProperty(t.db, landlord.user.id, { title: 'Seafront flat', price: 99_000 });
    oldHome = await insertProperty(t.db, landlord.user.id, { title: 'Old terrace' });
    const othersHome = await insertProperty(t.db, otherLandlord.user.id, { title: 'Other house' });

    current = await insertTenant(t.db, home.id, {
      userId: tenantUser.user.id,
      leaseStart: '2026-01-01',
      leaseEnd: '2027-06-30',
      rentAmount: 87_500,
      contractType: 'fixed_term',
      fixedTermEnd: addDays(today, 40),
    });
    past = await insertTenant(t.db, oldHome.id, {
      userId: tenantUser.user.id,
      leaseStart: '2024-01-01',
      leaseEnd: '2024-12-31',
      status: 'past',
    });
    olderPast = await insertTenant(t.db, oldHome.id, {
      userId: tenantUser.user.id,
      leaseStart: '2022-01-01',
      leaseEnd: '2022-12-31',
      status: 'past',
    });
    // Someone else sharing the home: their tenancy's documents are theirs.
    const coTenancy = await insertTenant(t.db, home.id, { userId: otherTenantUser.user.id });
    othersTenancy = await insertTenant(t.db, othersHome.id, { userId: otherTenantUser.user.id });

    await insertDocument(
      'Written statement',
      { propertyId: home.id, tenantId: current.id },
      'WRITTEN_STATEMENT',
      {
        shared: true,
      },
    );
    await insertDocument('Landlord notes', { propertyId: home.id, tenantId: current.id }, 'OTHER');
    await insertDocument('Co-tenant statement', { propertyId: home.id, tenantId: coTenancy.id }, 'OTHER', {
      shared: true,
    });
    await insertDocument('Old gas certificate', { propertyId: home.id }, 'GAS', {
      expiryDate: addDays(today, 10),
    });
    await insertDocument('Gas certificate', { propertyId: home.id }, 'GAS', {
      expiryDate: addDays(today, 30),
    });
    await insertDocument('EICR', { propertyId: home.id }, 'EICR', { expiryDate: addDays(today, 200) });
    await insertDocument('Insurance', { propertyId: home.id }, 'INSURANCE', {
      expiryDate: addDays(today, 20),
    });
    await insertDocument(
      'Deposit certificate',
      { propertyId: oldHome.id, tenantId: past.id },
      'DEPOSIT_PROTECTION',
      {
        shared: true,
      },
    );
    await insertDocument('Old home gas', { propertyId: oldHome.id }, 'GAS', {
      expiryDate: addDays(today, 20),
    });
    await insertDocument('Other house gas', { propertyId: othersHome.id }, 'GAS', {
      expiryDate: addDays(today, 15),
    });
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    const urls = [
      '/api/tenant/property',
      '/api/tenant/tenancies',
      '/api/tenant/documents',
      '/api/tenant/events',
    ];
    const validMessage = { subject: 'Dripping tap', message: 'The kitchen tap drips all night long.' };

    it('needs a sign-in (401)', async () => {
      for (const url of urls) expect((await get(url)).res.statusCode, url).toBe(401);
      expect((await contact(undefined, validMessage)).statusCode).toBe(401);
    });

    it('refuses landlords and admins (403), before looking at the body', async () => {
      for (const who of [landlord, admin]) {
        for (const url of urls) expect((await get(url, who.token)).res.statusCode, url).toBe(403);
        expect((await contact(who.token, validMessage)).statusCode).toBe(403);
        expect((await contact(who.token, { subject: 'x' })).statusCode).toBe(403);
      }
    });

    it('answers 404 to a tenant with no tenancy, and an empty list of tenancies', async () => {
      for (const url of ['/api/tenant/property', '/api/tenant/documents', '/api/tenant/events']) {
        const { res } = await get(url, noTenancyUser.token);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
      expect((await get('/api/tenant/tenancies', noTenancyUser.token)).body).toEqual([]);
      expect((await contact(noTenancyUser.token, validMessage)).statusCode).toBe(404);
    });

    it("answers 404 for another tenant's tenancy, even one in the same home", async () => {
      for (const url of ['/api/tenant/property', '/api/tenant/documents', '/api/tenant/events']) {
        for (const id of [othersTenancy.id, current.id]) {
          const { res } = await get(
            `${url}?tenancyId=${id}`,
            id === current.id ? otherTenantUser.token : tenantUser.token,
          );
          expect(res.statusCode, `${url} ${id}`).toBe(404);
        }
      }
    });

    it('refuses a tenancyId that is not a positive whole number (400)', async () => {
      const { res } = await get('/api/tenant/property?tenancyId=abc', tenantUser.token);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('property', () => {
    it('defaults to the current tenancy: its rent, lease and the landlord to contact', async () => {
      const { res, body } = await get<TenantProperty>('/api/tenant/property', tenantUser.token);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual({
        id: home.id,
        tenancyId: current.id,
        title: 'Seafront flat',
        address: home.address,
        city: home.city,
        postcode: home.postcode,
        bedroomCount: home.bedroomCount,
        bathroomCount: home.bathroomCount,
        price: 87_500,
        leaseStart: '2026-01-01',
        leaseEnd: '2027-06-30',
        contractType: 'fixed_term',
        fixedTermEnd: addDays(today, 40),
        status: 'active',
        landlordName: 'Gareth Price',
        landlordEmail: landlord.user.email,
        landlordPhone: '029 2000 1234',
        isCurrent: true,
      });
    });

    it('shows a past tenancy of theirs when named', async () => {
      const { res, body } = await get<TenantProperty>(
        `/api/tenant/property?tenancyId=${past.id}`,
        tenantUser.token,
      );
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({
        id: oldHome.id,
        tenancyId: past.id,
        title: 'Old terrace',
        status: 'past',
        isCurrent: false,
        leaseEnd: '2024-12-31',
      });
    });
  });

  describe('tenancies', () => {
    it('lists current first, then past by lease start, latest first', async () => {
      const { res, body } = await get<TenantTenancy[]>('/api/tenant/tenancies', tenantUser.token);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual([
        {
          id: current.id,
          propertyTitle: 'Seafront flat',
          leaseStart: '2026-01-01',
          leaseEnd: '2027-06-30',
          status: 'active',
          isCurrent: true,
        },
        {
          id: past.id,
          propertyTitle: 'Old terrace',
          leaseStart: '2024-01-01',
          leaseEnd: '2024-12-31',
          status: 'past',
          isCurrent: false,
        },
        expect.objectContaining({ id: olderPast.id, isCurrent: false }),
      ]);
    });
  });

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
        const res = await t.api({ method: 'GET', url: doc.url, token: tenantUser.token });
        expect(res.statusCode, doc.title).toBe(200);
      }
      for (const hidden of [
        'Landlord notes',
        'Co-tenant statement',
        'Insurance',
        'Other house gas',
        'Old home gas',
      ]) {
        const res = await t.api({
          method: 'GET',
          url: `/api/documents/${docIds[hidden]}/file`,
          token: tenantUser.token,
        });
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

  describe('contact landlord', () => {
    it('checks the subject and message, with the schema’s words', async () => {
      const res = await contact(tenantUser.token, { subject: 'Hi', message: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        subject: 'Subject must be at least 3 characters',
        message: 'Message must be at least 10 characters',
      });
      const extra = await contact(tenantUser.token, {
        subject: 'Dripping tap',
        message: 'The kitchen tap drips all night long.',
        tenancyId: othersTenancy.id,
      });
      expect(extra.statusCode).toBe(400);
    });

    it("logs an inbound e-mail in the tenancy's Communications and e-mails the landlord", async () => {
      const res = await contact(tenantUser.token, {
        subject: '  Heating question ',
        message: 'Could you tell me when the boiler was last serviced?',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Your message has been sent to your landlord.' });

      const rows = await t.db.select().from(communications).where(eq(communications.tenantId, current.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        propertyId: home.id,
        userId: tenantUser.user.id,
        communicationType: 'email',
        direction: 'inbound',
        subject: 'Heating question',
        content: 'Could you tell me when the boiler was last serviced?',
      });

      // The landlord sees it in that tenant's Communications.
      const log = await t.api({
        method: 'GET',
        url: `/api/communications?tenantId=${current.id}`,
        token: landlord.token,
      });
      expect(log.json()).toEqual([
        expect.objectContaining({ subject: 'Heating question', direction: 'inbound' }),
      ]);

      const [mail] = await t.mailsTo(landlord.user.email);
      expect(mail).toBeDefined();
      expect(mail!.subject).toContain('Heating question');
      expect(mail!.textBody).toContain('Could you tell me when the boiler was last serviced?');
      expect(mail!.textBody).toContain(tenantUser.user.email);
      expect(mail!.textBody).toContain('Seren Hughes');
    });

    it('allows 10 messages an hour per tenant, then answers 429', async () => {
      const chatty = await t.signedIn({ userType: 'tenant' });
      const tenancy = await insertTenant(t.db, home.id, { userId: chatty.user.id });
      const payload = { subject: 'Another question', message: 'Just one more thing to ask you about.' };
      for (let i = 0; i < 10; i += 1) expect((await contact(chatty.token, payload)).statusCode).toBe(201);
      const res = await contact(chatty.token, payload);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const logged = await t.db
        .select()
        .from(communications)
        .where(and(eq(communications.tenantId, tenancy.id), eq(communications.userId, chatty.user.id)));
      expect(logged).toHaveLength(10);
      // Another tenant is not held back by it.
      expect((await contact(otherTenantUser.token, payload)).statusCode).toBe(201);
    });
  });
});
