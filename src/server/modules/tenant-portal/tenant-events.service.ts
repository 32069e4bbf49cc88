import { and, asc, eq, gte, inArray, isNull, lt, lte, max } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import type { DocumentType } from '@shared/documents';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { documentTypeWords, inspectionKindWords, repairPriorityWords } from '@shared/i18n/value-words';
import { OPEN_MAINTENANCE_STATUSES } from '@shared/maintenance';
import { formatPence } from '@shared/money';
import { UPCOMING_EVENT_KINDS, type UpcomingEvent } from '@shared/tenant-portal';
import { OPEN_PAYMENT_STATUSES } from '@shared/payments';
import { documents, inspections, maintenanceRequests, rentPayments } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { formatCalendarDay, formatClock, formatWeekday } from '../../lib/mailer/locale-formats';
import { tenantVisibleDocumentsWhere } from '../documents/documents.service';
import { ownTenancy } from '../payments/tenant-payments.service';
import type { Actor } from '../properties/property-access';

/** How far ahead the Overview looks, and how many entries it shows. */
export const EVENTS_HORIZON_DAYS = 90;
export const MAX_EVENTS = 20;

type Say = { locale: Locale };
const certificateTitle: Partial<Record<DocumentType, (inputs: Record<string, never>, say: Say) => string>> = {
  GAS: m.portal_event_gas_check_due,
  EICR: m.portal_event_electrical_check_due,
  EPC: m.portal_event_epc_renewal_due,
};

/** Soonest first; on the same day in UPCOMING_EVENT_KINDS order (rent before the rest). */
export function soonestFirst(events: UpcomingEvent[], limit: number = MAX_EVENTS): UpcomingEvent[] {
  const rank = (e: UpcomingEvent) => UPCOMING_EVENT_KINDS.indexOf(e.kind);
  return [...events].sort((a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b)).slice(0, limit);
}

/**
 * GET /api/tenant/events: open rent due dates, the fixed term's end, certificate renewals of the
 * home (only while the tenancy is current, as for its documents), open repairs' targets and
 * booked inspections. Titles and details are worded in the tenant's language (CONTRACT.md §9:
 * the portal follows the account's `language`), from the portal catalogue the screens use.
 */
export async function listOwnEvents(
  ctx: AppContext,
  actor: Actor,
  options: { tenancyId?: number | undefined; locale?: Locale; today?: string } = {},
): Promise<UpcomingEvent[]> {
  const { tenancyId, locale = 'en', today = todayInLondon() } = options;
  const say: Say = { locale };
  const { tenant } = await ownTenancy(ctx, actor, tenancyId);
  const horizon = addDays(today, EVENTS_HORIZON_DAYS);
  const inWindow = (date: string) => date >= today && date <= horizon;

  const [rent, certificates, repairs, visits] = await Promise.all([
    ctx.db
      .select({ dueDate: rentPayments.dueDate, amount: rentPayments.amount })
      .from(rentPayments)
      .where(
        and(
          eq(rentPayments.tenantId, tenant.id),
          inArray(rentPayments.status, [...OPEN_PAYMENT_STATUSES]),
          gte(rentPayments.dueDate, today),
          lte(rentPayments.dueDate, horizon),
        ),
      )
      .orderBy(asc(rentPayments.dueDate))
      .limit(MAX_EVENTS),
    // The latest expiry of each kind: an older certificate already replaced is not due.
    ctx.db
      .select({ type: documents.documentType, expiryDate: max(documents.expiryDate) })
      .from(documents)
      .where(and(tenantVisibleDocumentsWhere(tenant), isNull(documents.tenantId)))
      .groupBy(documents.documentType),
    ctx.db
      .select({
        title: maintenanceRequests.title,
        priority: maintenanceRequests.priority,
        respondBy: maintenanceRequests.respondBy,
      })
      .from(maintenanceRequests)
      .where(
        and(
          eq(maintenanceRequests.tenantId, tenant.id),
          inArray(maintenanceRequests.status, [...OPEN_MAINTENANCE_STATUSES]),
          // A coarse UTC bound; the London date is checked below (London is UTC or UTC+1).
          gte(maintenanceRequests.respondBy, new Date(`${addDays(today, -1)}T23:00:00Z`)),
          lt(maintenanceRequests.respondBy, new Date(`${addDays(horizon, 1)}T00:00:00Z`)),
        ),
      )
      .orderBy(asc(maintenanceRequests.respondBy))
      .limit(MAX_EVENTS),
    ctx.db
      .select({ type: inspections.type, scheduledAt: inspections.scheduledAt })
      .from(inspections)
      .where(
        and(
          eq(inspections.tenantId, tenant.id),
          eq(inspections.status, 'scheduled'),
          // The same coarse UTC bounds as repairs; the London date is checked below.
          gte(inspections.scheduledAt, new Date(`${addDays(today, -1)}T23:00:00Z`)),
          lt(inspections.scheduledAt, new Date(`${addDays(horizon, 1)}T00:00:00Z`)),
        ),
      )
      .orderBy(asc(inspections.scheduledAt))
      .limit(MAX_EVENTS),
  ]);

  const day = (date: string) => formatCalendarDay(date, locale);
  const events: UpcomingEvent[] = rent.map((r) => ({
    date: r.dueDate,
    kind: 'rent_due',
    title: m.portal_event_rent_due({}, say),
    detail: formatPence(r.amount, locale),
  }));
  if (tenant.contractType === 'fixed_term' && tenant.fixedTermEnd && inWindow(tenant.fixedTermEnd)) {
    events.push({
      date: tenant.fixedTermEnd,
      kind: 'fixed_term_end',
      title: m.portal_event_fixed_term_end({}, say),
      detail: m.portal_event_fixed_term_end_detail({}, say),
    });
  }
  for (const c of certificates) {
    if (!c.expiryDate || !inWindow(c.expiryDate)) continue;
    const document = documentTypeWords[c.type]({}, say);
    events.push({
      date: c.expiryDate,
      kind: 'certificate_renewal',
      title: certificateTitle[c.type]?.({}, say) ?? m.portal_event_renewal_due({ document }, say),
      detail: m.portal_event_expires({ document, date: day(c.expiryDate) }, say),
    });
  }
  for (const r of repairs) {
    const date = todayInLondon(r.respondBy);
    if (!inWindow(date)) continue;
    events.push({
      date,
      kind: 'repair',
      title: m.portal_event_repair({ title: r.title }, say),
      detail: m.portal_event_repair_target(
        { priority: repairPriorityWords[r.priority]({}, say).toLowerCase(), date: day(date) },
        say,
      ),
    });
  }
  for (const v of visits) {
    const date = todayInLondon(v.scheduledAt);
    if (!inWindow(date)) continue;
    events.push({
      date,
      kind: 'inspection',
      title: inspectionKindWords[v.type]({}, say),
      detail: m.portal_event_visit(
        {
          day: formatWeekday(v.scheduledAt, locale, 'Europe/London', true),
          date: day(date),
          time: formatClock(v.scheduledAt, 'Europe/London'),
        },
        say,
      ),
    });
  }
  return soonestFirst(events);
}
