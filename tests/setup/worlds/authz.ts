/**
 * The authorization matrix's world (tests/api/authz-matrix.test.ts): two landlords, each with a
 * home and a tenancy whose tenant has an account, and an admin. Every kind of record a route can
 * name exists once for landlord A (the shared ids), and `fresh` makes another of any kind for a
 * caller allowed to change or delete it, so no request spoils the records the next one needs.
 */
import crypto from 'node:crypto';
import {
  contactMessages,
  imageUsage,
  inspectionPhotos,
  inspections,
  landlordDocuments,
  maintenancePhotos,
  propertyPhotos,
  statementDeductions,
  statementImports,
  statementLines,
  websiteImages,
} from '../../../src/server/db/schema';
import {
  insertApplication,
  insertCommunication,
  insertContractor,
  insertDocument,
  insertPayment,
  insertProperty,
  insertRequest,
  insertTenant,
  queueEmail,
} from '../factories';
import { createSession } from '../../../src/server/modules/auth/session.service';
import type { Signed, TestApp } from '../test-app';
import { image, PDF } from '../uploads';

/** The callers of every route, in the table's column order. */
export const ACTORS = ['anonymous', 'tenant', 'otherTenant', 'landlord', 'otherLandlord', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The kinds of record a path parameter names. */
export type Kind =
  | 'property'
  | 'listing'
  | 'tenancy'
  | 'payment'
  | 'statementLine'
  | 'deduction'
  | 'request'
  | 'application'
  | 'requestPhoto'
  | 'inspection'
  | 'inspectionPhoto'
  | 'photo'
  | 'contractor'
  | 'communication'
  | 'document'
  | 'landlordDocument'
  | 'image'
  | 'imageUsage'
  | 'message'
  | 'notification'
  | 'user';

export async function authzWorld(t: TestApp) {
  const db = t.db;
  const storage = t.app.systemCtx.storage;
  const landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Price' });
  const otherLandlord = await t.signedIn({ userType: 'landlord', fullName: 'Bethan Morgan' });
  const tenant = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
  const otherTenant = await t.signedIn({ userType: 'tenant', fullName: 'Owain Davies' });
  const admin = await t.signedIn({ userType: 'admin', fullName: 'Ada Admin' });
  const png = await image('png');

  const homeOf = async (owner: Signed, tenantUser: Signed) => {
    const property = await insertProperty(db, owner.user.id);
    const tenancy = await insertTenant(db, property.id, {
      userId: tenantUser.user.id,
      fullName: tenantUser.user.fullName,
      email: tenantUser.user.email,
    });
    return { property, tenancy };
  };
  const a = await homeOf(landlord, tenant);
  const b = await homeOf(otherLandlord, otherTenant);
  const key = (what: string) => `authz/${what}-${crypto.randomBytes(6).toString('hex')}`;

  /** Makes one record of each kind, landlord A's (or A's tenant's, or the admin's). */
  const make: Record<Kind, () => Promise<number>> = {
    property: async () => (await insertProperty(db, landlord.user.id)).id,
    listing: async () =>
      (await insertProperty(db, landlord.user.id, { isListed: true, status: 'vacant' })).id,
    tenancy: async () => (await insertTenant(db, a.property.id)).id,
    payment: async () => (await insertPayment(db, a.tenancy, { dueDate: '2026-03-01', status: 'paid' })).id,
    statementLine: async () => {
      const [run] = await db
        .insert(statementImports)
        .values({ propertyId: a.property.id, filename: 'statement.csv', format: 'revolut' })
        .returning();
      const [row] = await db
        .insert(statementLines)
        .values({
          propertyId: a.property.id,
          importId: run!.id,
          fingerprint: crypto.randomBytes(8).toString('hex'),
          date: '2026-03-01',
          description: 'RHYS EVANS RENT',
          amount: 87_500,
          status: 'review',
        })
        .returning();
      return row!.id;
    },
    deduction: async () => {
      const [row] = await db
        .insert(statementDeductions)
        .values({ propertyId: a.property.id, date: '2026-03-01', description: 'Boiler part', amount: 5_000 })
        .returning();
      return row!.id;
    },
    request: async () => (await insertRequest(db, a.tenancy)).id,
    // Approved, on A's home: every step, the holding deposit and the tenancy may be taken from it.
    application: async () => (await insertApplication(db, a.property.id, { status: 'approved' })).id,
    requestPhoto: async () => {
      const storageKey = key('repair');
      await storage.put(storageKey, png, 'image/png');
      const [row] = await db
        .insert(maintenancePhotos)
        .values({ requestId: ids.request, storageKey, fileType: 'image/png' })
        .returning();
      return row!.id;
    },
    // A completed check-in of A's tenancy, so its tenant may read it and its report.
    inspection: async () => {
      const [row] = await db
        .insert(inspections)
        .values({
          propertyId: a.property.id,
          tenantId: a.tenancy.id,
          type: 'check_in',
          status: 'completed',
          scheduledAt: new Date('2026-01-02T10:00:00Z'),
          completedAt: new Date('2026-01-02T11:00:00Z'),
          rooms: [
            { name: 'Kitchen', items: [{ name: 'Oven', condition: 'good', notes: null }], notes: null },
          ],
          alarms: [{ kind: 'smoke', location: 'Hallway', working: true }],
        })
        .returning();
      return row!.id;
    },
    inspectionPhoto: async () => {
      const storageKey = key('inspection');
      await storage.put(storageKey, png, 'image/png');
      const [row] = await db
        .insert(inspectionPhotos)
        .values({ inspectionId: ids.inspection, room: 'Kitchen', storageKey, fileType: 'image/png' })
        .returning();
      return row!.id;
    },
    photo: async () => {
      const storageKey = key('photo');
      await storage.put(storageKey, png, 'image/png');
      const [row] = await db
        .insert(propertyPhotos)
        .values({ propertyId: a.property.id, storageKey, fileType: 'image/png', width: 64, height: 48 })
        .returning();
      return row!.id;
    },
    contractor: async () => (await insertContractor(db, landlord.user.id)).id,
    communication: async () => (await insertCommunication(db, a.tenancy)).id,
    document: async () =>
      (
        await insertDocument(
          db,
          a.property.id,
          { documentType: 'GAS', issueDate: '2026-01-01', expiryDate: '2026-12-31' },
          storage,
        )
      ).id,
    landlordDocument: async () => {
      const storageKey = key('landlord-doc');
      await storage.put(storageKey, PDF, 'application/pdf');
      const [row] = await db
        .insert(landlordDocuments)
        .values({
          landlordId: landlord.user.id,
          documentType: 'RSW_REGISTRATION',
          title: 'Licence',
          storageKey,
          fileName: 'licence.pdf',
          fileSize: PDF.length,
          fileType: 'application/pdf',
          issueDate: '2026-01-01',
        })
        .returning();
      return row!.id;
    },
    image: async () => {
      const storageKey = key('image');
      await storage.put(storageKey, png, 'image/webp');
      const [row] = await db
        .insert(websiteImages)
        .values({
          name: 'Cardiff Bay',
          url: '/api/images/0/file',
          category: 'general',
          storageKey,
          width: 64,
          height: 48,
          variants: [{ width: 64, height: 48, format: 'webp', storageKey }],
          uploadedBy: admin.user.id,
        })
        .returning();
      return row!.id;
    },
    imageUsage: async () => {
      const [row] = await db
        .insert(imageUsage)
        // Active (only an active slot can be cleared), each in a slot of its own.
        .values({ imageId: ids.image, usageType: 'area_guide', usageContext: key('slot') })
        .returning();
      return row!.id;
    },
    message: async () => {
      const [row] = await db
        .insert(contactMessages)
        .values({ name: 'Nia', email: 'nia@example.test', inquiryType: 'general', message: 'Hello there.' })
        .returning();
      return row!.id;
    },
    notification: async () =>
      (await queueEmail(db, `notify.${crypto.randomBytes(4).toString('hex')}@example.test`)).id,
    user: async () => (await t.createUser({ userType: 'landlord' })).id,
  };

  // The shared record of each kind; `requestPhoto`, `inspectionPhoto` and `imageUsage` need theirs made first.
  const ids = {} as Record<Kind, number>;
  for (const kind of Object.keys(make) as Kind[]) ids[kind] = await make[kind]();
  // Path ids of a route name landlord A's home and tenancy, and A's account.
  Object.assign(ids, { property: a.property.id, tenancy: a.tenancy.id, user: landlord.user.id });
  await db.insert(imageUsage).values({ imageId: ids.image, usageType: 'hero', usageContext: null });

  const tokens: Record<Actor, string | undefined> = {
    anonymous: undefined,
    tenant: tenant.token,
    otherTenant: otherTenant.token,
    landlord: landlord.token,
    otherLandlord: otherLandlord.token,
    admin: admin.token,
  };
  /** A new session for each caller, for a request that ends or spoils the one it is made with. */
  const freshTokens = async (): Promise<Record<Actor, string | undefined>> => {
    const fresh: Record<Actor, string | undefined> = { ...tokens };
    for (const [actor, who] of Object.entries({ tenant, otherTenant, landlord, otherLandlord, admin }))
      fresh[actor as Actor] = (await createSession(db, who.user, false, 'authz-matrix')).token;
    return fresh;
  };
  return { landlord, otherLandlord, tenant, otherTenant, admin, a, b, ids, make, tokens, freshTokens };
}

export type AuthzWorld = Awaited<ReturnType<typeof authzWorld>>;
