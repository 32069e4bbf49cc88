/** Welsh twin of content/pages/contact-form.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/contact-form';

export const CONTACT_FORM: typeof En.CONTACT_FORM = {
  name: 'Enw',
  email: 'E-bost',
  phone: 'Ffôn',
  inquiryType: 'Math o ymholiad',
  chooseInquiryType: 'Dewiswch fath o ymholiad',
  message: 'Neges',
  sending: "Wrthi'n anfon...",
  send: 'Anfon neges',
  sentToastTitle: "Neges wedi'i hanfon",
  errorToastTitle: 'Gwall',
  fallbackError: 'Roedd problem wrth anfon eich neges. Rhowch gynnig arall arni.',
  thankYou: 'Diolch!',
  sendAnother: 'Anfon neges arall',
};
