import { recordAudit } from '../../lib/audit';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/create-db';
import {
  communications,
  contactMessages,
  contractors,
  documents,
  inspections,
  landlordDocuments,
  maintenanceRequests,
  maintenanceUpdates,
  outbox,
  properties,
  rentPayments,
  sessions,
  tenants,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { hideLinkTokens } from '../notifications/log/notification.presenter';
import { toPublicUser } from '../users/user.presenter';

/** The version of the export's shape, so a reader can tell what it holds. */
export const EXPORT_FORMAT = 'personal-data-export/1';

const none = sql`false`;
const anyOf = (column: Parameters<typeof inArray>[0], ids: number[]): SQL =>
  ids.length ? inArray(column, ids) : none;

/**
 * Everything the product holds about one person (UK GDPR access and portability; CONTRACT.md §7),
 * as plain JSON. What is theirs: the account; for a tenant, the tenancies their account holds and
 * what hangs off them; for a landlord, their properties and what hangs off those; for anyone, the
 * log entries they wrote, enquiries from their e-mail address and messages we sent them.
 *
 * No secret passes: no password hash, no session or link token, no storage keys. `forSubjectAccess`
 * (an admin answering a request) adds a tenancy's documents that were not shared with the tenant.
 */
export async function exportPersonalData(db: Db, userId: number, opts: { forSubjectAccess: boolean }) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');

  const ownProperties = await db
    .select()
    .from(properties)
    .where(eq(properties.landlordId, userId))
    .orderBy(asc(properties.id));
  const propertyIds = ownProperties.map((p) => p.id);
  const ownTenancies = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.userId, userId));
  const myTenancyIds = ownTenancies.map((t) => t.id);
  // A landlord's tenancies are those on their properties; a tenant's those their account holds.
  const tenancyScope = or(anyOf(tenants.userId, [userId]), anyOf(tenants.propertyId, propertyIds));
  const tenancyRows = await db
    .select({
      tenancy: tenants,
      property: {
        id: properties.id,
        title: properties.title,
        address: properties.address,
        city: properties.city,
        postcode: properties.postcode,
      },
    })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(tenancyScope)
    .orderBy(asc(tenants.id));
  const tenancyIds = tenancyRows.map((r) => r.tenancy.id);

  const [payments, docs, landlordDocs, messages, requests, directory, enquiries, sent, signIns] =
    await Promise.all([
      db
        .select()
        .from(rentPayments)
        .where(or(anyOf(rentPayments.tenantId, tenancyIds), anyOf(rentPayments.propertyId, propertyIds)))
        .orderBy(asc(rentPayments.dueDate), asc(rentPayments.id)),
      db
        .select()
        .from(documents)
        .where(
          or(
            anyOf(documents.propertyId, propertyIds),
            and(
              anyOf(documents.tenantId, myTenancyIds),
              opts.forSubjectAccess ? undefined : eq(documents.sharedWithTenant, true),
            ),
          ),
        )
        .orderBy(asc(documents.id)),
      db
        .select()
        .from(landlordDocuments)
        .where(eq(landlordDocuments.landlordId, userId))
        .orderBy(asc(landlordDocuments.id)),
      db
        .select()
        .from(communications)
        .where(
          or(
            anyOf(communications.tenantId, tenancyIds),
            anyOf(communications.propertyId, propertyIds),
            eq(communications.userId, userId),
          ),
        )
        .orderBy(asc(communications.date), asc(communications.id)),
      db
        .select()
        .from(maintenanceRequests)
        .where(
          or(
            anyOf(maintenanceRequests.tenantId, tenancyIds),
            anyOf(maintenanceRequests.propertyId, propertyIds),
          ),
        )
        .orderBy(asc(maintenanceRequests.id)),
      db.select().from(contractors).where(eq(contractors.landlordId, userId)).orderBy(asc(contractors.id)),
      db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = lower(${user.email})`)
        .orderBy(asc(contactMessages.id)),
      db
        .select()
        .from(outbox)
        .where(
          or(
            sql`lower(${outbox.recipient}) = lower(${user.email})`,
            user.phone ? eq(outbox.recipient, user.phone) : undefined,
          ),
        )
        .orderBy(asc(outbox.id)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
    ]);
  // Inspections of the person's homes: a tenant's tenancies, a landlord's properties (photos as a count).
  const visits = await db
    .select()
    .from(inspections)
    .where(or(anyOf(inspections.tenantId, myTenancyIds), anyOf(inspections.propertyId, propertyIds)))
    .orderBy(asc(inspections.id));
  const updates = await db
    .select()
    .from(maintenanceUpdates)
    .where(
      anyOf(
        maintenanceUpdates.requestId,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(maintenanceUpdates.id));

  // Every export is on the audit trail: who took whose data, and whether for a subject access request.
  await recordAudit(db, {
    action: 'export',
    targetType: 'users',
    targetId: userId,
    details: { kind: opts.forSubjectAccess ? 'subject_access' : 'own_data' },
  });
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account: { ...toPublicUser(user), smsOptIn: user.smsOptIn },
    signInSessions: signIns.map((s) => ({
      startedAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      endedAt: s.revokedAt?.toISOString() ?? null,
      browser: s.userAgent,
    })),
    properties: ownProperties.map(({ archivedAt, createdAt, ...p }) => ({
      ...p,
      archivedAt: archivedAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    })),
    tenancies: tenancyRows.map(({ tenancy: { createdAt, ...t }, property }) => ({
      ...t,
      createdAt: createdAt.toISOString(),
      property,
    })),
    payments: payments.map(({ externalData: _bankLine, createdAt, updatedAt, ...p }) => ({
      ...p,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    documents: [
      ...docs.map(({ storageKey: _key, createdAt, updatedAt, ...d }) => ({
        ...d,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
      ...landlordDocs.map(({ storageKey: _key, createdAt, ...d }) => ({
        ...d,
        createdAt: createdAt.toISOString(),
      })),
    ],
    messages: messages.map(({ date, createdAt, ...m }) => ({
      ...m,
      date: date.toISOString(),
      createdAt: createdAt.toISOString(),
    })),
    maintenance: requests.map(({ respondBy, createdAt, updatedAt, ...r }) => ({
      ...r,
      respondBy: respondBy.toISOString(),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      updates: updates
        .filter((u) => u.requestId === r.id)
        .map((u) => ({
          status: u.status,
          note: u.note,
          byName: u.byName,
          byRole: u.byRole,
          at: u.createdAt.toISOString(),
        })),
    })),
    inspections: visits.map(
      ({
        scheduledAt,
        noticeGivenAt,
        completedAt,
        createdAt,
        updatedAt,
        createdBy: _by,
        completedBy: _done,
        ...i
      }) => ({
        ...i,
        scheduledAt: scheduledAt.toISOString(),
        noticeGivenAt: noticeGivenAt?.toISOString() ?? null,
        completedAt: completedAt?.toISOString() ?? null,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      }),
    ),
    contractors: directory.map(({ archivedAt, createdAt, ...c }) => ({
      ...c,
      archivedAt: archivedAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    })),
    enquiries: enquiries.map((e) => ({
      id: e.id,
      kind: e.kind,
      name: e.name,
      email: e.email,
      phone: e.phone,
      inquiryType: e.inquiryType,
      message: e.message,
      propertyId: e.propertyId,
      preferredTimes: e.preferredTimes,
      handledAt: e.handledAt?.toISOString() ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
    // The messages the product sent them: what was said, never a link's one-time token.
    messagesSent: sent.map((m) => ({
      channel: m.channel,
      recipient: m.recipient,
      template: m.template,
      subject: m.subject,
      text: hideLinkTokens(m.textBody),
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;

/** The download's file name: the person's id and the day, no name (it may be shared or stored). */
export const exportFileName = (userId: number, now = new Date()) =>
  `personal-data-${userId}-${now.toISOString().slice(0, 10)}.json`;
