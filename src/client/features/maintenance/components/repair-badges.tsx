import {
  maintenancePriorityLabel,
  maintenanceStatusLabel,
  type MaintenancePriority,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@shared/maintenance';
import { Badge } from '@client/components/ui/badge';
import { formatLondonDateTime, formatLongDate } from '@client/lib/format';

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
  return <Badge variant={priorityVariant[priority]}>{maintenancePriorityLabel[priority]}</Badge>;
}

export function RepairStatusBadge({ status }: { status: MaintenanceStatus }) {
  return <Badge variant={statusVariant[status]}>{maintenanceStatusLabel[status]}</Badge>;
}

/** Marks a repair that makes the home unfit to live in (WALES.md FFHH). */
export function FitnessBadge() {
  return <Badge variant="danger">Fitness matter</Badge>;
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
      {request.isLate && <Badge variant="danger">Late</Badge>}
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
    <ul aria-label="Priority and status" className="flex flex-wrap gap-2">
      <li>
        <Badge variant={priorityVariant[request.priority] ?? 'neutral'}>
          <span className="sr-only">Priority: </span>
          {maintenancePriorityLabel[request.priority] ?? request.priority}
        </Badge>
      </li>
      <li>
        <Badge variant={statusVariant[request.status] ?? 'neutral'}>
          <span className="sr-only">Status: </span>
          {maintenanceStatusLabel[request.status] ?? request.status}
        </Badge>
      </li>
      {request.fitnessMatter && (
        <li>
          <Badge variant="warning">Unsafe or unfit to live in</Badge>
        </li>
      )}
    </ul>
  );
}
