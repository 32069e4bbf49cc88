import { ErrorCode } from '@shared/errors';
import { isApiError } from '@client/app/api-errors';

/** One refused item of a 409 `compliance_blocked` answer, in plain words for the dialog. */
export interface BlockedItem {
  rule: string;
  title: string;
  /** The server's reason, as sent. */
  reason: string;
  /** What the landlord can do about it, when we know. */
  advice: string | null;
}

/** A refused save explained: a heading, the server's summary, each item, and a way out. */
export interface ComplianceBlocked {
  heading: string;
  /** The server's summary (e.g. 'This home cannot be advertised until the items below are done.'). */
  message: string;
  items: BlockedItem[];
  /** A way out that does not depend on the items (e.g. save without listing). */
  footer: string | null;
}

/** Per rule id: its plain title and what to do about it from the screen that was refused. */
export type RuleHelp = Partial<Record<string, { title: string; advice: string }>>;

/**
 * The refused items of a 409 `compliance_blocked` answer (keyed by rule id), in the order of `help`
 * (unknown rules last, under a general title), or null for any other error. Each form that can be
 * refused brings its own help: the way out differs by screen.
 */
export function blockedItemsOf(error: unknown, help: RuleHelp): BlockedItem[] | null {
  if (!isApiError(error) || error.code !== ErrorCode.complianceBlocked) return null;
  const order = Object.keys(help);
  const rank = (rule: string) => (order.includes(rule) ? order.indexOf(rule) : order.length);
  return Object.entries(error.fields)
    .map(([rule, reason]) => ({
      rule,
      title: help[rule]?.title ?? 'Another requirement',
      reason,
      advice: help[rule]?.advice ?? null,
    }))
    .sort((a, b) => rank(a.rule) - rank(b.rule));
}

/** The server's summary of a refusal, when it sent one. */
export const refusalMessage = (error: unknown) => (isApiError(error) && error.message ? error.message : '');
