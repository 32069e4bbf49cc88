import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  affordabilityOf,
  APPLICATION_STATUS_CHANGES,
  APPLICATION_THANK_YOU,
  OPEN_APPLICATION_STATUSES,
  REJECTION_REASON_REQUIRED,
  sevenDaysFrom,
  STATUS_NOT_SETTABLE,
  statusChangeProblem,
  type Application,
  type ApplicationChangeSchema,
  type ApplicationInputSchema,
} from '@shared/applications';
import { todayInLondon } from '@shared/dates';
import type { Locale } from '@shared/i18n/locale';
import { PAGE_PATHS } from '@shared/routes';
import type { Db } from '../../db/create-db';
import { applications, properties, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail, type DbOrTx } from '../../lib/mailer/outbox';
import type { EmailContent } from '../../lib/mailer/templates';
import { hitRateLimit } from '../../lib/rate-limit';
import { loadListedProperty } from '../listings/listings.service';
import {
  assertCanManageProperties,
  loadOwnedProperty,
  ownedPropertiesWhere,
  type Actor,
} from '../properties/property-access';
import { applicationEmails } from './application-emails';
import { toApplication, type ApplicationRow } from './application.presenter';
import { pageTotal } from '../../lib/list-query';

export type ApplicationData = z.output<typeof ApplicationInputSchema>;
export type ApplicationChange = z.output<typeof ApplicationChangeSchema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

export const ALREADY_APPLIED =
  'You have already applied for this home. We will be in touch; to add anything, reply to our e-mail.';

const isOpen = inArray(applications.status, [...OPEN_APPLICATION_STATUSES]);

/** Where the landlord works on applications; the agency's inbox goes to the same dashboard. */
export const dashboardUrl = (publicUrl: string) => `${publicUrl}${PAGE_PATHS.landlordDashboard}`;

/** Someone an application's e-mails go to, and the language they are written in. */
export interface Recipient {
  email: string;
  locale: Locale;
}

/**
 * The landlord's address (in the landlord's language), and the agency's inbox (English) unless
 * they are the same.
 */
export async function landlordAndAgency(
  db: Reader,
  landlordId: number,
  agencyEmail: string,
): Promise<{ landlordName: string; recipients: Recipient[] }> {
  const [landlord] = await db
    .select({ email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, landlordId));
  const recipients: Recipient[] = landlord?.email
    ? [{ email: landlord.email, locale: landlord.language }]
    : [];
  if (agencyEmail && agencyEmail.toLowerCase() !== landlord?.email.toLowerCase())
    recipients.push({ email: agencyEmail, locale: 'en' });
  return { landlordName: landlord?.fullName ?? 'The landlord', recipients };
}

/**
 * POST /api/listings/{id}/applications: a visitor applies for a public listing. Throttled per
 * address and per e-mail address like a viewing request; one open application per person and
 * home. The applicant gets an acknowledgement (in the page's language); the landlord and the agency
 * a notice (the landlord's language; English), all in the transaction that stores it.
 */
export async function applyForListing(
  ctx: AppContext,
  listingId: number,
  input: ApplicationData,
  ip: string,
  locale: Locale = 'en',
): Promise<{ message: string }> {
  const property = await loadListedProperty(ctx, listingId);
  const { rateLimits } = ctx.config;
  await hitRateLimit(ctx.db, `application:ip:${ip}`, rateLimits.applicationPerAddress);
  await hitRateLimit(ctx.db, `application:email:${input.email}`, rateLimits.applicationPerEmail);
  const { recipients } = await landlordAndAgency(ctx.db, property.landlordId, ctx.config.agencyEmail);
  await ctx.db.transaction(async (tx) => {
    // One application at a time per home, so two sends of the same form cannot both pass the check.
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, property.id))
      .for('update');
    const [already] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.propertyId, property.id),
          sql`lower(${applications.email}) = ${input.email}`,
          isOpen,
        ),
      )
      .limit(1);
    if (already) throw conflict(ALREADY_APPLIED, { email: ALREADY_APPLIED });
    await tx.insert(applications).values({ ...input, propertyId: property.id });
    // An applicant has no account: the acknowledgement is in the language of the page they applied from.
    await enqueueEmail(
      tx,
      input.email,
      applicationEmails.received(input, property.title, locale),
      'application_received',
    );
    const { affordable } = affordabilityOf(input.annualIncome, property.price, input.hasGuarantor);
    await enqueueToAll(
      tx,
      recipients,
      (locale) =>
        applicationEmails.notice(
          input,
          property.title,
          affordable,
          dashboardUrl(ctx.config.publicUrl),
          locale,
        ),
      'application_notice',
    );
  });
  ctx.kickOutbox();
  return { message: APPLICATION_THANK_YOU };
}

/** Applications with their property's title and rent, limited to what the actor may see. */
function selectApplications(db: Reader, where: SQL | undefined) {
  return db
    .select({
      application: applications,
      propertyTitle: properties.title,
      monthlyRent: properties.price,
      landlordId: properties.landlordId,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .where(where);
}
type Selected = Awaited<ReturnType<typeof selectApplications>>[number];

const present = (row: Pick<Selected, 'application' | 'propertyTitle' | 'monthlyRent'>): Application =>
  toApplication(row.application, row.propertyTitle, row.monthlyRent);

/** An application on a property the landlord owns (archived ones too), or any for an admin; else 404. */
export async function loadManagedApplication(db: Reader, actor: Actor, id: number): Promise<Selected> {
  assertCanManageProperties(actor);
  const [row] = await selectApplications(
    db,
    and(eq(applications.id, id), ownedPropertiesWhere(actor, { includeArchived: true })),
  ).limit(1);
  if (!row) throw notFound('Application');
  return row;
}

/** Open applications first, the furthest on first; then the closed ones; newest first within each. */
export async function listPropertyApplications(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  page: { limit: number; offset: number },
): Promise<{ applications: Application[]; total: number }> {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const rows = await selectApplications(ctx.db, eq(applications.propertyId, propertyId))
    .orderBy(
      sql`case ${applications.status} when 'approved' then 0 when 'referencing' then 1 when 'shortlisted' then 2 when 'new' then 3 when 'let' then 4 else 5 end`,
      desc(applications.createdAt),
      desc(applications.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () =>
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .where(eq(applications.propertyId, propertyId)),
  );
  return { applications: rows.map(present), total };
}

/** One application as the property's list answers it; another landlord's is not found. */
export async function getApplication(ctx: AppContext, actor: Actor, id: number): Promise<Application> {
  return present(await loadManagedApplication(ctx.db, actor, id));
}

/** Locks the application's row for the rest of the transaction and reads it afresh. */
export async function lockApplication(tx: Tx, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) throw notFound('Application');
  return row;
}

/**
 * A held holding deposit must be repaid within 7 days of the landlord deciding not to let to
 * the applicant (Renting Homes (Fees etc.) (Wales) Act 2019, Sch 2): the earlier date stands.
 */
export const repayByAfterDecision = (row: ApplicationRow, decidedOn: string): string | null =>
  row.holdingDepositOutcome !== 'held'
    ? row.holdingDepositRepayBy
    : [row.holdingDepositRepayBy, sevenDaysFrom(decidedOn)].filter((d): d is string => !!d).sort()[0]!;

/**
 * PATCH /api/applications/{id}: a step forward (or rejected, with the reason in `notes`, which
 * the applicant is sent) and the landlord's notes. The applicant is e-mailed at each step.
 */
export async function changeApplication(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ApplicationChange,
): Promise<Application> {
  const current = await loadManagedApplication(ctx.db, actor, id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    const next = input.status !== undefined && input.status !== row.status ? input.status : null;
    if (next) {
      if (!(APPLICATION_STATUS_CHANGES as readonly string[]).includes(next))
        throw badRequest(STATUS_NOT_SETTABLE, { status: STATUS_NOT_SETTABLE });
      const problem = statusChangeProblem(row.status, next);
      if (problem) throw conflict(problem, { status: problem });
      if (next === 'rejected' && !input.notes)
        throw badRequest(REJECTION_REASON_REQUIRED, { notes: REJECTION_REASON_REQUIRED });
    }
    // Notes stay editable on a closed application: they are the landlord's own record.
    const now = new Date();
    await tx
      .update(applications)
      .set({
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(next
          ? {
              status: next,
              statusChangedAt: now,
              ...(next === 'rejected'
                ? {
                    rejectionReason: input.notes ?? null,
                    holdingDepositRepayBy: repayByAfterDecision(row, todayInLondon(now)),
                  }
                : {}),
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(applications.id, id));
    if (next)
      await enqueueEmail(
        tx,
        row.email,
        applicationEmails.statusChanged(
          row.fullName,
          current.propertyTitle,
          next,
          next === 'rejected' ? (input.notes ?? null) : null,
        ),
        `application_${next}`,
      );
  });
  ctx.kickOutbox();
  return getApplication(ctx, actor, id);
}

/** E-mails one message to each address, each in its recipient's language, inside the transaction of its cause. */
export async function enqueueToAll(
  tx: DbOrTx,
  recipients: Recipient[],
  content: (locale: Locale) => EmailContent,
  template: string,
) {
  const written = new Map<Locale, EmailContent>();
  for (const to of recipients) {
    const mail = written.get(to.locale) ?? content(to.locale);
    written.set(to.locale, mail);
    await enqueueEmail(tx, to.email, mail, template);
  }
}
