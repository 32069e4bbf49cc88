/**
 * The 'Apply for this home' form's words (features/applications/components/apply-form.tsx). Its
 * field messages, employment choices and thank-you come from the shared schema and @shared.
 */
export interface ApplyFormCopy {
  formLabel: (listingTitle: string) => string;
  fullName: string;
  email: string;
  phone: string;
  employmentStatus: string;
  chooseOne: string;
  annualIncome: string;
  annualIncomeHint: string;
  householdSize: string;
  moveInDate: string;
  hasGuarantor: string;
  message: string;
  /** Around the link to the privacy policy. */
  privacyBefore: string;
  privacyLink: string;
  privacyAfter: string;
  sending: string;
  submit: string;
  fallbackError: string;
  /** When the listing has just been taken off the market. */
  goneError: string;
  sentHeading: string;
  sentWith: (listingTitle: string) => string;
  seeMore: string;
}

export const APPLY_FORM: ApplyFormCopy = {
  formLabel: (listingTitle) => `Apply for ${listingTitle}`,
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  employmentStatus: 'Employment status',
  chooseOne: 'Choose one',
  annualIncome: 'Yearly income before tax (£)',
  annualIncomeHint: "Your household's total. We usually look for 30 times the monthly rent, or a guarantor.",
  householdSize: 'People who will live there',
  moveInDate: 'Move-in date',
  hasGuarantor: 'I have a guarantor (someone who will guarantee the rent)',
  message: 'Anything else we should know',
  privacyBefore: 'We use these details only to consider your application (see our ',
  privacyLink: 'privacy policy',
  privacyAfter: '). We never take a holding deposit before giving you, in writing, what you must know first.',
  sending: 'Sending...',
  submit: 'Send application',
  fallbackError: 'There was a problem sending your application. Please try again.',
  goneError:
    'Sorry, this property has just been taken off the market, so we could not send your application.',
  sentHeading: 'Application sent',
  sentWith: (listingTitle) => `Your application for ${listingTitle} is with the landlord and our team.`,
  seeMore: 'See more properties',
};
