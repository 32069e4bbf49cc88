import type { DocumentType, EpcBand } from './facts-types';

/** CONTRACT.md §6: an item's state; `due_soon` means a step of the rule's reminder ladder has been reached. */
export const COMPLIANCE_STATUSES = ['ok', 'due_soon', 'overdue', 'missing'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Worst first: a list's status is the worst of its items'. */
const SEVERITY: Record<ComplianceStatus, number> = { overdue: 3, missing: 2, due_soon: 1, ok: 0 };
export const worstStatus = (statuses: Iterable<ComplianceStatus>): ComplianceStatus => {
  let worst: ComplianceStatus = 'ok';
  for (const s of statuses) if (SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst;
};
export const bySeverity = (a: ComplianceStatus, b: ComplianceStatus) => SEVERITY[b] - SEVERITY[a];

/** What an open item stops the landlord doing. */
export const BLOCKED_ACTIONS = ['publish_listing', 'start_tenancy', 'section_173', 'rent_increase'] as const;
export type BlockedAction = (typeof BLOCKED_ACTIONS)[number];

export const RULE_IDS = [
  'RSW_REGISTRATION',
  'RSW_LICENCE_LANDLORD',
  'GAS_ANNUAL',
  'GAS_COPY',
  'GAS_RETENTION',
  'EICR_VALID',
  'EICR_COPY',
  'SMOKE_ALARMS',
  'CO_ALARMS',
  'FFHH',
  'EPC_VALID',
  'MEES_BAND_E',
  'LEGIONELLA_RA',
  'INSURANCE',
  'HMO_MANDATORY',
  'HMO_ADDITIONAL_CARDIFF',
  'WRITTEN_STATEMENT',
  'LANDLORD_ADDRESS_S39',
  'DEPOSIT_PROTECT',
  'S173_GUARD',
  'FIXED_TERM_END',
  'RENT_VARIATION',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export type ComplianceSubject = 'property' | 'tenancy' | 'landlord';

/** What closes an item, for the screen's button. */
export type ComplianceAction =
  | { kind: 'upload'; documentType: DocumentType; target: 'property' | 'tenancy' | 'landlord' }
  | { kind: 'serve'; documentId: number }
  | { kind: 'edit_property' }
  | { kind: 'edit_tenancy' }
  | { kind: 'book'; what: string }
  | { kind: 'none' };

/** One duty of one subject (CONTRACT.md §6), with the extra words the screens need. */
export interface ComplianceItem {
  rule: RuleId;
  subject: ComplianceSubject;
  tenancyId: number | null;
  status: ComplianceStatus;
  /** The last compliant day (YYYY-MM-DD, Europe/London), when the duty has one. */
  dueDate: string | null;
  documentIds: number[];
  /** Plain words: what is wrong or what is done. */
  message: string;
  blocks: BlockedAction[];
  /** The rule's short name and its legal source, for the screen. */
  title: string;
  source: string;
  action: ComplianceAction;
  /** The contract-holder an item is about (tenancy items). */
  tenantName?: string | null;
}

export interface PropertyCompliance {
  propertyId: number;
  status: ComplianceStatus;
  items: ComplianceItem[];
}

export interface ComplianceCounts {
  ok: number;
  due_soon: number;
  overdue: number;
  missing: number;
}

export interface PortfolioCompliance {
  status: ComplianceStatus;
  counts: ComplianceCounts;
  /** The landlord's own duties (registration, licence), once, not per property. */
  landlordItems?: ComplianceItem[];
  properties: (PropertyCompliance & { title: string; landlordId?: number; landlordName?: string })[];
}

/** GET /api/tenants/{id}/notices/section-173 */
export interface Section173Check {
  allowed: boolean;
  blockers: RuleId[];
  earliestServeDate: string | null;
  earliestEndDate: string | null;
  /** Plain words for each blocker. */
  reasons: Partial<Record<RuleId, string>>;
}

/** GET /api/tenants/{id}/notices/rent-increase */
export interface RentIncreaseCheck {
  allowed: boolean;
  reasons: string[];
  earliestEffectiveDate: string | null;
  /** The latest day to serve RHW12 for the asked date to hold (two months before it). */
  serveBy: string | null;
}

export type { DocumentType, EpcBand };
