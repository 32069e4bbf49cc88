import { AGENCY } from '@shared/agency';
import type { DocumentType } from '@shared/documents';
import type { ComplianceItem, RuleId } from '@shared/compliance';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { documentTypeWords } from '@shared/i18n/value-words';
import { formatCalendarDay } from '../../lib/mailer/locale-formats';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';

type Label = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * A rule's short name in the landlord's language. The item's own message (what is wrong, with its
 * dates) comes from the rule engine that the landlord portal shows, which is English only.
 */
const RULE_TITLE: Record<RuleId, Label> = {
  RSW_REGISTRATION: m.email_compliance_rule_rsw_registration,
  RSW_LICENCE_LANDLORD: m.email_compliance_rule_rsw_licence_landlord,
  GAS_ANNUAL: m.email_compliance_rule_gas_annual,
  GAS_COPY: m.email_compliance_rule_gas_copy,
  GAS_RETENTION: m.email_compliance_rule_gas_retention,
  EICR_VALID: m.email_compliance_rule_eicr_valid,
  EICR_COPY: m.email_compliance_rule_eicr_copy,
  SMOKE_ALARMS: m.email_compliance_rule_smoke_alarms,
  CO_ALARMS: m.email_compliance_rule_co_alarms,
  FFHH: m.email_compliance_rule_ffhh,
  EPC_VALID: m.email_compliance_rule_epc_valid,
  MEES_BAND_E: m.email_compliance_rule_mees_band_e,
  LEGIONELLA_RA: m.email_compliance_rule_legionella_ra,
  INSURANCE: m.email_compliance_rule_insurance,
  HMO_MANDATORY: m.email_compliance_rule_hmo_mandatory,
  HMO_ADDITIONAL_CARDIFF: m.email_compliance_rule_hmo_additional_cardiff,
  WRITTEN_STATEMENT: m.email_compliance_rule_written_statement,
  LANDLORD_ADDRESS_S39: m.email_compliance_rule_landlord_address_s39,
  DEPOSIT_PROTECT: m.email_compliance_rule_deposit_protect,
  S173_GUARD: m.email_compliance_rule_s173_guard,
  FIXED_TERM_END: m.email_compliance_rule_fixed_term_end,
  RENT_VARIATION: m.email_compliance_rule_rent_variation,
};

/** A document's name as the recipient reads it ('Gas Safety Certificate', 'Tystysgrif diogelwch nwy'). */
export const documentName = (type: DocumentType, locale: Locale) => documentTypeWords[type]({}, { locale });
/** A rule's short name as the recipient reads it. */
export const ruleTitle = (rule: RuleId, locale: Locale) => RULE_TITLE[rule]({}, { locale });

export interface ReminderLine {
  propertyTitle: string | null;
  item: ComplianceItem;
  step: string;
}

// English keeps the item's own title (the rule engine's, as the portal shows it).
const describe = ({ propertyTitle, item }: ReminderLine, locale: Locale) =>
  `${propertyTitle ? `${propertyTitle}: ` : ''}${locale === 'en' ? item.title : ruleTitle(item.rule, locale)}${item.tenantName ? ` (${item.tenantName})` : ''}${
    item.dueDate
      ? `, ${m.email_compliance_due({ date: formatCalendarDay(item.dueDate, locale) }, { locale })}`
      : ''
  }. ${item.message}`;

export const complianceEmails = {
  /** A certificate served to a contract-holder (GAS_COPY, EICR_COPY, EPC), in their language. */
  documentServed: (
    name: string,
    doc: { documentType: DocumentType; issueDate: string },
    propertyTitle: string,
    portalUrl: string,
    locale: Locale = 'en',
  ) => {
    const o = { locale };
    const document = documentName(doc.documentType, locale);
    return renderEmail({
      subject: m.email_document_served_subject({ document, property: propertyTitle }, o),
      greeting: greetingFor(name, locale),
      paragraphs: [
        m.email_document_served_body({ document, date: formatCalendarDay(doc.issueDate, locale) }, o),
        m.email_document_served_where({}, o),
      ],
      action: { label: m.email_document_served_action({}, o), url: portalUrl },
      reason: m.email_document_served_reason({}, o),
      locale,
    });
  },

  /**
   * One e-mail per landlord per run: what needs action now, and, once a week, what is coming up in
   * the next months and what is still overdue. In the landlord's language; the agency's copy in English.
   */
  summary: (
    name: string,
    lines: { now: ReminderLine[]; comingUp: ReminderLine[]; stillOverdue: ReminderLine[] },
    dashboardUrl: string,
    forAgency = false,
    locale: Locale = 'en',
  ) => {
    const o = { locale };
    const overdueNow = lines.now.filter((l) => l.step === 'overdue').length;
    const count = lines.now.length;
    const overdue = lines.stillOverdue.length;
    const comingUp = lines.comingUp.length;
    const subject = count
      ? overdueNow
        ? count === 1
          ? m.email_compliance_action_needed_one({ count }, o)
          : m.email_compliance_action_needed_other({ count }, o)
        : count === 1
          ? m.email_compliance_due_soon_one({ count }, o)
          : m.email_compliance_due_soon_other({ count }, o)
      : overdue && comingUp
        ? m.email_compliance_round_up_both({ overdue, comingUp }, o)
        : overdue
          ? m.email_compliance_round_up_overdue({ overdue }, o)
          : m.email_compliance_round_up_coming_up({ comingUp }, o);
    const overdueMark = `${m.email_compliance_overdue({}, o)}: `;
    const section = (
      title: string,
      list: ReminderLine[],
      prefix = (l: ReminderLine) => (l.step === 'overdue' ? overdueMark : ''),
    ) => (list.length ? [title, ...list.map((l) => `• ${prefix(l)}${describe(l, locale)}`)] : []);
    return renderEmail({
      subject,
      greeting: forAgency ? m.email_compliance_agency_greeting({ name }, o) : greetingFor(name, locale),
      paragraphs: [
        ...section(m.email_compliance_section_now({}, o), lines.now),
        ...section(m.email_compliance_section_still_overdue({}, o), lines.stillOverdue, () => ''),
        ...section(m.email_compliance_section_coming_up({}, o), lines.comingUp, () => ''),
      ],
      action: { label: m.email_compliance_action({}, o), url: dashboardUrl },
      reason: forAgency ? m.email_compliance_agency_reason({}, o) : m.email_compliance_landlord_reason({}, o),
      locale,
    });
  },
};

/** Texts: plain GSM characters (the Welsh avoids circumflexes), the agency's name first. */
export const complianceTexts = {
  reminders: (count: number, overdue: number, url: string, locale: Locale = 'en') => {
    const o = { locale };
    const agency = AGENCY.name;
    const dueSoon = count - overdue;
    if (overdue) {
      if (dueSoon > 0)
        return overdue === 1
          ? m.sms_compliance_overdue_one_and_due_soon({ agency, overdue, dueSoon, url }, o)
          : m.sms_compliance_overdue_other_and_due_soon({ agency, overdue, dueSoon, url }, o);
      return overdue === 1
        ? m.sms_compliance_overdue_one({ agency, overdue, url }, o)
        : m.sms_compliance_overdue_other({ agency, overdue, url }, o);
    }
    return count === 1
      ? m.sms_compliance_coming_up_one({ agency, count, url }, o)
      : m.sms_compliance_coming_up_other({ agency, count, url }, o);
  },
};
