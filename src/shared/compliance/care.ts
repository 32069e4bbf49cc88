import { addMonths, earlier, periodEnd } from './dates';
import { currentTenancies } from './facts';
import { latestOf, longDate, propertyDocs, type ComplianceRule, type Finding } from './rule';

/** Fitness for human habitation: an open repair flagged as a fitness matter is urgent and bars section 173. */
export const FFHH: ComplianceRule = {
  id: 'FFHH',
  family: 'care',
  title: 'Fit for human habitation',
  source: 'Renting Homes (Wales) Act 2016, s.91; Fitness for Human Habitation (Wales) Regulations 2022',
  evidence: ['INSPECTION'],
  ladder: [],
  blocks: ['section_173'],
  evaluate(facts) {
    return currentTenancies(facts).map((tenancy): Finding => {
      const open = tenancy.openFitnessRepairs;
      return open > 0
        ? {
            subject: 'tenancy',
            tenancy,
            met: false,
            dueDate: null,
            status: 'overdue',
            message: `${open} open ${open === 1 ? 'repair affects' : 'repairs affect'} fitness for habitation: no rent is payable for any time the home is unfit.`,
          }
        : {
            subject: 'tenancy',
            tenancy,
            met: true,
            dueDate: null,
            message: 'No open repair affects fitness for habitation.',
          };
    });
  },
};

/**
 * A legionella risk assessment: the law sets no interval, so our policy is a review every
 * 24 months and at each new occupation. Reminders only; it never blocks.
 */
export const LEGIONELLA_RA: ComplianceRule = {
  id: 'LEGIONELLA_RA',
  family: 'care',
  title: 'Legionella risk assessment',
  source: 'Health and Safety at Work etc. Act 1974; HSE ACoP L8',
  evidence: ['LEGIONELLA'],
  ladder: [30, 7],
  blocks: [],
  evaluate(facts) {
    const latest = latestOf(propertyDocs(facts), 'LEGIONELLA');
    const upload = { kind: 'upload', documentType: 'LEGIONELLA', target: 'property' } as const;
    const newest = currentTenancies(facts)
      .map((t) => t.occupationDate)
      .sort()
      .at(-1);
    if (!latest) {
      return [
        {
          subject: 'property',
          met: false,
          dueDate: newest ?? null,
          message: 'No legionella risk assessment on record.',
          action: upload,
        },
      ];
    }
    const review = periodEnd(latest.issueDate, 24);
    // A new occupation calls for a review by the day they move in; one made in the three months
    // before it (getting the home ready) counts.
    const staleForNewest = newest && latest.issueDate < addMonths(newest, -3);
    const dueDate = staleForNewest ? earlier(newest, review)! : review;
    return [
      {
        subject: 'property',
        met: dueDate >= facts.today,
        dueDate,
        documentIds: [latest.id],
        message:
          dueDate === review
            ? `Assessed on ${longDate(latest.issueDate)}; review by ${longDate(review)}.`
            : `A new contract-holder moves in on ${longDate(dueDate)}: review the assessment by then.`,
        action: upload,
      },
    ];
  },
};

/** Not a statute, but lenders and leases require it: reminded, never blocking. */
export const INSURANCE: ComplianceRule = {
  id: 'INSURANCE',
  family: 'care',
  title: 'Buildings insurance',
  source: 'Best practice (lenders and leases)',
  evidence: ['INSURANCE'],
  ladder: [60, 30, 14, 7],
  blocks: [],
  evaluate(facts) {
    const latest = latestOf(propertyDocs(facts), 'INSURANCE');
    const upload = { kind: 'upload', documentType: 'INSURANCE', target: 'property' } as const;
    if (!latest)
      return [
        {
          subject: 'property',
          met: false,
          dueDate: null,
          message: 'No buildings insurance on record.',
          action: upload,
        },
      ];
    const renewal = earlier(latest.expiryDate, periodEnd(latest.issueDate, 12))!;
    return [
      {
        subject: 'property',
        met: renewal >= facts.today,
        dueDate: renewal,
        documentIds: [latest.id],
        message:
          renewal < facts.today
            ? `The policy ran out on ${longDate(renewal)}.`
            : `Renews by ${longDate(renewal)}.`,
        action: upload,
      },
    ];
  },
};
