import { AlertTriangle, CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ComplianceStatus } from '@shared/compliance/types';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { complianceStatusLabel, complianceStatusTone } from '../compliance-view';

const icons = { ok: CheckCircle2, due_soon: Clock, overdue: AlertTriangle, missing: XCircle } as const;

/** A status as a badge: colour, an icon and always the word (OK, Due soon, Overdue, Missing). */
export function ComplianceStatusBadge({
  status,
  className,
}: {
  status: ComplianceStatus;
  className?: string;
}) {
  const Icon = icons[status];
  return (
    <Badge variant={complianceStatusTone[status]} className={cn('gap-1 whitespace-nowrap', className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {complianceStatusLabel[status]}
    </Badge>
  );
}
