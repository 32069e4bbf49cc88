import { addMonths, earlier, lastDayStartingWith, periodEnd } from './dates';
import { currentTenancies, type DocumentFact, type PropertyFacts } from './facts';
import { longDate, propertyDocs, type ComplianceRule, type Finding } from './rule';
import { copyFindings } from './serving';

/**
 * The deadline of the latest gas safety check (Gas Safety (Installation and Use) Regulations 1998
 * reg 36 and 36A): 12 months after the check, or — for a check made in the two months before the
 * previous deadline — 12 months after that deadline, so an early check never loses time.
 * A stated expiry earlier than the law's deadline wins (the engineer knows best); a later one is
 * capped.
 */
export function gasDeadlines(docs: readonly DocumentFact[]): { doc: DocumentFact; deadline: string }[] {
  const checks = docs
    .filter((d) => d.type === 'GAS')
    .sort((a, b) => (a.issueDate === b.issueDate ? a.id - b.id : a.issueDate < b.issueDate ? -1 : 1));
  const out: { doc: DocumentFact; deadline: string }[] = [];
  let previous: string | null = null;
  for (const doc of checks) {
    const inEarlyWindow: boolean =
      previous !== null && doc.issueDate <= previous && doc.issueDate >= addMonths(previous, -2);
    const deadline: string = inEarlyWindow
      ? addMonths(previous!, 12)
      : earlier(doc.expiryDate, periodEnd(doc.issueDate, 12))!;
    out.push({ doc, deadline });
    previous = deadline;
  }
  return out;
}

/** The first day anyone lives there (a current tenancy's occupation date), for an item with no certificate. */
export function neededBy(facts: PropertyFacts): string | null {
  let first: string | null = null;
  for (const t of currentTenancies(facts)) if (!first || t.occupationDate < first) first = t.occupationDate;
  return first;
}

export const GAS_ANNUAL: ComplianceRule = {
  id: 'GAS_ANNUAL',
  family: 'gas',
  title: 'Annual gas safety check',
  source: 'Gas Safety (Installation and Use) Regulations 1998, reg 36 and 36A',
  evidence: ['GAS'],
  ladder: [60, 30, 14, 7, 1],
  blocks: ['start_tenancy'],
  evaluate(facts) {
    if (!facts.property.hasGasSupply) return [];
    const chain = gasDeadlines(propertyDocs(facts));
    const latest = chain.at(-1);
    const upload = { kind: 'upload', documentType: 'GAS', target: 'property' } as const;
    if (!latest) {
      const due = neededBy(facts);
      return [
        {
          subject: 'property',
          met: false,
          dueDate: due,
          message: due
            ? 'No gas safety record: a Gas Safe engineer must check the gas appliances now.'
            : 'No gas safety record yet: one is needed before anyone moves in.',
          action: upload,
        },
      ];
    }
    const { doc, deadline } = latest;
    const expired = deadline < facts.today;
    const finding: Finding = {
      subject: 'property',
      met: !expired,
      dueDate: deadline,
      documentIds: [doc.id],
      message: expired
        ? `The gas safety check ran out on ${longDate(deadline)}: book a Gas Safe engineer now.`
        : `Checked on ${longDate(doc.issueDate)}; the next check is due by ${longDate(deadline)}. A check from ${longDate(addMonths(deadline, -2))} keeps this date.`,
      action: { kind: 'book', what: 'a Gas Safe engineer' },
    };
    return [finding];
  },
};

/**
 * A copy of the latest record to each contract-holder: before they move in, and within 28 days of
 * each later check (counted as check + 27 to be safe, WALES.md).
 */
export const GAS_COPY: ComplianceRule = {
  id: 'GAS_COPY',
  family: 'gas',
  title: 'Gas safety record given to contract-holders',
  source: 'Gas Safety (Installation and Use) Regulations 1998, reg 36(6)',
  evidence: ['GAS'],
  ladder: [6],
  blocks: ['section_173'],
  evaluate(facts) {
    if (!facts.property.hasGasSupply) return [];
    const latest = gasDeadlines(propertyDocs(facts)).at(-1)?.doc;
    if (!latest) return [];
    return copyFindings(facts, [latest], (tenancy) =>
      latest.issueDate <= tenancy.occupationDate
        ? tenancy.occupationDate
        : lastDayStartingWith(latest.issueDate, 28),
    );
  },
};

/** Gas records are kept for two years: enforced where documents are deleted or relabelled, so no item. */
export const GAS_RETENTION: ComplianceRule = {
  id: 'GAS_RETENTION',
  family: 'gas',
  title: 'Gas safety records kept for two years',
  source: 'Gas Safety (Installation and Use) Regulations 1998, reg 36(3)',
  evidence: ['GAS'],
  ladder: [],
  blocks: [],
  evaluate: () => [],
};
