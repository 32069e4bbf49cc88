import { eq, inArray, type SQL } from 'drizzle-orm';
import { evaluateProperty, type ComplianceItem, type RuleId } from '@shared/compliance';
import { todayInLondon } from '@shared/dates';
import { PAGE_PATHS } from '@shared/routes';
import type { Db } from '../../db/create-db';
import { documentServices, tenants, users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { localeOf } from '../../lib/mailer/recipient-locale';
import { complianceEmails } from './compliance-emails';
import { loadFacts, type LoadedFacts } from './compliance-facts';

/** The copy duties, each with the certificate duty that must be met before its document is worth serving. */
const COPY_RULES: Partial<Record<RuleId, RuleId>> = {
  GAS_COPY: 'GAS_ANNUAL',
  EICR_COPY: 'EICR_VALID',
  EPC_VALID: 'EPC_VALID',
};

/**
 * `outstanding` counts the copies the facts showed as owed, `served` those this call sent: the
 * rest another instance served a moment earlier, and the facts read before are stale either way.
 */
export interface ServeResult {
  served: number;
  outstanding: number;
}

/**
 * Serves every valid gas record, electrical report (with remedial-work confirmations) and EPC
 * that a current contract-holder of these properties has not yet been given: an e-mail through
 * the outbox with a link into their portal, and a service record as evidence. Runs after a
 * certificate is added, after a tenancy is created, and hourly as a safety net. Each pair is
 * claimed by a unique index, so however many instances run it, each copy goes once.
 * Resolves to the copies served and those found owed.
 */
export async function serveOutstandingCopies(
  db: Db,
  publicUrl: string,
  scope: SQL | undefined,
  today: string = todayInLondon(),
  now: Date = new Date(),
  /** Facts already read for this scope and day, to save reading them again. */
  loaded?: LoadedFacts,
): Promise<ServeResult> {
  const { facts } = loaded ?? (await loadFacts(db, scope, today));
  const pending: { tenancyId: number; documentId: number; propertyTitle: string }[] = [];
  for (const f of facts) {
    const items = evaluateProperty(f).items;
    const met = (rule: RuleId) =>
      items.some(
        (i) =>
          i.rule === rule && i.subject === 'property' && i.status !== 'overdue' && i.status !== 'missing',
      );
    for (const item of items) {
      const needs = COPY_RULES[item.rule];
      if (!needs || item.subject !== 'tenancy' || item.status === 'ok' || !met(needs)) continue;
      for (const documentId of unserved(item, f.services)) {
        pending.push({ tenancyId: item.tenancyId!, documentId, propertyTitle: f.property.title });
      }
    }
  }
  if (!pending.length) return { served: 0, outstanding: 0 };
  const docs = new Map(facts.flatMap((f) => f.documents).map((d) => [d.id, d]));
  const contacts = new Map(
    (
      await db
        .select({
          id: tenants.id,
          fullName: tenants.fullName,
          email: tenants.email,
          language: users.language,
        })
        .from(tenants)
        .leftJoin(users, eq(users.id, tenants.userId))
        .where(inArray(tenants.id, [...new Set(pending.map((p) => p.tenancyId))]))
    ).map((t) => [t.id, t]),
  );
  let served = 0;
  for (const p of pending) {
    const doc = docs.get(p.documentId);
    const contact = contacts.get(p.tenancyId);
    if (!doc || !contact) continue;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documentServices)
        .values({
          documentId: p.documentId,
          tenantId: p.tenancyId,
          servedAt: now,
          method: 'email',
          byUserId: null,
        })
        .onConflictDoNothing()
        .returning({ id: documentServices.id });
      if (!row) return false;
      await enqueueEmail(
        tx,
        contact.email,
        complianceEmails.documentServed(
          contact.fullName,
          { documentType: doc.type, issueDate: doc.issueDate },
          p.propertyTitle,
          `${publicUrl}${PAGE_PATHS.tenantDashboard}`,
          localeOf(contact.language),
        ),
        `document_served_${doc.type.toLowerCase()}`,
        undefined,
        { tenantId: p.tenancyId },
      );
      return true;
    });
    if (claimed) served++;
  }
  return { served, outstanding: pending.length };
}

function unserved(item: ComplianceItem, services: { documentId: number; tenancyId: number }[]): number[] {
  return item.documentIds.filter(
    (id) => !services.some((s) => s.documentId === id && s.tenancyId === item.tenancyId),
  );
}
