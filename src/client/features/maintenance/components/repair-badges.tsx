import {
  maintenancePriorityLabel,
  maintenanceStatusLabel,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@shared/maintenance';
import { Badge } from '@client/components/ui/badge';

type Variant = 'neutral' | 'success' | 'warning' | 'danger';

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
