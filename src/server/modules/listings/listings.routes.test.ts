import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWING_THANK_YOU } from '@shared/contact';
import type { Listing } from '@shared/listings';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultRateLimits } from '../../config';
import { contactMessages, propertyPhotos } from '../../db/schema';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';

const AGENCY = 'inbox@agency.example.test';
let n = 0;
const nextAddress = () => `198.51.100.${++n}`;
const ids = (list: Listing[]) => list.map((l) => l.id).sort((a, b) => a - b);

describe('public listings API', () => {
  let t: TestApp;
  let landlord: { id: number; email: string; fullName: string; phone: string | null };
  let listed: { penarth: number; cathays: number; barry: number };
  let hidden: { unlisted: number; occupied: number; underOffer: number; archived: number };

  const get = (url: string) => t.api({ method: 'GET', url });
  const requestViewing = (
    id: number,
    payload: unknown,
    remoteAddress = nextAddress(),
    headers: Record<string, string> = {},
  ) =>
    t.api({
      method: 'POST',
      url: `/api/listings/${id}/viewings`,
      payload: payload as Record<string, unknown>,
      remoteAddress,
      headers,
    });
  const viewingBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Owain Price',
    email: `owain.${++n}@example.test`,
    phone: '07700 900789',
    message: 'Could I see it this week?',
    preferredTimes: 'Weekday evenings after 6pm',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp({
      agencyEmail: AGENCY,
      rateLimits: {
        ...defaultRateLimits,
        viewingPerAddress: { max: 3, windowSeconds: 600 },
        viewingPerEmail: { max: 2, windowSeconds: 600 },
      },
    });
    const user = await t.createUser({ userType: 'landlord', fullName: 'Private Landlord' });
    landlord = { id: user.id, email: user.email, fullName: user.fullName, phone: '07000 111222' };
    const db = t.db;
    const penarth = await insertProperty(db, user.id, {
      title: 'Sea-view flat',
      address: '12 Plymouth Road',
      city: 'Penarth',
      postcode: 'CF64 3DH',
      description: 'The landlord description.',
      listingDescription: 'A bright two-bed flat with views of the bay.',
      bedroomCount: 2,
      bathroomCount: 1,
      price: 95_000,
      epcBand: 'C',
      availableFrom: '2026-03-01',
      isListed: true,
    });
    const cathays = await insertProperty(db, user.id, {
      title: 'Student house',
      address: '4 Salisbury Road',
      city: 'Cardiff',
      postcode: 'CF24 4AA',
      description: 'A five-bed house near the university.',
      bedroomCount: 5,
      bathroomCount: 2,
      price: 225_000,
      isListed: true,
    });
    const barry = await insertProperty(db, user.id, {
      title: 'Island cottage',
      address: '1 Harbour Road, Barry Island',
      city: 'Barry',
      postcode: 'cf623ab',
      description: 'A cottage by the beach.',
      bedroomCount: 3,
      bathroomCount: 1,
      price: 120_000,
      isListed: true,
    });
    listed = { penarth: penarth.id, cathays: cathays.id, barry: barry.id };
    hidden = {
      unlisted: (await insertProperty(db, user.id, { city: 'Penarth', isListed: false })).id,
      occupied: (await insertProperty(db, user.id, { city: 'Penarth', isListed: true, status: 'occupied' }))
        .id,
      underOffer: (
        await insertProperty(db, user.id, { city: 'Penarth', isListed: true, status: 'under_offer' })
      ).id,
      archived: (
        await insertProperty(db, user.id, { city: 'Penarth', isListed: true, archivedAt: new Date() })
      ).id,
    };
    await insertTenant(db, penarth.id, { fullName: 'Secret Tenant', email: 'secret.tenant@example.test' });
    await db.insert(propertyPhotos).values([
      {
        propertyId: penarth.id,
        storageKey: 'photos/private-key-1.webp',
        fileType: 'image/webp',
        width: 1200,
        height: 800,
        altText: 'The living room',
        position: 1,
      },
      {
        propertyId: penarth.id,
        storageKey: 'photos/private-key-2.webp',
        fileType: 'image/webp',
        width: 1200,
        height: 900,
        altText: 'The front',
        position: 0,
        isCover: true,
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists only vacant, listed, non-archived properties, with X-Total-Count, to anyone', async () => {
    const res = await get('/api/listings');
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([listed.penarth, listed.cathays, listed.barry].sort((a, b) => a - b));
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('shows a listing as the public sees it, and nothing private', async () => {
    const list: Listing[] = (await get('/api/listings')).json();
    const penarth = list.find((l) => l.id === listed.penarth)!;
    expect(penarth).toEqual({
      id: listed.penarth,
      title: 'Sea-view flat',
      city: 'Penarth',
      area: 'Penarth',
      postcodeDistrict: 'CF64',
      bedroomCount: 2,
      bathroomCount: 1,
      price: 95_000,
      epcBand: 'C',
      availableFrom: '2026-03-01',
      description: 'A bright two-bed flat with views of the bay.',
      photos: [
        {
          url: expect.stringMatching(/^\/api\/photos\/\d+\/file$/),
          altText: 'The front',
          width: 1200,
          height: 900,
          isCover: true,
        },
        {
          url: expect.stringMatching(/^\/api\/photos\/\d+\/file$/),
          altText: 'The living room',
          width: 1200,
          height: 800,
          isCover: false,
        },
      ],
    });
    const cathays = list.find((l) => l.id === listed.cathays)!;
    expect(cathays).toMatchObject({
      description: 'A five-bed house near the university.',
      epcBand: null,
      photos: [],
    });
    expect(list.find((l) => l.id === listed.barry)!.postcodeDistrict).toBe('CF62');

    for (const body of [
      (await get('/api/listings')).body,
      (await get(`/api/listings/${listed.penarth}`)).body,
    ]) {
      for (const secret of [
        'landlordId',
        landlord.email,
        landlord.fullName,
        'Plymouth Road',
        'Salisbury Road',
        '3DH',
        'Secret Tenant',
        'secret.tenant',
        'private-key',
        'storageKey',
        'tenants',
        'hasGasSupply',
      ]) {
        expect(body, secret).not.toContain(secret);
      }
    }
  });

  it('searches by area in the city, address or postcode, whatever the case', async () => {
    const byArea = async (area: string) =>
      ids((await get(`/api/listings?area=${encodeURIComponent(area)}`)).json());
    expect(await byArea('penarth')).toEqual([listed.penarth]);
    expect(await byArea('CARDIFF')).toEqual([listed.cathays]);
    expect(await byArea('barry island')).toEqual([listed.barry]);
    expect(await byArea('cf64')).toEqual([listed.penarth]);
    expect(await byArea('Swansea')).toEqual([]);
    // An area named as two places ('Pontcanna & Canton') finds homes in either.
    expect(await byArea('Penarth & Barry')).toEqual([listed.penarth, listed.barry].sort((a, b) => a - b));
    expect(await byArea('Swansea and Salisbury Road')).toEqual([listed.cathays]);
    // Wildcards typed by a person are literal.
    expect(await byArea('%')).toEqual([]);
  });

  it('filters by bedrooms and maximum rent in pence, and pages', async () => {
    expect(ids((await get('/api/listings?minBedrooms=3')).json())).toEqual(
      [listed.cathays, listed.barry].sort((a, b) => a - b),
    );
    expect(ids((await get('/api/listings?maxRent=120000')).json())).toEqual(
      [listed.penarth, listed.barry].sort((a, b) => a - b),
    );
    expect(ids((await get('/api/listings?minBedrooms=3&maxRent=120000')).json())).toEqual([listed.barry]);

    const page = await get('/api/listings?limit=2&offset=2');
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
    const filteredPage = await get('/api/listings?minBedrooms=3&limit=1');
    expect(filteredPage.json()).toHaveLength(1);
    expect(filteredPage.headers['x-total-count']).toBe('2');

    for (const bad of [
      'minBedrooms=-1',
      'minBedrooms=two',
      'maxRent=0',
      'maxRent=9.5',
      'limit=0',
      'limit=501',
      'offset=-1',
    ]) {
      const res = await get(`/api/listings?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('serves one listing, and 404 for one not listed, not vacant, archived or missing', async () => {
    const res = await get(`/api/listings/${listed.penarth}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: listed.penarth,
      title: 'Sea-view flat',
      postcodeDistrict: 'CF64',
    });
    for (const id of [...Object.values(hidden), 999_999]) {
      const missing = await get(`/api/listings/${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json().code).toBe('not_found');
    }
    expect((await get('/api/listings/abc')).statusCode).toBe(400);
  });

  it('stores a viewing request for the inbox and e-mails the agency', async () => {
    const body = viewingBody();
    const res = await requestViewing(listed.penarth, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: VIEWING_THANK_YOU });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({
      kind: 'viewing',
      name: 'Owain Price',
      phone: '07700 900789',
      inquiryType: 'tenant',
      message: 'Could I see it this week?',
      preferredTimes: 'Weekday evenings after 6pm',
      propertyId: listed.penarth,
      handledAt: null,
    });

    const [mail] = (await t.mailsTo(AGENCY)).filter((m) => m.textBody.includes(body.email));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Viewing request: Sea-view flat from Owain Price');
    expect(mail!.textBody).toContain('Weekday evenings after 6pm');
    expect(mail!.textBody).toContain(`/listings/${listed.penarth}`);
    expect(mail!.template).toBe('viewing-request');

    // It arrives in the admin inbox with the listing's title.
    const admin = await t.signedIn({ userType: 'admin' });
    const inbox = await t.call('GET', '/api/admin/messages?kind=viewing', admin.token);
    expect(inbox.json().find((m: { id: number }) => m.id === row!.id)).toMatchObject({
      propertyTitle: 'Sea-view flat',
      preferredTimes: 'Weekday evenings after 6pm',
    });
  });

  it('acknowledges a viewing request to the visitor, in English without Content-Language: cy', async () => {
    const body = viewingBody();
    expect((await requestViewing(listed.penarth, body)).statusCode).toBe(201);
    const acks = await t.mailsTo(body.email);
    expect(acks).toHaveLength(1);
    expect(acks[0]!.template).toBe('viewing-acknowledgement');
    expect(acks[0]!.subject).toBe('We have your viewing request for Sea-view flat');
    expect(acks[0]!.textBody).toContain('Hello Owain Price,');
    expect(acks[0]!.textBody).toContain(
      'Thank you for asking to view Sea-view flat. We will be in touch within one business day to arrange a time.',
    );
    // Like the contact form's, it does not echo the visitor's words back.
    expect(acks[0]!.textBody).not.toContain(body.message);
    expect(acks[0]!.textBody).not.toContain(body.preferredTimes);
  });

  it('acknowledges in Welsh a viewing asked for from the Welsh page; the agency’s copy stays English', async () => {
    const body = viewingBody();
    const res = await requestViewing(listed.penarth, body, nextAddress(), { 'content-language': 'cy' });
    expect(res.statusCode).toBe(201);
    const [ack] = await t.mailsTo(body.email, 'viewing-acknowledgement');
    expect(ack!.subject).toBe('Rydyn ni wedi cael eich cais i weld Sea-view flat');
    expect(ack!.textBody).toContain('Helo Owain Price,');
    expect(ack!.textBody).toContain('Diolch am ofyn am gael gweld Sea-view flat.');
    expect(ack!.textBody).not.toMatch(/Hello|Thank you|You receive/);
    expect(ack!.htmlBody).toContain('<html lang="cy">');
    const [toAgency] = (await t.mailsTo(AGENCY, 'viewing-request')).filter((m) =>
      m.textBody.includes(body.email),
    );
    expect(toAgency!.subject).toBe('Viewing request: Sea-view flat from Owain Price');
  });

  it('takes a viewing request with only a name and an e-mail', async () => {
    const body = { name: 'Short Form', email: `short.${++n}@example.test` };
    expect((await requestViewing(listed.barry, body)).statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ message: '', phone: null, preferredTimes: null, propertyId: listed.barry });
  });

  it('answers 404 for a property that is not a public listing, and stores nothing', async () => {
    for (const id of [...Object.values(hidden), 999_999]) {
      const body = viewingBody();
      const res = await requestViewing(id, body);
      expect(res.statusCode, String(id)).toBe(404);
      expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email))).toEqual(
        [],
      );
    }
  });

  it('answers 400 with field messages, and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await requestViewing(listed.penarth, {
      name: 'A',
      email: 'nope',
      preferredTimes: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      preferredTimes: 'Preferred times must be at most 500 characters',
    });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('throttles viewing requests per address and per e-mail with 429 and Retry-After', async () => {
    const address = nextAddress();
    for (let i = 0; i < 3; i++)
      expect((await requestViewing(listed.cathays, viewingBody(), address)).statusCode).toBe(201);
    const blocked = await requestViewing(listed.cathays, viewingBody(), address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const email = `keen.${++n}@example.test`;
    expect((await requestViewing(listed.cathays, viewingBody({ email }))).statusCode).toBe(201);
    expect((await requestViewing(listed.barry, viewingBody({ email }))).statusCode).toBe(201);
    const again = await requestViewing(listed.penarth, viewingBody({ email }));
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('rate_limited');
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(2);
  });
});
