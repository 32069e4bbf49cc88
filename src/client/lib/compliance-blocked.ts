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

/** Each rule a save can be refused for, in plain words: the same on every screen. */
const RULE_TITLE: Partial<Record<string, string>> = {
  EPC_VALID: 'Energy performance certificate',
  MEES_BAND_E: 'Minimum energy rating (band E)',
  RSW_REGISTRATION: 'Rent Smart Wales registration',
  RSW_LICENCE_LANDLORD: 'Rent Smart Wales licence',
  GAS_ANNUAL: 'Gas safety record',
  EICR_VALID: 'Electrical report (EICR)',
  SMOKE_ALARMS: 'Smoke alarms',
  CO_ALARMS: 'Carbon monoxide alarms',
  RENT_VARIATION: 'Rent increase (RHW12)',
};

/** Per rule id, what to do about it from the screen that was refused (its order is the list's). */
export type RuleHelp = Partial<Record<string, string>>;

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
      title: RULE_TITLE[rule] ?? 'Another requirement',
      reason,
      advice: help[rule] ?? null,
    }))
    .sort((a, b) => rank(a.rule) - rank(b.rule));
}

/** The server's summary of a refusal, when it sent one. */
export const refusalMessage = (error: unknown) => (isApiError(error) && error.message ? error.message : '');
