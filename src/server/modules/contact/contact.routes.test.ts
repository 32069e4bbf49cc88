import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANK_YOU } from '@shared/contact';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultRateLimits } from '../../config';
import { contactMessages, outbox } from '../../db/schema';
import { insertProperty } from '../../../../tests/setup/factories';

const AGENCY = 'inbox@agency.example.test';
let n = 0;
/** Each test sends from its own address, so the throttles of one do not touch another. */
const nextAddress = () => `203.0.113.${++n}`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carys Jones',
  email: `carys.${n}.${Math.random().toString(36).slice(2, 6)}@example.test`,
  phone: '07700 900456',
  inquiryType: 'landlord',
  message: 'I have a flat in Penarth to let. Could you call me?',
  ...overrides,
});

describe('contact form API', () => {
  let t: TestApp;
  const send = (payload: unknown, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
    t.api({
      method: 'POST',
      url: '/api/contact',
      payload: payload as Record<string, unknown>,
      remoteAddress,
      headers,
    });
  const messagesFrom = (email: string) =>
    t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  beforeAll(async () => {
    t = await createTestApp({
      agencyEmail: AGENCY,
      rateLimits: {
        ...defaultRateLimits,
        contactPerAddress: { max: 3, windowSeconds: 600 },
        contactPerEmail: { max: 2, windowSeconds: 600 },
      },
    });
  });
  afterAll(() => t.close());

  it('stores the message, answers 201 with the thank-you, and queues both e-mails', async () => {
    const body = validBody();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_THANK_YOU });

    const [row] = await messagesFrom(body.email);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Carys Jones',
      phone: '07700 900456',
      inquiryType: 'landlord',
      message: body.message,
      propertyId: null,
      handledAt: null,
      handledBy: null,
    });

    const toAgency = (await t.mailsTo(AGENCY)).filter((m) => m.textBody.includes(body.email));
    expect(toAgency).toHaveLength(1);
    expect(toAgency[0]!.subject).toBe('New contact message (Landlord Services) from Carys Jones');
    expect(toAgency[0]!.textBody).toContain(body.message);
    expect(toAgency[0]!.textBody).toContain(`reply to ${body.email}`);
    expect(toAgency[0]!.textBody).toContain('07700 900456');
    expect(toAgency[0]!.template).toBe('contact-message');

    const toSender = await t.mailsTo(body.email);
    expect(toSender).toHaveLength(1);
    expect(toSender[0]!.subject).toBe('We have received your message');
    expect(toSender[0]!.textBody).toContain('Hello Carys Jones,');
    // The acknowledgement does not echo the message back (the form must not relay text to others).
    expect(toSender[0]!.textBody).not.toContain(body.message);
  });

  it('acknowledges in Welsh a message sent from the Welsh page (Content-Language: cy); the agency’s copy stays English', async () => {
    const body = validBody({ name: 'Carys Jones' });
    expect((await send(body, nextAddress(), { 'content-language': 'cy' })).statusCode).toBe(201);
    const [ack] = await t.mailsTo(body.email, 'contact-acknowledgement');
    expect(ack!.subject).toBe('Rydyn ni wedi cael eich neges');
    expect(ack!.textBody).toContain('Helo Carys Jones,');
    expect(ack!.textBody).toContain('Diolch am gysylltu â ni.');
    expect(ack!.textBody).toContain("Os yw'n fater brys, ffoniwch ni ar 029 2051 2345.");
    expect(ack!.textBody).not.toMatch(/Hello|Thank you|You receive/);
    expect(ack!.htmlBody).toContain('<html lang="cy">');
    const [toAgency] = (await t.mailsTo(AGENCY, 'contact-message')).filter((m) =>
      m.textBody.includes(body.email),
    );
    expect(toAgency!.subject).toBe('New contact message (Landlord Services) from Carys Jones');
    expect(toAgency!.htmlBody).toContain('<html lang="en-GB">');
  });

  it('acknowledges in English without the header, or with any other value than "cy"', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { 'content-language': 'en' },
      { 'content-language': 'cy-GB' },
      { 'content-language': 'fr, cy' },
    ];
    for (const headers of headerSets) {
      const body = validBody();
      expect((await send(body, nextAddress(), headers)).statusCode).toBe(201);
      const [ack] = await t.mailsTo(body.email, 'contact-acknowledgement');
      expect(ack!.subject, JSON.stringify(headers)).toBe('We have received your message');
      expect(ack!.textBody).toContain('Hello Carys Jones,');
      expect(ack!.textBody).toContain(
        'Thank you for contacting us. We reply to e-mails within one business day.',
      );
    }
  });

  it('takes the phone as optional, and an empty one as none', async () => {
    for (const phone of [undefined, '', null]) {
      const body = validBody({ phone, inquiryType: 'general' });
      const res = await send(body);
      expect(res.statusCode, String(phone)).toBe(201);
      const [row] = await messagesFrom(body.email);
      expect(row!.phone).toBeNull();
    }
  });

  it('refuses line breaks in a name (CONTRACT.md §5), so none can reach a subject line', async () => {
    const body = validBody({ name: 'Evil\r\nBcc: x@example.test' });
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('name');
    expect((await t.mailsTo(AGENCY)).filter((m) => m.textBody.includes(body.email))).toHaveLength(0);
  });

  it("answers 400 with each field's SPEC.md message under errors, and stores nothing", async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const outboxBefore = (await t.db.select().from(outbox)).length;

    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_error');
    expect(empty.json().errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      inquiryType: 'Please select an inquiry type',
      message: 'Message must be at least 10 characters',
    });

    const bad = await send({
      name: ' A ',
      email: 'not-an-email',
      inquiryType: 'landlords',
      message: 'too short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      inquiryType: 'Please select an inquiry type',
      message: 'Message must be at least 10 characters',
    });

    const one = await send(validBody({ message: '   short   ' }));
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({
      message: 'Message must be at least 10 characters',
      errors: { message: 'Message must be at least 10 characters' },
    });

    const notJson = await t.api({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: nextAddress(),
    });
    expect(notJson.statusCode).toBe(400);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
    expect((await t.db.select().from(outbox)).length).toBe(outboxBefore);
  });

  it('throttles one address with 429 and Retry-After, and stores nothing more', async () => {
    const address = nextAddress();
    for (let i = 0; i < 3; i++) expect((await send(validBody(), address)).statusCode).toBe(201);
    const body = validBody();
    const res = await send(body, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesFrom(body.email)).toHaveLength(0);
    expect(await t.mailsTo(body.email)).toHaveLength(0);
    // Another address is not affected.
    expect((await send(validBody())).statusCode).toBe(201);
  });

  it('throttles one e-mail address from any number of places, whatever its case', async () => {
    const email = `often.${Date.now()}@example.test`;
    expect((await send(validBody({ email }))).statusCode).toBe(201);
    expect((await send(validBody({ email: email.toUpperCase() }))).statusCode).toBe(201);
    const res = await send(validBody({ email }));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await t.mailsTo(email)).toHaveLength(1);
  });

  it('does not count a refused (400) message against the address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await send({}, address)).statusCode).toBe(400);
    expect((await send(validBody(), address)).statusCode).toBe(201);
  });
});

describe('admin inbox API', () => {
  let t: TestApp;
  let admin: { user: { id: number; fullName: string }; token: string };
  let landlordToken: string;
  let tenantToken: string;
  let ids: { first: number; second: number; viewing: number };
  let propertyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn({ userType: 'admin', fullName: 'Ada Admin' });
    const landlord = await t.signedIn({ userType: 'landlord' });
    landlordToken = landlord.token;
    tenantToken = (await t.signedIn({ userType: 'tenant' })).token;
    propertyId = (await insertProperty(t.db, landlord.user.id, { title: 'Flat with a view' })).id;
    const base = { email: 'someone@example.test', inquiryType: 'general' as const, message: 'Hello there!' };
    const rows = await t.db
      .insert(contactMessages)
      .values([
        { ...base, name: 'First', createdAt: new Date('2026-01-01T10:00:00Z') },
        { ...base, name: 'Second', createdAt: new Date('2026-01-02T10:00:00Z') },
        {
          ...base,
          name: 'Viewer',
          kind: 'viewing',
          inquiryType: 'tenant',
          propertyId,
          preferredTimes: 'Weekday evenings',
          createdAt: new Date('2026-01-03T10:00:00Z'),
        },
      ])
      .returning();
    ids = { first: rows[0]!.id, second: rows[1]!.id, viewing: rows[2]!.id };
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to a landlord or tenant, and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/messages', undefined],
      ['PATCH', `/api/admin/messages/${ids.first}`, { handled: true }],
      ['PATCH', `/api/admin/messages/${ids.first}`, { handled: 'nonsense' }],
    ] as const) {
      const out = await t.call(method, url, undefined, payload);
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      for (const token of [landlordToken, tenantToken]) {
        const res = await t.call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, ids.first));
    expect(row!.handledAt).toBeNull();
  });

  it('lists newest first with X-Total-Count and the property title of a viewing', async () => {
    const res = await t.call('GET', '/api/admin/messages', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const list = res.json();
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Viewer', 'Second', 'First']);
    expect(list[0]).toMatchObject({
      id: ids.viewing,
      kind: 'viewing',
      propertyId,
      propertyTitle: 'Flat with a view',
      preferredTimes: 'Weekday evenings',
      handledAt: null,
      handledBy: null,
      createdAt: '2026-01-03T10:00:00.000Z',
    });
    expect(list[1]).toMatchObject({ kind: 'contact', propertyId: null, propertyTitle: null });
  });

  it('filters by kind and handled, and pages with limit and offset', async () => {
    const viewings = await t.call('GET', '/api/admin/messages?kind=viewing', admin.token);
    expect(viewings.json().map((m: { id: number }) => m.id)).toEqual([ids.viewing]);
    expect(viewings.headers['x-total-count']).toBe('1');

    const page = await t.call('GET', '/api/admin/messages?kind=contact&limit=1&offset=1', admin.token);
    expect(page.json().map((m: { id: number }) => m.id)).toEqual([ids.first]);
    expect(page.headers['x-total-count']).toBe('2');

    const past = await t.call('GET', '/api/admin/messages?offset=10', admin.token);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');

    for (const bad of ['kind=other', 'handled=maybe', 'limit=0', 'limit=501', 'offset=-1']) {
      const res = await t.call('GET', `/api/admin/messages?${bad}`, admin.token);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('marks a message handled by the admin, and clears it again', async () => {
    const marked = await t.call('PATCH', `/api/admin/messages/${ids.second}`, admin.token, { handled: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      id: ids.second,
      handledBy: admin.user.id,
      handledByName: 'Ada Admin',
    });
    expect(Date.now() - new Date(marked.json().handledAt).getTime()).toBeLessThan(60_000);

    const handled = await t.call('GET', '/api/admin/messages?handled=true', admin.token);
    expect(handled.json().map((m: { id: number }) => m.id)).toEqual([ids.second]);
    const open = await t.call('GET', '/api/admin/messages?handled=false', admin.token);
    expect(open.json().map((m: { id: number }) => m.id)).toEqual([ids.viewing, ids.first]);
    expect(open.headers['x-total-count']).toBe('2');

    const cleared = await t.call('PATCH', `/api/admin/messages/${ids.second}`, admin.token, {
      handled: false,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ handledAt: null, handledBy: null, handledByName: null });
  });

  it('answers 404 for a message that does not exist and 400 for a bad body', async () => {
    const missing = await t.call('PATCH', '/api/admin/messages/999999', admin.token, { handled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    for (const payload of [{}, { handled: 'yes' }, { handled: true, extra: 1 }]) {
      const res = await t.call('PATCH', `/api/admin/messages/${ids.first}`, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await t.call('PATCH', '/api/admin/messages/abc', admin.token, { handled: true })).statusCode,
    ).toBe(400);
  });

  it('keeps a viewing request when its property is deleted, without a title', async () => {
    const landlordId = (await t.createUser({ userType: 'landlord' })).id;
    const { properties } = await import('../../db/schema');
    const gone = await insertProperty(t.db, landlordId, { title: 'Soon gone' });
    const [msg] = await t.db
      .insert(contactMessages)
      .values({
        kind: 'viewing',
        name: 'Late Viewer',
        email: 'late@example.test',
        inquiryType: 'tenant',
        message: '',
        propertyId: gone.id,
      })
      .returning();
    await t.db.delete(properties).where(eq(properties.id, gone.id));
    const res = await t.call('GET', '/api/admin/messages?kind=viewing', admin.token);
    expect(res.json().find((m: { id: number }) => m.id === msg!.id)).toMatchObject({
      propertyId: null,
      propertyTitle: null,
    });
  });
});
