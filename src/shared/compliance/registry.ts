import { CO_ALARMS, SMOKE_ALARMS } from './alarms';
import { FFHH, INSURANCE, LEGIONELLA_RA } from './care';
import { EICR_COPY, EICR_VALID } from './electrical';
import { EPC_VALID, MEES_BAND_E } from './energy';
import { GAS_ANNUAL, GAS_COPY, GAS_RETENTION } from './gas';
import { HMO_ADDITIONAL_CARDIFF, HMO_MANDATORY, RSW_LICENCE_LANDLORD, RSW_REGISTRATION } from './licensing';
import { RENT_VARIATION, S173_GUARD } from './notices';
import type { ComplianceRule } from './rule';
import { DEPOSIT_PROTECT, FIXED_TERM_END, LANDLORD_ADDRESS_S39, WRITTEN_STATEMENT } from './tenancy';
import type { RuleId } from './types';

/**
 * Every WALES.md rule that applies to a private standard occupation contract, in the order the
 * screens list them. WALES.md rows left out, and why, are in docs/compliance.md.
 */
export const RULES: readonly ComplianceRule[] = [
  RSW_REGISTRATION,
  RSW_LICENCE_LANDLORD,
  GAS_ANNUAL,
  GAS_COPY,
  GAS_RETENTION,
  EICR_VALID,
  EICR_COPY,
  EPC_VALID,
  MEES_BAND_E,
  SMOKE_ALARMS,
  CO_ALARMS,
  FFHH,
  WRITTEN_STATEMENT,
  LANDLORD_ADDRESS_S39,
  DEPOSIT_PROTECT,
  FIXED_TERM_END,
  RENT_VARIATION,
  S173_GUARD,
  HMO_MANDATORY,
  HMO_ADDITIONAL_CARDIFF,
  LEGIONELLA_RA,
  INSURANCE,
];

export const RULES_BY_ID = new Map<RuleId, ComplianceRule>(RULES.map((r) => [r.id, r]));

export const ruleById = (id: RuleId): ComplianceRule => {
  const rule = RULES_BY_ID.get(id);
  if (!rule) throw new Error(`Unknown compliance rule ${id}`);
  return rule;
};
