import type { RuleId } from '@shared/compliance';
import {
  blockedItemsOf,
  refusalMessage,
  type ComplianceBlocked,
  type RuleHelp,
} from '@client/lib/compliance-blocked';

const DOCUMENTS_TAB = 'in the Documents tab of this property';

/**
 * The rules that can stop a property being listed (and, for safety, those that can stop a tenancy),
 * with their plain-words titles and what to do from the property form.
 */
export const PROPERTY_RULE_HELP: Partial<Record<RuleId, { title: string; advice: string }>> = {
  EPC_VALID: {
    title: 'Energy performance certificate',
    advice: `Upload the energy performance certificate, with its band, ${DOCUMENTS_TAB}.`,
  },
  MEES_BAND_E: {
    title: 'Minimum energy rating (band E)',
    advice: `Upload an EPC rated A to E, or a registered MEES exemption, ${DOCUMENTS_TAB}.`,
  },
  RSW_REGISTRATION: {
    title: 'Rent Smart Wales registration',
    advice: 'Add your registration under Your documents on the dashboard.',
  },
  RSW_LICENCE_LANDLORD: {
    title: 'Rent Smart Wales licence',
    advice: 'Add your licence under Your documents on the dashboard.',
  },
  GAS_ANNUAL: {
    title: 'Gas safety record',
    advice: `Upload the gas safety record ${DOCUMENTS_TAB}.`,
  },
  EICR_VALID: {
    title: 'Electrical report (EICR)',
    advice: `Upload the electrical installation condition report ${DOCUMENTS_TAB}.`,
  },
  SMOKE_ALARMS: {
    title: 'Smoke alarms',
    advice:
      'Fit a working, interlinked smoke alarm on every storey, then record it under Safety compliance in this form.',
  },
  CO_ALARMS: {
    title: 'Carbon monoxide alarms',
    advice:
      'Fit a carbon monoxide alarm in each room with a gas, oil or solid-fuel appliance, then tick "CO alarm fitted" for it under Safety compliance in this form.',
  },
};

/** Saving the property was refused because it was to be listed: what the dialog says. */
export function listingBlocked(error: unknown): ComplianceBlocked | null {
  const items = blockedItemsOf(error, PROPERTY_RULE_HELP as RuleHelp);
  if (!items) return null;
  return {
    heading: 'This property cannot be listed on the website yet',
    message: refusalMessage(error),
    items,
    footer:
      'Nothing was saved. To save your other changes now, untick "List this property on the website" and save again.',
  };
}
