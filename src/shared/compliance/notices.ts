import { addDays, addMonths, firstDayAfter, later } from './dates';
import { currentTenancies, type PropertyFacts, type TenancyFact } from './facts';
import { latestOf, longDate, tenancyDocs, type ComplianceRule } from './rule';
import { isPeriodicOn, writtenStatementDue, writtenStatementOf } from './tenancy';
import type { ComplianceItem, RentIncreaseCheck, RuleId, Section173Check } from './types';

/** The day a rent increase may next take effect: 12 months after the last one took effect. */
export const nextIncreaseAllowedFrom = (tenancy: TenancyFact): string | null =>
  tenancy.lastRentIncreaseOn ? addMonths(tenancy.lastRentIncreaseOn, 12) : null;

/** The rent review of a periodic contract (RHW12): reminders 90, 75 and 61 days before it may take effect. */
export const RENT_VARIATION: ComplianceRule = {
  id: 'RENT_VARIATION',
  family: 'notices',
  title: 'Rent review (notice RHW12)',
  source: 'Renting Homes (Wales) Act 2016, s.123',
  evidence: ['RENT_NOTICE'],
  ladder: [90, 75, 61],
  blocks: [],
  evaluate(facts) {
    return currentTenancies(facts)
      .filter((t) => isPeriodicOn(t, facts.today))
      .map((tenancy) => {
        const review = addMonths(tenancy.lastRentIncreaseOn ?? tenancy.occupationDate, 12);
        const passed = review < facts.today;
        return {
          subject: 'tenancy' as const,
          tenancy,
          met: true,
          dueDate: passed ? null : review,
          status: passed ? ('ok' as const) : undefined,
          message: passed
            ? 'A rent increase can take effect two months after you serve notice RHW12.'
            : `The rent can next rise from ${longDate(review)}: serve notice RHW12 by ${longDate(addMonths(review, -2))}.`,
          action: {
            kind: 'upload' as const,
            documentType: 'RENT_NOTICE' as const,
            target: 'tenancy' as const,
          },
        };
      });
  },
};

/** The no-fault notice's own conditions live in `section173Check`; the rule has no item. */
export const S173_GUARD: ComplianceRule = {
  id: 'S173_GUARD',
  family: 'notices',
  title: 'Section 173 notice',
  source: 'Renting Homes (Wales) Act 2016, ss.173–175 and Sch 9A',
  evidence: ['NOTICE'],
  ladder: [],
  blocks: [],
  evaluate: () => [],
};

/**
 * Can a section 173 (no-fault) notice be served on `serveOn`? Not in a fixed term, not in the first
 * six months from the occupation date, not while any item that bars it is open (statement,
 * deposit, fitness, alarms, copies of certificates, registration), and not within six months of a
 * late written statement. Notice is at least six months.
 */
export function section173Check(
  facts: PropertyFacts,
  tenancy: TenancyFact,
  items: readonly ComplianceItem[],
  serveOn: string,
): Section173Check {
  const reasons: Partial<Record<RuleId, string>> = {};
  for (const item of items) {
    if (!item.blocks.includes('section_173')) continue;
    if (item.subject === 'tenancy' && item.tenancyId !== tenancy.id) continue;
    reasons[item.rule] ??= item.message;
  }
  const statement = writtenStatementOf(facts, tenancy);
  if (!statement) {
    reasons.LANDLORD_ADDRESS_S39 =
      "The landlord's address for documents is given in the written statement, which has not been given.";
  }
  let earliest = firstDayAfter(tenancy.occupationDate, 6);
  if (statement && statement.issueDate > writtenStatementDue(tenancy)) {
    earliest = later(earliest, firstDayAfter(statement.issueDate, 6))!;
  }
  if (!isPeriodicOn(tenancy, serveOn)) {
    reasons.FIXED_TERM_END = `A no-fault notice cannot be given during the fixed term (it ends on ${longDate(tenancy.fixedTermEnd!)}).`;
    if (tenancy.fixedTermEnd) earliest = later(earliest, addDays(tenancy.fixedTermEnd, 1))!;
  }
  if (serveOn < earliest) {
    reasons.S173_GUARD = `A no-fault notice cannot be served before ${longDate(earliest)}.`;
  }
  const blockers = Object.keys(reasons) as RuleId[];
  const serveDay = serveOn > earliest ? serveOn : earliest;
  return {
    allowed: blockers.length === 0,
    blockers,
    earliestServeDate: earliest,
    earliestEndDate: addMonths(serveDay, 6),
    reasons,
  };
}

/**
 * Can the rent rise on `effectiveOn`? Two months' notice (RHW12) from the notice recorded on the
 * tenancy after the last increase, or from today when none is; and 12 months after the last
 * increase took effect. Fixed terms change only by agreement, so the check is for periodic contracts.
 */
export function rentIncreaseCheck(
  facts: PropertyFacts,
  tenancy: TenancyFact,
  effectiveOn: string,
): RentIncreaseCheck {
  const reasons: string[] = [];
  const notice = latestOf(tenancyDocs(facts, tenancy.id), 'RENT_NOTICE');
  const noticeCounts =
    notice && (!tenancy.lastRentIncreaseOn || notice.issueDate > tenancy.lastRentIncreaseOn);
  const servedOn = noticeCounts ? notice.issueDate : facts.today;
  const afterNotice = addMonths(servedOn, 2);
  const afterLast = nextIncreaseAllowedFrom(tenancy);
  const earliest = later(afterNotice, afterLast)!;
  if (!isPeriodicOn(tenancy, effectiveOn)) {
    reasons.push('During a fixed term the rent changes only as the contract says or by agreement.');
  }
  if (effectiveOn < afterNotice) {
    reasons.push(
      noticeCounts
        ? `Notice RHW12 was served on ${longDate(servedOn)}: the new rent can start from ${longDate(afterNotice)} (two months' notice).`
        : `Serve notice RHW12 at least two months ahead: served today, the new rent can start from ${longDate(afterNotice)}.`,
    );
  }
  if (afterLast && effectiveOn < afterLast) {
    reasons.push(
      `The last increase took effect on ${longDate(tenancy.lastRentIncreaseOn!)}: the next can start from ${longDate(afterLast)}.`,
    );
  }
  return {
    allowed: reasons.length === 0,
    reasons,
    earliestEffectiveDate: earliest,
    serveBy: addMonths(effectiveOn, -2),
  };
}

export { currentTenancies };
