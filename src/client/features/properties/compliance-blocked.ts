import type { RuleId } from '@shared/compliance';
import { blockedItemsOf, refusalMessage, type ComplianceBlocked } from '@client/lib/compliance-blocked';

const DOCUMENTS_TAB = 'in the Documents tab of this property';

/**
 * The rules that can stop a property being listed (and, for safety, those that can stop a tenancy),
 * with what to do about each from the property form (lib/compliance-blocked.ts names them).
 */
export const PROPERTY_RULE_HELP: Partial<Record<RuleId, string>> = {
  EPC_VALID: `Upload the energy performance certificate, with its band, ${DOCUMENTS_TAB}.`,
  MEES_BAND_E: `Upload an EPC rated A to E, or a registered MEES exemption, ${DOCUMENTS_TAB}.`,
  RSW_REGISTRATION: 'Add your registration under Your documents on the dashboard.',
  RSW_LICENCE_LANDLORD: 'Add your licence under Your documents on the dashboard.',
  GAS_ANNUAL: `Upload the gas safety record ${DOCUMENTS_TAB}.`,
  EICR_VALID: `Upload the electrical installation condition report ${DOCUMENTS_TAB}.`,
  SMOKE_ALARMS:
    'Fit a working, interlinked smoke alarm on every storey, then record it under Safety compliance in this form.',
  CO_ALARMS:
    'Fit a carbon monoxide alarm in each room with a gas, oil or solid-fuel appliance, then tick "CO alarm fitted" for it under Safety compliance in this form.',
};

/** Saving the property was refused because it was to be listed: what the dialog says. */
export function listingBlocked(error: unknown): ComplianceBlocked | null {
  const items = blockedItemsOf(error, PROPERTY_RULE_HELP);
  if (!items) return null;
  return {
    heading: 'This property cannot be listed on the website yet',
    message: refusalMessage(error),
    items,
    footer:
      'Nothing was saved. To save your other changes now, untick "List this property on the website" and save again.',
  };
}
