/**
 * The contact form's words (features/contact/components/contact-form.tsx). Its field messages and
 * thank-you come from the shared schema and @shared/contact-options.
 */
export interface ContactFormCopy {
  name: string;
  email: string;
  phone: string;
  inquiryType: string;
  chooseInquiryType: string;
  message: string;
  sending: string;
  send: string;
  sentToastTitle: string;
  errorToastTitle: string;
  fallbackError: string;
  thankYou: string;
  sendAnother: string;
}

export const CONTACT_FORM: ContactFormCopy = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  inquiryType: 'Inquiry Type',
  chooseInquiryType: 'Select an inquiry type',
  message: 'Message',
  sending: 'Sending...',
  send: 'Send Message',
  sentToastTitle: 'Message Sent',
  errorToastTitle: 'Error',
  fallbackError: 'There was a problem sending your message. Please try again.',
  thankYou: 'Thank You!',
  sendAnother: 'Send Another Message',
};
