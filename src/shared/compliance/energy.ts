import { earlier, lastDayStartingWith, periodEnd } from './dates';
import type { DocumentFact, PropertyFacts } from './facts';
import { neededBy } from './gas';
import { latestOf, longDate, propertyDocs, type ComplianceRule, type Finding } from './rule';
import { copyFindings } from './serving';

/** An EPC is valid for 10 years from its date (or the earlier date it states). */
export const epcExpiry = (doc: Pick<DocumentFact, 'issueDate' | 'expiryDate'>): string =>
  earlier(doc.expiryDate, periodEnd(doc.issueDate, 120))!;

/** The latest EPC that is still valid today. */
export function validEpc(facts: PropertyFacts): DocumentFact | undefined {
  const latest = latestOf(propertyDocs(facts), 'EPC');
  return latest && epcExpiry(latest) >= facts.today ? latest : undefined;
}

const BELOW_E = new Set(['F', 'G']);

export const EPC_VALID: ComplianceRule = {
  id: 'EPC_VALID',
  family: 'energy',
  title: 'Energy performance certificate',
  source: 'Energy Performance of Buildings (England and Wales) Regulations 2012',
  evidence: ['EPC'],
  ladder: [180, 90, 30],
  blocks: ['publish_listing', 'start_tenancy'],
  evaluate(facts) {
    const latest = latestOf(propertyDocs(facts), 'EPC');
    if (!latest) {
      const due = neededBy(facts);
      return [
        {
          subject: 'property',
          met: false,
          dueDate: due,
          message: 'No energy performance certificate: one is needed before the home is advertised or let.',
          action: { kind: 'upload', documentType: 'EPC', target: 'property' },
        },
      ];
    }
    const expiry = epcExpiry(latest);
    const expired = expiry < facts.today;
    const property: Finding = {
      subject: 'property',
      met: !expired,
      dueDate: expiry,
      documentIds: [latest.id],
      message: expired
        ? `The energy performance certificate ran out on ${longDate(expiry)}: commission a new one.`
        : `Band ${latest.epcBand ?? 'not recorded'}; valid until ${longDate(expiry)}.`,
      action: { kind: 'upload', documentType: 'EPC', target: 'property' },
    };
    // Each contract-holder gets a free copy (WALES.md EPC_VALID), served when the tenancy starts.
    // Before they move in; a certificate renewed during the tenancy, within 14 days of it.
    const copies = copyFindings(facts, [latest], (tenancy) =>
      latest.issueDate > tenancy.occupationDate
        ? lastDayStartingWith(latest.issueDate, 14)
        : tenancy.occupationDate,
    ).map((f) => ({
      ...f,
      blocks: ['section_173' as const],
    }));
    return [property, ...copies];
  },
};

/**
 * Minimum energy efficiency: a let home must be band E or better, or have a registered exemption
 * (mostly 5 years). An EPC without a recorded band is asked for, since nothing can be told.
 */
export const MEES_BAND_E: ComplianceRule = {
  id: 'MEES_BAND_E',
  family: 'energy',
  title: 'Minimum energy efficiency (band E)',
  source: 'Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015',
  evidence: ['EPC', 'MEES_EXEMPTION'],
  ladder: [180, 90, 30],
  blocks: ['publish_listing', 'start_tenancy'],
  evaluate(facts) {
    const epc = validEpc(facts);
    if (!epc) return [];
    const band = epc.epcBand;
    if (!band) {
      return [
        {
          subject: 'property',
          met: false,
          dueDate: null,
          documentIds: [epc.id],
          message: 'Record the band (A to G) of the energy performance certificate.',
          action: { kind: 'upload', documentType: 'EPC', target: 'property' },
        },
      ];
    }
    if (!BELOW_E.has(band)) {
      return [
        {
          subject: 'property',
          met: true,
          dueDate: null,
          documentIds: [epc.id],
          message: `Band ${band} meets the minimum of E.`,
        },
      ];
    }
    const exemption = latestOf(propertyDocs(facts), 'MEES_EXEMPTION');
    const exemptionEnd = exemption
      ? earlier(exemption.expiryDate, periodEnd(exemption.issueDate, 60))!
      : null;
    if (exemption && exemptionEnd! >= facts.today) {
      return [
        {
          subject: 'property',
          met: true,
          dueDate: exemptionEnd,
          documentIds: [epc.id, exemption.id],
          message: `Band ${band}, let under a registered exemption until ${longDate(exemptionEnd!)}.`,
          action: { kind: 'upload', documentType: 'MEES_EXEMPTION', target: 'property' },
        },
      ];
    }
    return [
      {
        subject: 'property',
        met: false,
        dueDate: null,
        // Band F or G with no live exemption: unlawful to let, so it is an alert at once.
        status: neededBy(facts) ? 'overdue' : 'missing',
        documentIds: [epc.id],
        message: `Band ${band} is below the minimum of E: improve the home or register an exemption before it is let.`,
        action: { kind: 'upload', documentType: 'MEES_EXEMPTION', target: 'property' },
      },
    ];
  },
};
