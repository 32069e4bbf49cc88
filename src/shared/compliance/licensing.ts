import { earlier, periodEnd } from './dates';
import { currentTenancies, type LicensingArea, type PropertyFacts } from './facts';
import { latestOf, longDate, propertyDocs, type ComplianceRule, type Finding } from './rule';
import type { DocumentType } from './types';

/** RSW registration, licences and HMO licences last 5 years unless they state an earlier date. */
const fiveYearExpiry = (doc: { issueDate: string; expiryDate: string | null }) =>
  earlier(doc.expiryDate, periodEnd(doc.issueDate, 60))!;

function landlordDocumentFinding(
  facts: PropertyFacts,
  type: DocumentType,
  what: string,
  missingMessage: string,
): Finding {
  const doc = latestOf(facts.landlord.documents, type);
  const upload = { kind: 'upload', documentType: type, target: 'landlord' } as const;
  if (!doc)
    return { subject: 'landlord', met: false, dueDate: null, message: missingMessage, action: upload };
  const expiry = fiveYearExpiry(doc);
  const expired = expiry < facts.today;
  return {
    subject: 'landlord',
    met: !expired,
    dueDate: expiry,
    documentIds: [doc.id],
    message: expired
      ? `Your ${what} ran out on ${longDate(expiry)}: renew it with Rent Smart Wales.`
      : `${what[0]!.toUpperCase()}${what.slice(1)} ${doc.reference ?? ''} valid until ${longDate(expiry)}; renewal can take up to 8 weeks.`.replace(
          '  ',
          ' ',
        ),
    action: upload,
  };
}

export const RSW_REGISTRATION: ComplianceRule = {
  id: 'RSW_REGISTRATION',
  family: 'licensing',
  title: 'Rent Smart Wales landlord registration',
  source: 'Housing (Wales) Act 2014, s.4',
  evidence: ['RSW_REGISTRATION'],
  ladder: [180, 120, 90, 60, 30],
  blocks: ['publish_listing', 'section_173'],
  evaluate: (facts) => [
    landlordDocumentFinding(
      facts,
      'RSW_REGISTRATION',
      'Rent Smart Wales registration',
      'Add your Rent Smart Wales registration: no home may be advertised or let without it.',
    ),
  ],
};

/** A landlord who does letting or management work themself (let-only) needs a licence; fully managed ones do not. */
export const RSW_LICENCE_LANDLORD: ComplianceRule = {
  id: 'RSW_LICENCE_LANDLORD',
  family: 'licensing',
  title: 'Rent Smart Wales licence',
  source: 'Housing (Wales) Act 2014, s.7',
  evidence: ['RSW_LICENCE'],
  ladder: [180, 120, 90, 60, 30],
  blocks: ['section_173'],
  evaluate: (facts) =>
    facts.landlord.managementMode === 'fully_managed'
      ? []
      : [
          landlordDocumentFinding(
            facts,
            'RSW_LICENCE',
            'Rent Smart Wales licence',
            'You manage this let yourself, so you need a Rent Smart Wales licence (or let us manage it fully).',
          ),
        ],
};

const isMandatoryHmo = (facts: PropertyFacts) => {
  const { storeys, hmoOccupants, hmoHouseholds } = facts.property;
  return storeys >= 3 && (hmoOccupants ?? 0) >= 5 && (hmoHouseholds ?? 0) >= 2;
};

function hmoLicenceFindings(facts: PropertyFacts, scheme: string): Finding[] {
  const licence = latestOf(propertyDocs(facts), 'HMO_LICENCE');
  const occupants = facts.property.hmoOccupants ?? 0;
  const upload = { kind: 'upload', documentType: 'HMO_LICENCE', target: 'property' } as const;
  if (!licence) {
    return [
      {
        subject: 'property',
        met: false,
        dueDate: null,
        status: currentTenancies(facts).length ? 'overdue' : 'missing',
        message: `${occupants} people in ${facts.property.hmoHouseholds} households: this home needs an HMO licence (${scheme}).`,
        action: upload,
      },
    ];
  }
  const expiry = fiveYearExpiry(licence);
  if (licence.maxOccupants !== null && occupants > licence.maxOccupants) {
    return [
      {
        subject: 'property',
        met: false,
        dueDate: expiry,
        status: 'overdue',
        documentIds: [licence.id],
        message: `${occupants} occupants, but the licence allows ${licence.maxOccupants}.`,
        action: { kind: 'edit_property' },
      },
    ];
  }
  return [
    {
      subject: 'property',
      met: expiry >= facts.today,
      dueDate: expiry,
      documentIds: [licence.id],
      message:
        expiry < facts.today
          ? `The HMO licence ran out on ${longDate(expiry)}.`
          : `HMO licence ${licence.reference ?? ''} valid until ${longDate(expiry)}.`.replace('  ', ' '),
      action: upload,
    },
  ];
}

export const HMO_MANDATORY: ComplianceRule = {
  id: 'HMO_MANDATORY',
  family: 'licensing',
  title: 'Mandatory HMO licence',
  source: 'Housing Act 2004, s.55; Licensing of HMOs (Prescribed Descriptions) (Wales) Order 2006',
  evidence: ['HMO_LICENCE'],
  ladder: [180, 120, 90, 60],
  blocks: [],
  evaluate: (facts) => (isMandatoryHmo(facts) ? hmoLicenceFindings(facts, 'mandatory licensing') : []),
};

/**
 * Cardiff's additional licensing schemes, as published (WALES.md S29, S30). Plasnewydd's first
 * five years ended on 31 December 2025; the council's redeclaration is assumed (verify), so it has
 * no end here.
 */
export const CARDIFF_SCHEMES: Record<
  'cathays' | 'plasnewydd',
  { from: string; to: string | null; name: string }
> = {
  cathays: { from: '2023-02-01', to: '2028-01-31', name: 'Cathays additional licensing' },
  plasnewydd: { from: '2021-01-01', to: null, name: 'Plasnewydd additional licensing' },
};

/** Postcode districts that reach into Cathays or Plasnewydd; any other postcode is outside both. */
const CARDIFF_CANDIDATE_DISTRICTS = new Set(['CF10', 'CF11', 'CF14', 'CF23', 'CF24']);

/** `none` when the postcode tells the home is outside both areas; null when only the landlord can say. */
export function licensingAreaFromPostcode(postcode: string): LicensingArea {
  // The inward code is always the last three characters, so "CF244AA" (no space) is read too.
  const district = postcode.replace(/\s+/g, '').toUpperCase().slice(0, -3);
  return CARDIFF_CANDIDATE_DISTRICTS.has(district) ? null : 'none';
}

export const HMO_ADDITIONAL_CARDIFF: ComplianceRule = {
  id: 'HMO_ADDITIONAL_CARDIFF',
  family: 'licensing',
  title: 'Additional HMO licence (Cardiff)',
  source: 'Housing Act 2004, s.56; Cardiff Council additional licensing (Cathays, Plasnewydd)',
  evidence: ['HMO_LICENCE'],
  ladder: [180, 120, 90, 60],
  blocks: [],
  evaluate(facts) {
    const { hmoOccupants, hmoHouseholds, postcode } = facts.property;
    if (isMandatoryHmo(facts) || (hmoOccupants ?? 0) < 3 || (hmoHouseholds ?? 0) < 2) return [];
    const area = facts.property.licensingArea ?? licensingAreaFromPostcode(postcode);
    if (area === 'none') return [];
    if (area === null) {
      return [
        {
          subject: 'property',
          met: false,
          dueDate: null,
          message:
            'Tell us whether this shared home is in Cathays, Plasnewydd or neither: both need an HMO licence.',
          action: { kind: 'edit_property' },
        },
      ];
    }
    const scheme = CARDIFF_SCHEMES[area];
    if (facts.today < scheme.from || (scheme.to && facts.today > scheme.to)) return [];
    return hmoLicenceFindings(facts, scheme.name);
  },
};
