/** Inspections (CONTRACT.md §8): booking with notice, the checklist, photos, the PDF and the tenant's view. */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALARMS_REQUIRED,
  NOTICE_TOO_SHORT,
  ROOMS_REQUIRED,
  SCHEDULED_IN_PAST,
  type Inspection,
  type InspectionUpdateInput,
} from '@shared/inspections';
import { PHOTO_UNSUPPORTED } from '@shared/uploads';
import { insertProperty, insertTenant, landlordWithTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { image, multipart, type Part } from '../../../../tests/setup/uploads';
import {
  CANCELLED_IS_FINAL,
  COMPLETED_CANNOT_BE_CANCELLED,
  EDIT_CONFLICT_MESSAGE,
} from './inspections.service';
import { REPORT_NOT_READY } from './inspection-report.service';

const HOUR = 3600_000;
const t = await createTestApp();
afterAll(() => t.close());

const { landlord, tenant, property, tenancy } = await landlordWithTenant(t, {
  landlord: { fullName: 'Gareth Morgan' },
  tenant: { fullName: 'Seren Hughes' },
  property: { title: 'Ty Gwyn', address: '4 Heol y Llan' },
});
const other = await t.signedIn({ userType: 'landlord' });
const otherTenant = await t.signedIn({ userType: 'tenant' });
const admin = await t.signedIn({ userType: 'admin', fullName: 'Agency Desk' });
const otherProperty = await insertProperty(t.db, other.user.id);
await insertTenant(t.db, otherProperty.id, { userId: otherTenant.user.id });

const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const book = (body: unknown, token = landlord.token, propertyId = property.id) =>
  t.call('POST', `/api/properties/${propertyId}/inspections`, token, body);
async function booked(type = 'check_in', hours = 48, propertyId = property.id): Promise<Inspection> {
  const res = await book({ type, scheduledAt: inHours(hours) }, landlord.token, propertyId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Inspection>();
}
const save = (i: Inspection, changes: Partial<InspectionUpdateInput>, token = landlord.token) =>
  t.call('PUT', `/api/inspections/${i.id}`, token, { ...i, ...changes });
const checklist = (condition = 'good'): Partial<InspectionUpdateInput> => ({
  rooms: [
    {
      name: 'Kitchen',
      items: [
        { name: 'Oven', condition: condition as 'good', notes: 'Clean inside' },
        { name: 'Worktops', condition: 'excellent' },
      ],
      notes: 'Freshly painted',
    },
    { name: 'Bedroom 1', items: [{ name: 'Carpet', condition: 'fair', notes: null }] },
  ],
  meterReadings: { electricity: '012345', gas: '4567.8', water: null },
  alarms: [
    { kind: 'smoke', location: 'Hallway', working: true },
    { kind: 'carbon_monoxide', location: 'Kitchen', working: false },
  ],
  notes: 'Keys: two front door, one back door.',
});
const png = async (fields: Record<string, string> = { room: 'Kitchen', item: 'Oven' }): Promise<Part[]> => [
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  { name: 'file', filename: 'oven.png', contentType: 'image/png', data: await image('png', 320, 240) },
];
const upload = (id: number, parts: Part[], token = landlord.token) =>
  t.api({ method: 'POST', url: `/api/inspections/${id}/photos`, token, ...multipart(parts) });
async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('booking an inspection', () => {
  it('refuses a bad body with the field named', async () => {
    const res = await book({ type: 'annual', scheduledAt: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['type', 'scheduledAt']));
    expect((await book({ type: 'periodic' })).statusCode).toBe(400);
    expect((await book({ type: 'periodic', scheduledAt: inHours(48), propertyId: 9 })).statusCode).toBe(400);
  });

  it("needs 24 hours' notice to the tenant unless they agreed, and e-mails them the notice", async () => {
    const short = await book({ type: 'periodic', scheduledAt: inHours(23) });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ scheduledAt: NOTICE_TOO_SHORT });

    const agreed = await book({ type: 'periodic', scheduledAt: inHours(2), tenantAgreed: true });
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect(agreed.json<Inspection>()).toMatchObject({ tenantAgreed: true, tenantId: tenancy.id });

    const before = Date.now();
    const res = await book({ type: 'periodic', scheduledAt: inHours(25) });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Inspection>();
    expect(created).toMatchObject({
      propertyId: property.id,
      propertyTitle: 'Ty Gwyn',
      tenantId: tenancy.id,
      tenantName: 'Seren Hughes',
      type: 'periodic',
      status: 'scheduled',
      tenantAgreed: false,
      rooms: [],
      alarms: [],
      photos: [],
      version: 1,
      reportUrl: `/api/inspections/${created.id}/report`,
    });
    expect(Date.parse(created.noticeGivenAt!)).toBeGreaterThanOrEqual(before - 1000);
    const mails = await t.mailsTo(tenancy.email, 'inspection_scheduled');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain('Notice of periodic inspection: Ty Gwyn');
    expect(mails[0]!.textBody).toContain("at least 24 hours' notice");
    expect(mails[1]!.textBody).toContain('This is the time you agreed with us.');

    expect(
      (await book({ type: 'periodic', scheduledAt: inHours(-24 * 8), tenantAgreed: true })).json(),
    ).toMatchObject({
      errors: { scheduledAt: SCHEDULED_IN_PAST },
    });
  });

  it('books an empty home at any time, with nobody to tell', async () => {
    const empty = await insertProperty(t.db, landlord.user.id);
    await insertTenant(t.db, empty.id, { status: 'past' });
    const res = await book({ type: 'check_in', scheduledAt: inHours(1) }, landlord.token, empty.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Inspection>()).toMatchObject({ tenantId: null, tenantName: null, noticeGivenAt: null });
  });

  it("lists a property's inspections for its landlord and an admin; another landlord is told it does not exist", async () => {
    const i = await booked('check_in', 72);
    const list = await t.call('GET', `/api/properties/${property.id}/inspections`, landlord.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<Inspection[]>().map((x) => x.id)).toContain(i.id);
    expect(Number(list.headers['x-total-count'])).toBe(list.json<Inspection[]>().length);
    expect((await t.call('GET', `/api/properties/${property.id}/inspections`, admin.token)).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', `/api/properties/${property.id}/inspections`, other.token)).statusCode).toBe(
      404,
    );
    expect((await book({ type: 'check_in', scheduledAt: inHours(48) }, other.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/properties/${property.id}/inspections`, tenant.token)).statusCode).toBe(
      403,
    );
    for (const [method, url] of [
      ['GET', `/api/inspections/${i.id}`],
      ['GET', `/api/inspections/${i.id}/report`],
    ] as const) {
      expect((await t.call(method, url, other.token)).statusCode, url).toBe(404);
      expect((await t.call(method, url, otherTenant.token)).statusCode, url).toBe(404);
    }
    expect((await save(i, checklist(), other.token)).statusCode).toBe(404);
    expect((await upload(i.id, await png(), other.token)).statusCode).toBe(404);
  });
});

describe('recording an inspection', () => {
  it('saves rooms, items, meters and alarm tests, and a stale version is a 409 with the current record', async () => {
    const i = await booked();
    const first = await save(i, checklist());
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<Inspection>();
    expect(saved).toMatchObject({ ...checklist(), version: 2, status: 'scheduled' });
    expect(saved.rooms[1]!.notes).toBeNull();

    // A second editor who read version 1 cannot overwrite the first.
    const stale = await save(i, { rooms: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edit_conflict',
      message: EDIT_CONFLICT_MESSAGE,
      current: { version: 2, rooms: saved.rooms },
    });
    const reread = await t.call('GET', `/api/inspections/${i.id}`, landlord.token);
    expect(reread.json<Inspection>().rooms).toEqual(saved.rooms);
    // The admin saves from the latest.
    const byAdmin = await save(saved, { notes: 'Checked by the agency.' }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Inspection>().version).toBe(3);
  });

  it('refuses a bad checklist with the field named', async () => {
    const i = await booked();
    const bad = await save(i, {
      rooms: [{ name: 'Kitchen', items: [{ name: 'Oven', condition: 'broken' as 'good' }] }],
    });
    expect(bad.statusCode).toBe(400);
    const meters = await save(i, { meterReadings: { electricity: 'about 12', gas: null, water: null } });
    expect(meters.statusCode).toBe(400);
    const alarm = await save(i, { alarms: [{ kind: 'smoke', location: '', working: true }] });
    expect(alarm.statusCode).toBe(400);
    const readOnly = await save(i, { type: 'check_out' } as Partial<InspectionUpdateInput>);
    expect(readOnly.statusCode).toBe(400);
    expect(tenant.token).toBeTruthy();
    expect((await save(i, checklist(), tenant.token)).statusCode).toBe(403);
  });

  it('completes only with rooms and a smoke alarm test, then tells the tenant the report is ready', async () => {
    const i = await booked('check_in');
    const empty = await save(i, { status: 'completed' });
    expect(empty.json()).toMatchObject({ errors: { rooms: ROOMS_REQUIRED } });
    const noAlarms = await save(i, { ...checklist(), alarms: [], status: 'completed' });
    expect(noAlarms.json()).toMatchObject({ errors: { alarms: ALARMS_REQUIRED } });
    const done = await save(i, { ...checklist(), status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Inspection>()).toMatchObject({ status: 'completed', completedByName: 'Gareth Morgan' });
    const [mail] = await t.mailsTo(tenancy.email, 'inspection_completed');
    expect(mail!.subject).toBe('Your check-in inspection report for Ty Gwyn');
    expect(mail!.textBody).toContain('within 7 days');
    const cancel = await save(done.json<Inspection>(), { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(COMPLETED_CANNOT_BE_CANCELLED);
  });

  it('cancels a booked visit, tells the tenant, and keeps it as it is from then on', async () => {
    const i = await booked('periodic');
    const res = await save(i, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(await t.mailsTo(tenancy.email, 'inspection_cancelled')).toHaveLength(1);
    const again = await save(res.json<Inspection>(), checklist());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CANCELLED_IS_FINAL);
  });
});

describe('photos', () => {
  it('stores a photo of a room and item, shown to the landlord, an admin and the tenant only', async () => {
    const i = await booked();
    const res = await upload(i.id, await png({ room: 'Kitchen', item: 'Oven', caption: 'Oven door' }));
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ room: 'Kitchen', item: 'Oven', caption: 'Oven door' });
    expect(photo.url).toBe(`/api/inspections/${i.id}/photos/${photo.id}`);
    for (const who of [landlord, admin, tenant]) {
      const file = await t.call('GET', photo.url, who.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    for (const who of [other, otherTenant])
      expect((await t.call('GET', photo.url, who.token)).statusCode).toBe(404);
    expect((await t.call('GET', photo.url)).statusCode).toBe(401);
    const listed = await t.call('GET', `/api/inspections/${i.id}`, tenant.token);
    expect(listed.json<Inspection>().photos).toEqual([photo]);
    const elsewhere = await booked();
    expect(
      (await t.call('GET', `/api/inspections/${elsewhere.id}/photos/${photo.id}`, landlord.token)).statusCode,
    ).toBe(404);

    expect((await t.call('DELETE', photo.url, tenant.token)).statusCode).toBe(403);
    expect((await t.call('DELETE', photo.url, other.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', photo.url, landlord.token)).statusCode).toBe(204);
    expect((await t.call('GET', photo.url, landlord.token)).statusCode).toBe(404);
  });

  it('needs a room and a real picture; a tenant may not add one', async () => {
    const i = await booked();
    const noRoom = await upload(i.id, await png({}));
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.json().errors).toHaveProperty('room');
    const text = await upload(i.id, [
      { name: 'room', value: 'Kitchen' },
      { name: 'file', filename: 'oven.jpg', contentType: 'image/jpeg', data: Buffer.from('not a picture') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(PHOTO_UNSUPPORTED);
    expect((await upload(i.id, [{ name: 'room', value: 'Kitchen' }])).statusCode).toBe(400);
    expect((await upload(i.id, await png(), tenant.token)).statusCode).toBe(403);
  });
});

describe('the report', () => {
  it('is a PDF with the rooms, meters and alarms; the tenant gets it once completed', async () => {
    const i = await booked('check_in');
    expect((await upload(i.id, await png())).statusCode).toBe(201);
    const draft = await t.call('GET', `/api/inspections/${i.id}/report`, landlord.token);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-type']).toBe('application/pdf');
    expect(draft.headers['content-disposition']).toMatch(/^attachment; filename="check-in-inspection-\d+-/);
    expect(draft.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(draft.rawPayload)).toContain('Draft: this inspection is not completed yet');
    // The photo is in it as a thumbnail.
    expect(draft.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    const early = await t.call('GET', `/api/inspections/${i.id}/report`, tenant.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REPORT_NOT_READY);

    // Sent back as read after the upload (its photos are read-only fields compared with the record).
    const withPhoto = (await t.call('GET', `/api/inspections/${i.id}`, landlord.token)).json<Inspection>();
    expect((await save(withPhoto, { ...checklist(), status: 'completed' })).statusCode).toBe(200);
    for (const who of [tenant, admin, landlord]) {
      const res = await t.call('GET', `/api/inspections/${i.id}/report`, who.token);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Check-in inspection report');
      expect(text).toContain('Ty Gwyn');
      expect(text).toContain('Seren Hughes');
      expect(text).toContain('Gareth Morgan');
      expect(text).toContain('Kitchen');
      expect(text).toContain('Oven');
      expect(text).toContain('Good. Clean inside');
      expect(text).toContain('012345');
      expect(text).toContain('Smoke alarm: Hallway');
      expect(text).toContain('NOT WORKING');
      expect(text).not.toContain('Draft');
    }
    expect((await t.call('GET', `/api/inspections/${i.id}/report`, otherTenant.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/inspections/${i.id}/report`)).statusCode).toBe(401);
  });

  it("puts a check-out beside the tenancy's check-in, item by item", async () => {
    const home = await landlordWithTenant(t, { property: { title: 'Flat 2' } });
    const checkInRes = await t.call(
      'POST',
      `/api/properties/${home.property.id}/inspections`,
      home.landlord.token,
      {
        type: 'check_in',
        scheduledAt: inHours(30),
      },
    );
    const checkIn = checkInRes.json<Inspection>();
    await t.call('PUT', `/api/inspections/${checkIn.id}`, home.landlord.token, {
      ...checkIn,
      ...checklist('good'),
      status: 'completed',
    });
    const outRes = await t.call(
      'POST',
      `/api/properties/${home.property.id}/inspections`,
      home.landlord.token,
      {
        type: 'check_out',
        scheduledAt: inHours(60),
      },
    );
    const out = outRes.json<Inspection>();
    expect(out.checkInId).toBe(checkIn.id);
    const rooms = checklist('damaged').rooms!;
    const done = await t.call('PUT', `/api/inspections/${out.id}`, home.landlord.token, {
      ...out,
      ...checklist('damaged'),
      rooms: [
        { ...rooms[0]!, items: [{ name: 'oven', condition: 'damaged', notes: 'Door hinge broken' }] },
        { name: 'Garden', items: [{ name: 'Shed', condition: 'poor' }] },
      ],
      status: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const res = await t.call('GET', `/api/inspections/${out.id}/report`, home.tenant.token);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Check-out inspection report');
    expect(text).toContain('Compared with check-in');
    expect(text).toContain('Kitchen: Oven');
    expect(text).toContain('Good → Damaged (Worse). Door hinge broken');
    expect(text).toContain('Excellent → — (Not in check-out)');
    expect(text).toContain('Garden: Shed');
    expect(text).toContain('(Not in check-in)');
  });
});

describe("the tenant's view", () => {
  it('lists their own inspections; another tenant sees none of them', async () => {
    const i = await booked('periodic', 26);
    const mine = await t.call('GET', '/api/tenant/inspections', tenant.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Inspection[]>().map((x) => x.id)).toContain(i.id);
    const byTenancy = await t.call('GET', `/api/tenant/inspections?tenancyId=${tenancy.id}`, tenant.token);
    expect(byTenancy.json<Inspection[]>().map((x) => x.id)).toContain(i.id);
    const theirs = await t.call('GET', '/api/tenant/inspections', otherTenant.token);
    expect(theirs.json<Inspection[]>().map((x) => x.id)).not.toContain(i.id);
    expect(
      (await t.call('GET', `/api/tenant/inspections?tenancyId=${tenancy.id}`, otherTenant.token)).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/tenant/inspections', landlord.token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/inspections/${i.id}`, tenant.token)).json<Inspection>().id).toBe(i.id);
    expect((await t.call('GET', `/api/inspections/${i.id}`, otherTenant.token)).statusCode).toBe(404);
  });

  it('shows a booked visit among the upcoming events of their dashboard', async () => {
    await booked('periodic', 50);
    const events = await t.call('GET', '/api/tenant/events', tenant.token);
    expect(events.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'inspection', title: 'Periodic inspection' })]),
    );
  });
});
