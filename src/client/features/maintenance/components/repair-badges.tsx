import { m } from '@shared/i18n/messages';
import type { MaintenancePriority, MaintenanceRequest, MaintenanceStatus } from '@shared/maintenance';
import { Badge } from '@client/components/ui/badge';
import { formatLondonDateTime, formatLongDate } from '@client/lib/format';
import { repairPriorityText, repairStatusText } from '@client/lib/portal-labels';

type Variant = 'neutral' | 'success' | 'warning' | 'danger';

/** The one colour for each priority and status, on the landlord's and the tenant's screens alike. */
const priorityVariant: Record<MaintenancePriority, Variant> = {
  emergency: 'danger',
  urgent: 'warning',
  routine: 'neutral',
};
const statusVariant: Record<MaintenanceStatus, Variant> = {
  submitted: 'neutral',
  in_progress: 'warning',
  completed: 'success',
  denied: 'danger',
};

export function PriorityBadge({ priority }: { priority: MaintenancePriority }) {
  return <Badge variant={priorityVariant[priority]}>{repairPriorityText(priority)}</Badge>;
}

export function RepairStatusBadge({ status }: { status: MaintenanceStatus }) {
  return <Badge variant={statusVariant[status]}>{repairStatusText(status)}</Badge>;
}

/** Marks a repair that makes the home unfit to live in (WALES.md FFHH). */
export function FitnessBadge() {
  return <Badge variant="danger">{m.portal_repair_fitness_matter()}</Badge>;
}

/**
 * When we aim to respond. An emergency's target is 24 hours from the report, so it has a time;
 * the others are the end of a working day, so the day alone (as sent, not shifted by time zone).
 */
export function responseTargetText(request: Pick<MaintenanceRequest, 'priority' | 'respondBy'>): string {
  return request.priority === 'emergency'
    ? formatLondonDateTime(request.respondBy)
    : formatLongDate(request.respondBy);
}

/** The response target, marked Late when the request is still open past it. */
export function ResponseTarget({
  request,
}: {
  request: Pick<MaintenanceRequest, 'priority' | 'respondBy' | 'isLate'>;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time dateTime={request.respondBy}>{responseTargetText(request)}</time>
      {request.isLate && <Badge variant="danger">{m.portal_repair_late()}</Badge>}
    </span>
  );
}

/** The tenant's view: priority and status in words (badges), and whether the home is unfit. */
export function MaintenanceBadges({
  request,
}: {
  request: Pick<MaintenanceRequest, 'priority' | 'status' | 'fitnessMatter'>;
}) {
  return (
    <ul aria-label={m.portal_repair_badges_label()} className="flex flex-wrap gap-2">
      <li>
        <Badge variant={priorityVariant[request.priority] ?? 'neutral'}>
          <span className="sr-only">{m.portal_priority_label()} </span>
          {repairPriorityText(request.priority)}
        </Badge>
      </li>
      <li>
        <Badge variant={statusVariant[request.status] ?? 'neutral'}>
          <span className="sr-only">{m.portal_status_label()} </span>
          {repairStatusText(request.status)}
        </Badge>
      </li>
      {request.fitnessMatter && (
        <li>
          <Badge variant="warning">{m.portal_repair_unfit()}</Badge>
        </li>
      )}
    </ul>
  );
}
