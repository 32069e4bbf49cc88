import type { ApplicationStatus, HoldingDepositUse } from '@shared/applications';
import type { EmploymentStatus } from '@shared/application-options';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import { formatCalendarDay } from '../../lib/mailer/locale-formats';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';

/**
 * The e-mails of applying for a home. An applicant has no account, so no language on record:
 * their e-mails go in English (the builders take a locale for when an application records one).
 * The landlord's copies follow the landlord's language; the agency inbox's are English.
 */

/** Line breaks and runs of spaces folded, so an applicant's text cannot shape a subject line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** '2026-03-01' → '1 March 2026' / '1 Mawrth 2026' (the date is a calendar day: read in UTC). */
export const formatDay = (date: string, locale: Locale = 'en') => formatCalendarDay(date, locale);

type Label = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const EMPLOYMENT: Record<EmploymentStatus, Label> = {
  employed: m.email_employment_employed,
  self_employed: m.email_employment_self_employed,
  student: m.email_employment_student,
  retired: m.email_employment_retired,
  unemployed: m.email_employment_unemployed,
  other: m.email_employment_other,
};
const STATUS: Record<ApplicationStatus, Label> = {
  new: m.email_application_status_new,
  shortlisted: m.email_application_status_shortlisted,
  referencing: m.email_application_status_referencing,
  approved: m.email_application_status_approved,
  rejected: m.email_application_status_rejected,
  let: m.email_application_status_let,
};
/** The labels as the recipient reads them ('Self-employed', 'Hunangyflogedig'). */
export const employmentLabel = (status: EmploymentStatus, locale: Locale) =>
  EMPLOYMENT[status]({}, { locale });
export const applicationStatusName = (status: ApplicationStatus, locale: Locale) =>
  STATUS[status]({}, { locale });

export interface ApplicationSummary {
  fullName: string;
  email: string;
  phone: string;
  employmentStatus: EmploymentStatus;
  annualIncome: number;
  householdSize: number;
  moveInDate: string;
  hasGuarantor: boolean;
  message: string | null;
}

const summaryLines = (a: ApplicationSummary, locale: Locale) => {
  const o = { locale };
  const household = { count: a.householdSize, date: formatDay(a.moveInDate, locale) };
  return [
    m.email_application_summary_money(
      {
        employment: employmentLabel(a.employmentStatus, locale),
        income: formatPence(a.annualIncome, locale),
        guarantor: a.hasGuarantor
          ? m.email_application_guarantor_yes({}, o)
          : m.email_application_guarantor_no({}, o),
      },
      o,
    ),
    a.householdSize === 1
      ? m.email_application_summary_household_one(household, o)
      : m.email_application_summary_household_other(household, o),
    ...(a.message ? [m.email_application_summary_message({ message: a.message }, o)] : []),
  ];
};

export interface HoldingDepositTerms {
  propertyTitle: string;
  address: string;
  monthlyRent: number;
  amount: number;
  deadlineForAgreement: string | null;
  landlordName: string;
}

const STATUS_PARAGRAPHS: Record<
  ApplicationStatus,
  (property: string, reason: string | null, locale: Locale) => string[]
> = {
  new: () => [],
  shortlisted: (property, _reason, locale) => [m.email_application_shortlisted({ property }, { locale })],
  referencing: (property, _reason, locale) => [m.email_application_referencing({ property }, { locale })],
  approved: (property, _reason, locale) => [m.email_application_approved({ property }, { locale })],
  rejected: (property, reason, locale) => [
    m.email_application_rejected({ property }, { locale }),
    ...(reason ? [m.email_application_rejected_reason_line({ reason }, { locale })] : []),
    m.email_application_rejected_deposit({}, { locale }),
  ],
  let: () => [],
};

const HOLDING_DEPOSIT_OUTCOME: Record<
  HoldingDepositUse,
  (inputs: { amount: string; property: string; date: string }, options: { locale: Locale }) => string
> = {
  deposit: m.email_holding_deposit_outcome_deposit,
  first_rent: m.email_holding_deposit_outcome_first_rent,
  repay: m.email_holding_deposit_outcome_repay,
};

export const applicationEmails = {
  /** To the applicant: their application arrived, with what they sent. */
  received: (a: ApplicationSummary, propertyTitle: string, locale: Locale = 'en') =>
    renderEmail({
      subject: oneLine(m.email_application_received_subject({ property: propertyTitle }, { locale })),
      greeting: greetingFor(oneLine(a.fullName), locale),
      paragraphs: [
        m.email_application_received_intro({ property: propertyTitle }, { locale }),
        ...summaryLines(a, locale),
        m.email_application_received_next({}, { locale }),
      ],
      reason: m.email_application_received_reason({}, { locale }),
      locale,
    }),
  /** To the landlord and to the agency's inbox: a new application, with its affordability. */
  notice: (
    a: ApplicationSummary,
    propertyTitle: string,
    affordable: boolean,
    dashboardUrl: string,
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: oneLine(
        m.email_application_notice_subject({ property: propertyTitle, name: a.fullName }, { locale }),
      ),
      greeting: m.email_greeting_all({}, { locale }),
      paragraphs: [
        m.email_application_notice_intro(
          { name: a.fullName, property: propertyTitle, email: a.email, phone: a.phone },
          { locale },
        ),
        ...summaryLines(a, locale),
        affordable
          ? m.email_application_notice_affordable({}, { locale })
          : m.email_application_notice_not_affordable({}, { locale }),
        m.email_application_notice_next({}, { locale }),
      ],
      action: { label: m.email_application_open_action({}, { locale }), url: dashboardUrl },
      reason: m.email_application_landlord_reason({}, { locale }),
      locale,
    }),
  /** To the applicant at each step. */
  statusChanged: (
    name: string,
    propertyTitle: string,
    status: ApplicationStatus,
    reason: string | null,
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: oneLine(
        m.email_application_status_subject(
          { property: propertyTitle, status: applicationStatusName(status, locale) },
          { locale },
        ),
      ),
      greeting: greetingFor(oneLine(name), locale),
      paragraphs: [
        ...STATUS_PARAGRAPHS[status](propertyTitle, reason, locale),
        m.email_application_questions({ phone: AGENCY_LETTERHEAD.phone }, { locale }),
      ],
      reason: m.email_application_applied_reason({}, { locale }),
      locale,
    }),
  /** To the other applicants once the home is let. */
  homeTaken: (
    name: string,
    propertyTitle: string,
    holdingDepositRepayBy: string | null,
    listingsUrl: string,
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: oneLine(m.email_application_home_taken_subject({ property: propertyTitle }, { locale })),
      greeting: greetingFor(oneLine(name), locale),
      paragraphs: [
        m.email_application_home_taken_body({ property: propertyTitle }, { locale }),
        ...(holdingDepositRepayBy
          ? [
              m.email_application_home_taken_repay(
                { date: formatDay(holdingDepositRepayBy, locale) },
                { locale },
              ),
            ]
          : []),
        m.email_application_home_taken_more({}, { locale }),
      ],
      action: { label: m.email_application_home_taken_action({}, { locale }), url: listingsUrl },
      reason: m.email_application_applied_reason({}, { locale }),
      locale,
    }),
  /**
   * WALES.md HOLDING_DEPOSIT_INFO: what the applicant must be told in writing before a holding
   * deposit is taken (the Renting Homes (Fees etc.) (Wales) Act 2019, Schedule 2).
   */
  holdingDepositInformation: (name: string, t: HoldingDepositTerms, locale: Locale = 'en') => {
    const o = { locale };
    return renderEmail({
      subject: oneLine(m.email_holding_deposit_info_subject({ property: t.propertyTitle }, o)),
      greeting: greetingFor(oneLine(name), locale),
      paragraphs: [
        m.email_holding_deposit_info_law({}, o),
        m.email_holding_deposit_info_parties(
          {
            property: t.propertyTitle,
            address: t.address,
            landlord: t.landlordName,
            agency: AGENCY_LETTERHEAD.name,
            agencyAddress: AGENCY_LETTERHEAD.address,
          },
          o,
        ),
        m.email_holding_deposit_info_money(
          { rent: formatPence(t.monthlyRent, locale), amount: formatPence(t.amount, locale) },
          o,
        ),
        t.deadlineForAgreement
          ? m.email_holding_deposit_info_deadline_agreed(
              { date: formatDay(t.deadlineForAgreement, locale) },
              o,
            )
          : m.email_holding_deposit_info_deadline_default({}, o),
        m.email_holding_deposit_info_repaid({}, o),
        m.email_holding_deposit_info_kept({}, o),
        m.email_holding_deposit_info_references({}, o),
      ],
      reason: m.email_application_applied_reason({}, o),
      locale,
    });
  },
  /** To the applicant: the holding deposit arrived, with the dates that follow from it. */
  holdingDepositReceived: (
    name: string,
    propertyTitle: string,
    amount: number,
    deadline: string,
    repayBy: string,
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: oneLine(m.email_holding_deposit_received_subject({ property: propertyTitle }, { locale })),
      greeting: greetingFor(oneLine(name), locale),
      paragraphs: [
        m.email_holding_deposit_received_body(
          { amount: formatPence(amount, locale), property: propertyTitle },
          { locale },
        ),
        m.email_holding_deposit_received_dates(
          { deadline: formatDay(deadline, locale), repayBy: formatDay(repayBy, locale) },
          { locale },
        ),
      ],
      reason: m.email_holding_deposit_paid_reason({}, { locale }),
      locale,
    }),
  /** To the applicant once the tenancy is made: what became of their holding deposit. */
  holdingDepositOutcome: (
    name: string,
    propertyTitle: string,
    amount: number,
    use: HoldingDepositUse,
    repayBy: string,
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: m.email_holding_deposit_outcome_subject({ property: oneLine(propertyTitle) }, { locale }),
      greeting: greetingFor(oneLine(name), locale),
      paragraphs: [
        HOLDING_DEPOSIT_OUTCOME[use](
          { amount: formatPence(amount, locale), property: propertyTitle, date: formatDay(repayBy, locale) },
          { locale },
        ),
        m.email_holding_deposit_outcome_portal({}, { locale }),
      ],
      reason: m.email_holding_deposit_paid_reason({}, { locale }),
      locale,
    }),
  /** To the landlord (in their language) and the agency: a holding deposit is to be repaid (or applied) soon. */
  holdingDepositReminder: (
    applicantName: string,
    propertyTitle: string,
    amount: number,
    repayBy: string,
    dashboardUrl: string,
    locale: Locale = 'en',
  ) => {
    const date = formatDay(repayBy, locale);
    return renderEmail({
      subject: oneLine(
        m.email_holding_deposit_reminder_subject({ date, property: propertyTitle }, { locale }),
      ),
      greeting: m.email_greeting_all({}, { locale }),
      paragraphs: [
        m.email_holding_deposit_reminder_body(
          { amount: formatPence(amount, locale), applicant: applicantName, property: propertyTitle, date },
          { locale },
        ),
        m.email_holding_deposit_reminder_law({}, { locale }),
      ],
      action: { label: m.email_application_open_action({}, { locale }), url: dashboardUrl },
      reason: m.email_application_landlord_reason({}, { locale }),
      locale,
    });
  },
};
