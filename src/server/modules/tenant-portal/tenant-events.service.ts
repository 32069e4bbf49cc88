import { and, asc, eq, gte, inArray, isNull, lt, lte, max } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import { documentTypeLabel, type DocumentType } from '@shared/documents';
import { maintenancePriorityLabel, OPEN_MAINTENANCE_STATUSES } from '@shared/maintenance';
import { formatPence } from '@shared/money';
import { UPCOMING_EVENT_KINDS, type UpcomingEvent } from '@shared/tenant-portal';
import { OPEN_PAYMENT_STATUSES } from '@shared/payments';
import { inspectionTypeLabel } from '@shared/inspections';
import { documents, inspections, maintenanceRequests, rentPayments } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { tenantVisibleDocumentsWhere } from '../documents/documents.service';
import { formatVisit } from '../inspections/inspection-emails';
import { formatLongDate } from '../payments/pdf/format-date';
import { ownTenancy } from '../payments/tenant-payments.service';
import type { Actor } from '../properties/property-access';

/** How far ahead the Overview looks, and how many entries it shows. */
export const EVENTS_HORIZON_DAYS = 90;
export const MAX_EVENTS = 20;

const certificateTitle: Partial<Record<DocumentType, string>> = {
  GAS: 'Gas safety check due',
  EICR: 'Electrical safety check due',
  EPC: 'EPC renewal due',
};

/** Soonest first; on the same day in UPCOMING_EVENT_KINDS order (rent before the rest). */
export function soonestFirst(events: UpcomingEvent[], limit: number = MAX_EVENTS): UpcomingEvent[] {
  const rank = (e: UpcomingEvent) => UPCOMING_EVENT_KINDS.indexOf(e.kind);
  return [...events].sort((a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b)).slice(0, limit);
}

/**
 * GET /api/tenant/events: open rent due dates, the fixed term's end, certificate renewals of the
 * home (only while the tenancy is current, as for its documents), open repairs' targets and
 * booked inspections.
 */
export async function listOwnEvents(
  ctx: AppContext,
  actor: Actor,
  tenancyId?: number,
  today: string = todayInLondon(),
): Promise<UpcomingEvent[]> {
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

  const events: UpcomingEvent[] = rent.map((r) => ({
    date: r.dueDate,
    kind: 'rent_due',
    title: 'Rent due',
    detail: formatPence(r.amount),
  }));
  if (tenant.contractType === 'fixed_term' && tenant.fixedTermEnd && inWindow(tenant.fixedTermEnd)) {
    events.push({
      date: tenant.fixedTermEnd,
      kind: 'fixed_term_end',
      title: 'Fixed term ends',
      detail: 'If you stay on, your contract becomes a periodic one automatically.',
    });
  }
  for (const c of certificates) {
    if (!c.expiryDate || !inWindow(c.expiryDate)) continue;
    events.push({
      date: c.expiryDate,
      kind: 'certificate_renewal',
      title: certificateTitle[c.type] ?? `${documentTypeLabel[c.type]} renewal due`,
      detail: `${documentTypeLabel[c.type]} expires on ${formatLongDate(c.expiryDate)}`,
    });
  }
  for (const r of repairs) {
    const date = todayInLondon(r.respondBy);
    if (!inWindow(date)) continue;
    events.push({
      date,
      kind: 'repair',
      title: `Repair: ${r.title}`,
      detail: `Target: ${maintenancePriorityLabel[r.priority].toLowerCase()} repair, by ${formatLongDate(date)}`,
    });
  }
  for (const v of visits) {
    const date = todayInLondon(v.scheduledAt);
    if (!inWindow(date)) continue;
    events.push({
      date,
      kind: 'inspection',
      title: `${inspectionTypeLabel[v.type]} inspection`,
      detail: `We visit on ${formatVisit(v.scheduledAt)}`,
    });
  }
  return soonestFirst(events);
}
