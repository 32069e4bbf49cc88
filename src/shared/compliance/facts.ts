import type { DocumentType, EpcBand, ManagementMode } from './facts-types';

/**
 * What the engine knows about one property, read by the server in a fixed number of queries.
 * The engine is pure: the same facts and the same `today` give the same items.
 */
export interface DocumentFact {
  id: number;
  type: DocumentType;
  /** Null for a property document; the tenancy for a tenancy document. */
  tenancyId: number | null;
  issueDate: string;
  expiryDate: string | null;
  epcBand: EpcBand | null;
  reference: string | null;
  maxOccupants: number | null;
}

/** A copy of a document given to a contract-holder (document_services), by the product or recorded. */
export interface ServiceFact {
  documentId: number;
  tenancyId: number;
  /** The day it was served, Europe/London. */
  servedOn: string;
}

export interface TenancyFact {
  id: number;
  fullName: string;
  status: 'active' | 'past' | 'notice_given';
  tenantType: 'tenant' | 'lead_tenant' | 'guarantor';
  /** The occupation date; the lease start when none was recorded. */
  occupationDate: string;
  contractType: 'periodic' | 'fixed_term';
  fixedTermEnd: string | null;
  /** Pence; null or 0 means no deposit was taken. */
  deposit: number | null;
  depositPaidDate: string | null;
  /** The day the last rent increase took effect (from the rent history or entered by hand). */
  lastRentIncreaseOn: string | null;
  /** Open repairs flagged as a fitness-for-habitation matter. */
  openFitnessRepairs: number;
}

export interface CombustionRoomFact {
  room: string;
  hasCoAlarm: boolean;
}

/** Cardiff's additional HMO licensing areas; `none` when the postcode tells it is outside, null when unknown. */
export type LicensingArea = 'cathays' | 'plasnewydd' | 'none' | null;

export interface PropertyFact {
  id: number;
  title: string;
  postcode: string;
  isListed: boolean;
  hasGasSupply: boolean;
  /** Storeys of the home (1 when not recorded). */
  storeys: number;
  /** Storeys with a working, mains-powered, interlinked smoke alarm. */
  smokeAlarmStoreys: number;
  combustionRooms: CombustionRoomFact[];
  hmoOccupants: number | null;
  hmoHouseholds: number | null;
  licensingArea: LicensingArea;
}

export type { ManagementMode };

export interface LandlordFact {
  id: number;
  managementMode: ManagementMode;
  documents: DocumentFact[];
}

export interface PropertyFacts {
  today: string;
  property: PropertyFact;
  landlord: LandlordFact;
  /** Every tenancy of the property (the rules pick the current ones). */
  tenancies: TenancyFact[];
  /** The property's documents and its tenancies' documents. */
  documents: DocumentFact[];
  services: ServiceFact[];
}

/** Contract-holders who live there now (guarantors are not contract-holders). */
export const currentTenancies = (facts: Pick<PropertyFacts, 'tenancies'>) =>
  facts.tenancies.filter((t) => t.status !== 'past' && t.tenantType !== 'guarantor');

/** Is anyone living there, or due to move in? */
export const isLet = (facts: Pick<PropertyFacts, 'tenancies'>) => currentTenancies(facts).length > 0;
