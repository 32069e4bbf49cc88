/** Helpers for the compliance tests: the engine's date rules and picking items out of an answer. */
import type { ComplianceItem, RuleId } from '@shared/compliance';
import { addDays, addMonths } from '@shared/dates';

/** WALES.md: "5 years beginning with X" ends the day before the fifth anniversary (or on the month's end). */
export function fiveYearsBeginningWith(start: string): string {
  const anniversary = addMonths(start, 60);
  return anniversary.slice(8) === start.slice(8) ? addDays(anniversary, -1) : anniversary;
}

/** The items of one rule (and, for tenancy items, one tenancy). */
export const itemsOf = (items: ComplianceItem[], rule: RuleId, tenancyId?: number) =>
  items.filter((i) => i.rule === rule && (tenancyId === undefined || i.tenancyId === tenancyId));

export const itemOf = (items: ComplianceItem[], rule: RuleId, tenancyId?: number): ComplianceItem => {
  const found = itemsOf(items, rule, tenancyId);
  if (found.length !== 1)
    throw new Error(
      `expected one ${rule} item, found ${found.length}: ${JSON.stringify(items.map((i) => i.rule))}`,
    );
  return found[0]!;
};

const SEVERITY = { ok: 0, due_soon: 1, missing: 2, overdue: 3 } as const;
/** CONTRACT.md §6: a list's status is the worst of its items'. */
export const worstOf = (statuses: (keyof typeof SEVERITY)[]) =>
  statuses.reduce<keyof typeof SEVERITY>((w, s) => (SEVERITY[s] > SEVERITY[w] ? s : w), 'ok');
