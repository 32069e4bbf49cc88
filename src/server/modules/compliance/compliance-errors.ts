import type { RuleId } from '@shared/compliance';
import { ErrorCode } from '@shared/errors';
import { AppError } from '../../lib/app-error';

/** CONTRACT.md §6: 409 `compliance_blocked`, with the reason per rule id; nothing was changed. */
export function complianceBlocked(message: string, reasons: Partial<Record<RuleId, string>>) {
  return new AppError(ErrorCode.complianceBlocked, message, { fields: reasons as Record<string, string> });
}
