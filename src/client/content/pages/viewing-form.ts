/**
 * The 'Request a viewing' form's words (features/listings/components/viewing-form.tsx). Its field
 * messages and first thank-you line come from the shared schema and @shared/contact-options.
 */
export interface ViewingFormCopy {
  name: string;
  email: string;
  phone: string;
  preferredTimes: string;
  preferredTimesHint: string;
  message: string;
  sending: string;
  submit: string;
  fallbackError: string;
  /** When the listing has just been taken off the market. */
  goneError: string;
  thankYou: string;
  /** Before the phone number, which the form shows as a link (ends with a space). */
  received: (listingTitle: string) => string;
  receivedAfterPhone: string;
  seeMore: string;
}

export const VIEWING_FORM: ViewingFormCopy = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  preferredTimes: 'Preferred times',
  preferredTimesHint: 'For example, weekday evenings or Saturday morning.',
  message: 'Message',
  sending: 'Sending...',
  submit: 'Request a viewing',
  fallbackError: 'There was a problem sending your request. Please try again.',
  goneError: 'Sorry, this property has just been taken off the market, so we could not send your request.',
  thankYou: 'Thank you!',
  received: (listingTitle) =>
    `We have your request to view ${listingTitle}. Our lettings team will contact you by e-mail or phone, usually within one business day. If it is urgent, call us on `,
  receivedAfterPhone: '.',
  seeMore: 'See more properties',
};
