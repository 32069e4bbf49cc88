import type { RuleId } from '@shared/compliance';
import { blockedItemsOf, refusalMessage, type ComplianceBlocked } from '@client/lib/compliance-blocked';

// The refusal's shape and parsing are shared (lib/compliance-blocked.ts); the advice is this form's,
// because here the way out is on the property, or a later date.

const DOCUMENTS_TAB = "in the property's Documents tab";
const EDIT_PROPERTY = "with Edit on the property's Details tab, under Safety compliance";

/** The rules that can stop a tenancy starting or its rent rising, with what to do from here. */
export const TENANCY_RULE_HELP: Partial<Record<RuleId, string>> = {
  GAS_ANNUAL: `Upload the gas safety record ${DOCUMENTS_TAB}.`,
  EICR_VALID: `Upload the electrical installation condition report ${DOCUMENTS_TAB}.`,
  EPC_VALID: `Upload the energy performance certificate, with its band, ${DOCUMENTS_TAB}.`,
  MEES_BAND_E: `Upload an EPC rated A to E, or a registered MEES exemption, ${DOCUMENTS_TAB}.`,
  SMOKE_ALARMS: `Fit a working, interlinked smoke alarm on every storey, then record it ${EDIT_PROPERTY}.`,
  CO_ALARMS: `Fit a carbon monoxide alarm in each room with a gas, oil or solid-fuel appliance, then record it ${EDIT_PROPERTY}.`,
  RSW_REGISTRATION: 'Add your registration under Your documents on the dashboard.',
  RENT_VARIATION:
    'Give the contract-holder a notice of rent variation (RHW12) at least two months ahead, and choose a "New rent starts on" date it allows; or keep the current rent.',
};

/** Saving the tenancy was refused: a move-in too soon, or a rent rise RHW12 does not allow yet. */
export function tenancyBlocked(error: unknown): ComplianceBlocked | null {
  const items = blockedItemsOf(error, TENANCY_RULE_HELP);
  if (!items) return null;
  const message = refusalMessage(error);
  if (items.some((item) => item.rule === 'RENT_VARIATION')) {
    return {
      heading: 'The rent cannot rise from that date',
      message,
      items,
      footer: 'Nothing was saved.',
    };
  }
  return {
    heading: 'The tenant cannot move in on this date yet',
    message,
    items,
    footer:
      'Nothing was saved. Or choose a later occupation date: a future date is allowed, and the items then show as due on that day.',
  };
}
