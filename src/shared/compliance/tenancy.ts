import { firstDayAfter, lastDayStartingWith } from './dates';
import { currentTenancies, type PropertyFacts, type TenancyFact } from './facts';
import { latestOf, longDate, tenancyDocs, type ComplianceRule, type Finding } from './rule';

/** The written statement is due within 14 days starting with the occupation date (RHWA s.31). */
export const writtenStatementDue = (tenancy: Pick<TenancyFact, 'occupationDate'>) =>
  lastDayStartingWith(tenancy.occupationDate, 14);

/** The deposit must be protected, with the prescribed information given, within 30 days starting with payment. */
export const depositDue = (paidOn: string) => lastDayStartingWith(paidOn, 30);

export function writtenStatementOf(facts: PropertyFacts, tenancy: TenancyFact) {
  return latestOf(tenancyDocs(facts, tenancy.id), 'WRITTEN_STATEMENT');
}

export const WRITTEN_STATEMENT: ComplianceRule = {
  id: 'WRITTEN_STATEMENT',
  family: 'tenancy',
  title: 'Written statement of the occupation contract',
  source: 'Renting Homes (Wales) Act 2016, s.31 and Sch 9A para 2',
  evidence: ['WRITTEN_STATEMENT'],
  // Day 1, day 7 and day 11 of the 14.
  ladder: [13, 7, 3],
  blocks: ['section_173'],
  evaluate(facts) {
    return currentTenancies(facts).map((tenancy): Finding => {
      const due = writtenStatementDue(tenancy);
      const given = writtenStatementOf(facts, tenancy);
      if (!given) {
        return {
          subject: 'tenancy',
          tenancy,
          met: false,
          dueDate: due,
          message: `Give ${tenancy.fullName} the written statement by ${longDate(due)} (14 days starting with the occupation date).`,
          action: { kind: 'upload', documentType: 'WRITTEN_STATEMENT', target: 'tenancy' },
        };
      }
      const late = given.issueDate > due;
      return {
        subject: 'tenancy',
        tenancy,
        met: true,
        oneOff: true,
        dueDate: due,
        documentIds: [given.id],
        message: late
          ? `Given late, on ${longDate(given.issueDate)}: no section 173 notice before ${longDate(firstDayAfter(given.issueDate, 6))}.`
          : `Given on ${longDate(given.issueDate)}.`,
      };
    });
  },
};

/**
 * The landlord's address for documents (s.39) is part of the written statement here, so this
 * rule has no item of its own; the section 173 check names it while the statement is missing.
 */
export const LANDLORD_ADDRESS_S39: ComplianceRule = {
  id: 'LANDLORD_ADDRESS_S39',
  family: 'tenancy',
  title: "Landlord's address for documents",
  source: 'Renting Homes (Wales) Act 2016, s.39 and Sch 9A para 3',
  evidence: ['WRITTEN_STATEMENT'],
  ladder: [],
  blocks: ['section_173'],
  evaluate: () => [],
};

export const DEPOSIT_PROTECT: ComplianceRule = {
  id: 'DEPOSIT_PROTECT',
  family: 'tenancy',
  title: 'Deposit protected and prescribed information given',
  source: 'Renting Homes (Wales) Act 2016, ss.43–45 and Sch 9A para 4',
  evidence: ['DEPOSIT_PROTECTION'],
  // Day 1, day 14 and day 25 of the 30.
  ladder: [29, 16, 5],
  blocks: ['section_173'],
  evaluate(facts) {
    return currentTenancies(facts)
      .filter((t) => (t.deposit ?? 0) > 0)
      .map((tenancy): Finding => {
        const evidence = latestOf(tenancyDocs(facts, tenancy.id), 'DEPOSIT_PROTECTION');
        const paidOn = tenancy.depositPaidDate ?? tenancy.occupationDate;
        const due = depositDue(paidOn);
        if (evidence) {
          return {
            subject: 'tenancy',
            tenancy,
            met: true,
            oneOff: true,
            dueDate: due,
            documentIds: [evidence.id],
            message: `Protected; certificate and prescribed information dated ${longDate(evidence.issueDate)}.`,
          };
        }
        return {
          subject: 'tenancy',
          tenancy,
          met: false,
          dueDate: due,
          message: tenancy.depositPaidDate
            ? `Protect the deposit and give the prescribed information by ${longDate(due)} (30 days starting with payment).`
            : `Protect the deposit by ${longDate(due)}; enter the day it was paid if it was not the occupation date.`,
          action: { kind: 'upload', documentType: 'DEPOSIT_PROTECTION', target: 'tenancy' },
        };
      });
  },
};

/**
 * A fixed term ends: the landlord decides on renewal; otherwise a periodic contract arises by
 * itself (s.184). After the end the tenancy is periodic and this item goes.
 */
export const FIXED_TERM_END: ComplianceRule = {
  id: 'FIXED_TERM_END',
  family: 'tenancy',
  title: 'Fixed term ending',
  source: 'Renting Homes (Wales) Act 2016, s.184',
  evidence: [],
  ladder: [90, 60, 30],
  blocks: [],
  evaluate(facts) {
    return currentTenancies(facts)
      .filter((t) => t.contractType === 'fixed_term' && t.fixedTermEnd && t.fixedTermEnd >= facts.today)
      .map((tenancy) => ({
        subject: 'tenancy' as const,
        tenancy,
        met: true,
        dueDate: tenancy.fixedTermEnd,
        message: `The fixed term ends on ${longDate(tenancy.fixedTermEnd!)}: agree a renewal, or it becomes periodic by itself.`,
        action: { kind: 'edit_tenancy' as const },
      }));
  },
};

/** Is the contract periodic on `day`? A fixed term turns periodic the day after it ends. */
export const isPeriodicOn = (tenancy: TenancyFact, day: string) =>
  tenancy.contractType === 'periodic' || (!!tenancy.fixedTermEnd && day > tenancy.fixedTermEnd);
