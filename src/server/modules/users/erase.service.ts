import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.service';
import {
  contactMessages,
  idempotencyKeys,
  maintenanceRequests,
  maintenanceUpdates,
  outbox,
  passwordTokens,
  sessions,
  tenants,
  users,
} from '../../db/schema';
import { conflict, forbidden } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { toPublicUser } from './user.presenter';
import { recordAudit } from '../../lib/audit';
import { assertAnotherAdminRemains, isAdminUser, loadUser, withAdminLock } from './users.service';

/** An erased person's e-mail: the reserved `.invalid` domain, so nothing can ever be delivered to it. */
const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** A pseudonym for one erased person: a short code people can say, and unique sign-in names. */
export function pseudonymFor(userId: number) {
  const code = crypto.randomBytes(2).toString('hex').toUpperCase();
  const tag = `${userId}-${crypto.randomBytes(4).toString('hex')}`;
  return {
    fullName: `Erased person ${code}`,
    username: `erased-${tag}`,
    email: `erased-${tag}@${ERASED_EMAIL_DOMAIN}`,
  };
}

export const ERASE_ANSWER =
  'Personal data erased. Money records are kept under the pseudonym for six years, as the law requires.';

/**
 * Erases a person (UK GDPR right to erasure; CONTRACT.md §7), in one transaction: the account's
 * name, e-mail, phone and username become a pseudonym and its password is cleared, so nobody can
 * sign in as them; their sessions and links are deleted; their free text (enquiries, repair access
 * notes) is removed. Money records (payments, deposits, arrears) stay, on their tenancies, under
 * the pseudonym: the law needs them for six years, and the tenancy purge removes them after
 * (retention/tenancy-purge.service.ts). A tenancy's log and documents follow the same period.
 *
 * Guards: not yourself, not the last administrator, a super admin only by a super admin; an
 * account already erased is a 409 (nothing is left to erase, and a repeat must not pass unnoticed).
 */
export async function eraseUser(ctx: AppContext, actor: SessionUser, id: number) {
  const row = await withAdminLock(ctx, async (tx) => {
    const target = await loadUser(tx, id);
    if (target.id === actor.id) throw conflict('You cannot erase your own account.');
    if (target.status === 'erased') throw conflict("This person's data has already been erased.");
    if (target.role === 'super_admin' && actor.role !== 'super_admin')
      throw forbidden('Only a super admin can erase a super admin.');
    if (isAdminUser(target)) await assertAnotherAdminRemains(tx, id);

    const pseudonym = pseudonymFor(id);
    const oldEmail = target.email;
    const oldPhone = target.phone;
    const [updated] = await tx
      .update(users)
      .set({
        ...pseudonym,
        phone: null,
        // An empty hash verifies no password (lib/passwords), and the status signs nobody in.
        passwordHash: '',
        status: 'erased',
        mustChangePassword: false,
        smsOptIn: false,
        lastLogin: null,
      })
      .where(eq(users.id, id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));

    // Their places in tenancies: the contact details go; the rent, deposit and dates stay.
    const places = await tx
      .update(tenants)
      .set({ fullName: pseudonym.fullName, email: pseudonym.email, phone: null })
      .where(or(eq(tenants.userId, id), sql`lower(${tenants.email}) = lower(${oldEmail})`))
      .returning({ id: tenants.id });
    const placeIds = places.map((p) => p.id);
    if (placeIds.length) {
      await tx
        .update(maintenanceRequests)
        .set({ accessNotes: null })
        .where(
          and(inArray(maintenanceRequests.tenantId, placeIds), isNotNull(maintenanceRequests.accessNotes)),
        );
    }
    await tx
      .update(maintenanceUpdates)
      .set({ byName: pseudonym.fullName })
      .where(eq(maintenanceUpdates.userId, id));

    // Enquiries and viewing requests they sent are theirs alone: deleted.
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${oldEmail})`);

    // Messages to them: nothing more goes out; copies not about a tenancy go; a tenancy's copies
    // stay in its log (kept with the tenancy) under the pseudonym.
    const theirs = or(
      sql`lower(${outbox.recipient}) = lower(${oldEmail})`,
      oldPhone ? eq(outbox.recipient, oldPhone) : undefined,
    );
    await tx
      .delete(outbox)
      .where(and(theirs, or(isNull(outbox.tenantId), inArray(outbox.status, ['queued', 'sending']))));
    await tx
      .update(outbox)
      .set({ recipient: pseudonym.email })
      .where(and(theirs, ne(outbox.status, 'queued')));

    // The audit trail keeps who did what and when, but not the person's details: the recorded
    // values of their account and tenancy rows are replaced (the trail's one permitted rewrite).
    await tx.execute(sql`select set_config('app.audit_erase', 'on', true)`);
    const aboutTenancies = placeIds.length
      ? sql` or (target_type = 'tenants' and target_id in (${sql.join(
          placeIds.map((p) => sql`${String(p)}`),
          sql`, `,
        )}))`
      : sql``;
    await tx.execute(
      sql`update audit_events set details = '{"erased": true}'::jsonb
          where (target_type = 'users' and target_id = ${String(id)})${aboutTenancies}`,
    );
    await tx.execute(sql`select set_config('app.audit_erase', 'off', true)`);
    await recordAudit(tx, { action: 'erase', targetType: 'users', targetId: id });
    return updated!;
  });
  return { user: toPublicUser(row), message: ERASE_ANSWER };
}

/** Refuses a change to an erased account (a new password, type or status would bring it back). */
export async function assertNotErased(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, id));
  if (row?.status === 'erased')
    throw conflict("This person's data has been erased; the account cannot be changed.");
}
