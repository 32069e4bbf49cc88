import { earlier, lastDayStartingWith, yearsBeginningWith } from './dates';
import type { DocumentFact } from './facts';
import { neededBy } from './gas';
import { latestOf, longDate, propertyDocs, type ComplianceRule } from './rule';
import { copyFindings } from './serving';

/** CONTRACT.md §6: an EICR runs out on the earlier of its stated date and 5 years beginning with the inspection. */
export const eicrExpiry = (doc: Pick<DocumentFact, 'issueDate' | 'expiryDate'>): string =>
  earlier(doc.expiryDate, yearsBeginningWith(doc.issueDate, 5))!;

export const EICR_VALID: ComplianceRule = {
  id: 'EICR_VALID',
  family: 'electrical',
  title: 'Electrical installation condition report',
  source: 'Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022, reg 6',
  evidence: ['EICR'],
  ladder: [120, 90, 60, 30, 7],
  blocks: ['start_tenancy'],
  evaluate(facts) {
    const latest = latestOf(propertyDocs(facts), 'EICR');
    if (!latest) {
      const due = neededBy(facts);
      return [
        {
          subject: 'property',
          met: false,
          dueDate: due,
          message: due
            ? 'No electrical report (EICR): the home is treated as unfit until a qualified electrician inspects it.'
            : 'No electrical report (EICR) yet: one is needed before anyone moves in.',
          action: { kind: 'upload', documentType: 'EICR', target: 'property' },
        },
      ];
    }
    const expiry = eicrExpiry(latest);
    const expired = expiry < facts.today;
    return [
      {
        subject: 'property',
        met: !expired,
        dueDate: expiry,
        documentIds: [latest.id],
        message: expired
          ? `The electrical report ran out on ${longDate(expiry)}: book an inspection now.`
          : `Inspected on ${longDate(latest.issueDate)}; valid until ${longDate(expiry)}.`,
        action: { kind: 'book', what: 'a qualified electrician' },
      },
    ];
  },
};

/**
 * The latest report, and written confirmation of any remedial work done since, to each
 * contract-holder within 14 days starting with the occupation date (reg 6(3), as revised), or
 * within 14 days of a later inspection.
 */
export const EICR_COPY: ComplianceRule = {
  id: 'EICR_COPY',
  family: 'electrical',
  title: 'Electrical report given to contract-holders',
  source: 'Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022, reg 6(3)',
  evidence: ['EICR', 'ELECTRICAL_WORK_CONFIRMATION'],
  ladder: [7, 1],
  blocks: ['section_173'],
  evaluate(facts) {
    const docs = propertyDocs(facts);
    const latest = latestOf(docs, 'EICR');
    if (!latest) return [];
    const confirmations = docs.filter(
      (d) => d.type === 'ELECTRICAL_WORK_CONFIRMATION' && d.issueDate >= latest.issueDate,
    );
    return copyFindings(facts, [latest, ...confirmations], (tenancy) =>
      lastDayStartingWith(
        latest.issueDate > tenancy.occupationDate ? latest.issueDate : tenancy.occupationDate,
        14,
      ),
    );
  },
};
