import {
  maintenancePriorityLabel,
  maintenanceStatusLabel,
  type MaintenancePriority,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@shared/maintenance';
import { Badge } from '@client/components/ui/badge';
import { formatLondonDateTime, formatLongDate } from '@client/lib/format';

type BadgeVariant = 'default' | 'neutral' | 'success' | 'warning' | 'danger';

const priorityVariant: Record<MaintenancePriority, BadgeVariant> = {
  emergency: 'danger',
  urgent: 'warning',
  routine: 'neutral',
};
const statusVariant: Record<MaintenanceStatus, BadgeVariant> = {
  submitted: 'neutral',
  in_progress: 'default',
  completed: 'success',
  denied: 'danger',
};

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

/** Priority and status in words (badges), and whether the tenant said the home is unfit. */
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
