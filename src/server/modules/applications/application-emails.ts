import { applicationStatusLabel, employmentStatusLabel, type ApplicationStatus } from '@shared/applications';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import { formatPence } from '@shared/money';
import { renderEmail } from '../../lib/mailer/templates';

/** Line breaks and runs of spaces folded, so an applicant's text cannot shape a subject line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** '2026-03-01' → '1 March 2026' (the date is a calendar day: read in UTC). */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

export interface ApplicationSummary {
  fullName: string;
  email: string;
  phone: string;
  employmentStatus: keyof typeof employmentStatusLabel;
  annualIncome: number;
  householdSize: number;
  moveInDate: string;
  hasGuarantor: boolean;
  message: string | null;
}

const summaryLines = (a: ApplicationSummary) => [
  `Employment: ${employmentStatusLabel[a.employmentStatus]}. Annual income: ${formatPence(a.annualIncome)}. Guarantor: ${a.hasGuarantor ? 'yes' : 'no'}.`,
  `Household: ${a.householdSize} ${a.householdSize === 1 ? 'person' : 'people'}. Move-in date: ${formatDay(a.moveInDate)}.`,
  ...(a.message ? [`Message: ${a.message}`] : []),
];

export interface HoldingDepositTerms {
  propertyTitle: string;
  address: string;
  monthlyRent: number;
  amount: number;
  deadlineForAgreement: string | null;
  landlordName: string;
}

export const applicationEmails = {
  /** To the applicant: their application arrived, with what they sent. */
  received: (a: ApplicationSummary, propertyTitle: string) =>
    renderEmail({
      subject: oneLine(`We have your application for ${propertyTitle}`),
      greeting: `Hello ${oneLine(a.fullName)},`,
      paragraphs: [
        `Thank you for applying to rent ${propertyTitle}. This is what you sent us:`,
        ...summaryLines(a),
        'We will look at your application and be in touch within two working days. We never ask for a holding deposit before we have given you, in writing, what the law says you must know first.',
      ],
      reason: 'You receive this e-mail because this address was used to apply for a home on our website.',
    }),
  /** To the landlord and to the agency's inbox: a new application, with its affordability. */
  notice: (a: ApplicationSummary, propertyTitle: string, affordable: boolean, dashboardUrl: string) =>
    renderEmail({
      subject: oneLine(`New application: ${propertyTitle} from ${a.fullName}`),
      greeting: 'Hello,',
      paragraphs: [
        `${a.fullName} has applied to rent ${propertyTitle}. E-mail: ${a.email}. Phone: ${a.phone}.`,
        ...summaryLines(a),
        affordable
          ? 'Affordability: the income is at least 30 times the monthly rent, or there is a guarantor.'
          : 'Affordability: the income is below 30 times the monthly rent and there is no guarantor.',
        'Shortlist, reference, approve or reject it under the property’s Applications tab.',
      ],
      action: { label: 'Open the applications', url: dashboardUrl },
      reason: 'You receive this e-mail because you let this home through us, or this is the agency inbox.',
    }),
  /** To the applicant at each step. */
  statusChanged: (name: string, propertyTitle: string, status: ApplicationStatus, reason: string | null) => {
    const paragraphs: Record<ApplicationStatus, string[]> = {
      new: [],
      shortlisted: [
        `Good news: your application for ${propertyTitle} has been shortlisted. We will contact you about the next steps.`,
      ],
      referencing: [
        `We are now taking up references for your application for ${propertyTitle}. Our referencing partner may contact you, your employer or your previous landlord; please answer them promptly.`,
      ],
      approved: [
        `Your application for ${propertyTitle} has been approved. We will contact you to agree the start date and send your occupation contract.`,
      ],
      rejected: [
        `We are sorry: your application for ${propertyTitle} has not been successful.`,
        ...(reason ? [`Reason: ${reason}`] : []),
        'Any holding deposit you paid will be repaid within 7 days, unless the law allows us to keep it and we have told you why.',
      ],
      let: [],
    };
    return renderEmail({
      subject: oneLine(`Your application for ${propertyTitle}: ${applicationStatusLabel[status]}`),
      greeting: `Hello ${oneLine(name)},`,
      paragraphs: [
        ...paragraphs[status],
        `If you have any questions, reply to this e-mail or call us on ${AGENCY_LETTERHEAD.phone}.`,
      ],
      reason: 'You receive this e-mail because you applied to rent a home through us.',
    });
  },
  /** To the other applicants once the home is let. */
  homeTaken: (
    name: string,
    propertyTitle: string,
    holdingDepositRepayBy: string | null,
    listingsUrl: string,
  ) =>
    renderEmail({
      subject: oneLine(`${propertyTitle} has been let`),
      greeting: `Hello ${oneLine(name)},`,
      paragraphs: [
        `Thank you for applying to rent ${propertyTitle}. The home has now been let to another applicant, so we have closed your application.`,
        ...(holdingDepositRepayBy
          ? [`We will repay your holding deposit in full by ${formatDay(holdingDepositRepayBy)}.`]
          : []),
        'New homes come on every week: have a look at what is available now.',
      ],
      action: { label: 'See homes to let', url: listingsUrl },
      reason: 'You receive this e-mail because you applied to rent a home through us.',
    }),
  /**
   * WALES.md HOLDING_DEPOSIT_INFO: what the applicant must be told in writing before a holding
   * deposit is taken (the Renting Homes (Fees etc.) (Wales) Act 2019, Schedule 2).
   */
  holdingDepositInformation: (name: string, t: HoldingDepositTerms) =>
    renderEmail({
      subject: oneLine(`Holding deposit for ${t.propertyTitle}: please read before paying`),
      greeting: `Hello ${oneLine(name)},`,
      paragraphs: [
        'Before you pay a holding deposit, the law in Wales says you must have this information in writing. Please keep this e-mail.',
        `The home: ${t.propertyTitle}, ${t.address}. The landlord: ${t.landlordName}, through ${AGENCY_LETTERHEAD.name}, ${AGENCY_LETTERHEAD.address}.`,
        `The rent: ${formatPence(t.monthlyRent)} a month. The holding deposit: ${formatPence(t.amount)} (it may not be more than one week's rent).`,
        t.deadlineForAgreement
          ? `The deadline for agreement (the date by which we must both have entered into the occupation contract), agreed with you in writing: ${formatDay(t.deadlineForAgreement)}.`
          : 'The deadline for agreement (the date by which we must both have entered into the occupation contract) is the 15th day beginning with the day we receive your holding deposit, unless we agree another date with you in writing.',
        'If the contract is made, your holding deposit will be repaid within 7 days, or, if you agree, put toward your security deposit or your first month’s rent. If the landlord decides not to go ahead, or the deadline for agreement passes without a contract, it will be repaid within 7 days.',
        'The landlord may keep it only if you gave false or misleading information that reasonably affected the decision, if you decide not to go ahead, or if you do not take all reasonable steps to enter into the contract before the deadline. If we keep it, we will tell you why in writing.',
        'We will ask for references before the contract is made; please answer the referencing partner promptly.',
      ],
      reason: 'You receive this e-mail because you applied to rent a home through us.',
    }),
  /** To the applicant: the holding deposit arrived, with the dates that follow from it. */
  holdingDepositReceived: (
    name: string,
    propertyTitle: string,
    amount: number,
    deadline: string,
    repayBy: string,
  ) =>
    renderEmail({
      subject: oneLine(`Holding deposit received for ${propertyTitle}`),
      greeting: `Hello ${oneLine(name)},`,
      paragraphs: [
        `We have received your holding deposit of ${formatPence(amount)} for ${propertyTitle}. The home is held for you while we complete your application.`,
        `The deadline for agreement is ${formatDay(deadline)}. If no contract has been made by then, we will repay your holding deposit by ${formatDay(repayBy)} unless the law allows us to keep it.`,
      ],
      reason: 'You receive this e-mail because you paid a holding deposit to us.',
    }),
  /** To the landlord and the agency: a holding deposit is to be repaid (or applied) soon. */
  holdingDepositReminder: (
    applicantName: string,
    propertyTitle: string,
    amount: number,
    repayBy: string,
    dashboardUrl: string,
  ) =>
    renderEmail({
      subject: oneLine(`Holding deposit to repay by ${formatDay(repayBy)}: ${propertyTitle}`),
      greeting: 'Hello,',
      paragraphs: [
        `The holding deposit of ${formatPence(amount)} that ${applicantName} paid for ${propertyTitle} must be repaid (or, with their agreement, put toward the deposit or first rent) by ${formatDay(repayBy)}.`,
        'Under the Renting Homes (Fees etc.) (Wales) Act 2019 a holding deposit kept without a lawful reason is a prohibited payment, and no section 173 notice can be given while it is unreturned. Record the repayment under the property’s Applications tab once it is made.',
      ],
      action: { label: 'Open the applications', url: dashboardUrl },
      reason: 'You receive this e-mail because you let this home through us, or this is the agency inbox.',
    }),
};
