import { addDays, daysBetween } from './dates';
import type { DocumentFact, PropertyFacts, TenancyFact } from './facts';
import type {
  BlockedAction,
  ComplianceAction,
  ComplianceItem,
  ComplianceStatus,
  ComplianceSubject,
  DocumentType,
  RuleId,
} from './types';

/**
 * A reminder ladder: the days before the due date at which the landlord is told. Steps are
 * named by their day count (`d60`), and `overdue` is the step after the deadline.
 */
export type Ladder = readonly number[];

/** What a rule says about one subject before the common status arithmetic. */
export interface Finding {
  subject: ComplianceSubject;
  tenancy?: TenancyFact | undefined;
  /** The duty is met, and (for a certificate) valid until `dueDate`. */
  met: boolean;
  /** The last compliant day: the certificate's deadline, or the day an open duty must be done by. */
  dueDate: string | null;
  documentIds?: number[] | undefined;
  message: string;
  action?: ComplianceAction | undefined;
  /** Overrides the common arithmetic (an F/G band is overdue whatever the dates say). */
  status?: ComplianceStatus | undefined;
  /**
   * A one-off duty (give a copy, protect a deposit): once met it stays `ok`, whatever the date.
   * Otherwise the due date is an expiry, and passing it makes a met item overdue again.
   */
  oneOff?: boolean | undefined;
  /** Override the rule's blocks for this finding (only while it is open). */
  blocks?: BlockedAction[] | undefined;
}

export type RuleFamily =
  'gas' | 'electrical' | 'energy' | 'alarms' | 'tenancy' | 'licensing' | 'notices' | 'care';

export interface ComplianceRule {
  id: RuleId;
  family: RuleFamily;
  title: string;
  /** WALES.md's sources for the rule. */
  source: string;
  /** Documents that are evidence for it. */
  evidence: readonly DocumentType[];
  ladder: Ladder;
  /** What an open item of this rule stops. */
  blocks: readonly BlockedAction[];
  /** The rule's findings for a property; an empty list means it does not apply. */
  evaluate: (facts: PropertyFacts) => Finding[];
}

/**
 * The common arithmetic of CONTRACT.md §6:
 * - a met duty is `ok`, or `due_soon` once its ladder's first step before the deadline is reached,
 *   or `overdue` after the deadline (a certificate that ran out);
 * - an open duty is `overdue` after its deadline, `due_soon` once a step is reached, else `missing`.
 */
export function statusOf(finding: Finding, ladder: Ladder, today: string): ComplianceStatus {
  if (finding.status) return finding.status;
  if (finding.met && finding.oneOff) return 'ok';
  const { dueDate } = finding;
  if (dueDate && today > dueDate) return 'overdue';
  const stepReached = dueDate !== null && currentStep(ladder, dueDate, today) !== null;
  if (finding.met) return stepReached ? 'due_soon' : 'ok';
  return stepReached ? 'due_soon' : 'missing';
}

/** The ladder step reached on `today` (the smallest day count not yet passed), or null before the first. */
export function currentStep(ladder: Ladder, dueDate: string, today: string): number | null {
  const left = daysBetween(today, dueDate);
  if (left < 0) return null;
  let reached: number | null = null;
  for (const days of ladder) if (left <= days && (reached === null || days < reached)) reached = days;
  return reached;
}

/** The day a step falls on. */
export const stepDate = (dueDate: string, days: number) => addDays(dueDate, -days);

export function toItem(rule: ComplianceRule, finding: Finding, today: string): ComplianceItem {
  const status = statusOf(finding, rule.ladder, today);
  const open = status === 'overdue' || status === 'missing' || (!finding.met && status === 'due_soon');
  return {
    rule: rule.id,
    subject: finding.subject,
    tenancyId: finding.tenancy?.id ?? null,
    tenantName: finding.tenancy?.fullName ?? null,
    status,
    dueDate: finding.dueDate,
    documentIds: finding.documentIds ?? [],
    message: finding.message,
    blocks: open ? [...(finding.blocks ?? rule.blocks)] : [],
    title: rule.title,
    source: rule.source,
    action: finding.action ?? { kind: 'none' },
  };
}

/** The newest document of these types (by issue date, then id). */
export function latestOf(docs: readonly DocumentFact[], ...types: DocumentType[]): DocumentFact | undefined {
  let best: DocumentFact | undefined;
  for (const d of docs) {
    if (!types.includes(d.type)) continue;
    if (!best || d.issueDate > best.issueDate || (d.issueDate === best.issueDate && d.id > best.id)) best = d;
  }
  return best;
}

export const propertyDocs = (facts: PropertyFacts) => facts.documents.filter((d) => d.tenancyId === null);
export const tenancyDocs = (facts: PropertyFacts, tenancyId: number) =>
  facts.documents.filter((d) => d.tenancyId === tenancyId);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** en-GB words for a date in a message: 14 March 2026. */
export function longDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(0, 4))}`;
}
