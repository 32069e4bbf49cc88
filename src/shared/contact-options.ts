/**
 * The contact form's choices and answers, without Zod: public pages render these on load, and
 * the schemas (and Zod) arrive only when a form is first validated (lib/lazy-zod-resolver).
 */
export const INQUIRY_TYPES = ['landlord', 'tenant', 'general'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
/** SPEC.md §2 Contact page: the labels of the inquiry types. */
export const inquiryTypeLabel: Record<InquiryType, string> = {
  landlord: 'Landlord Services',
  tenant: 'Rental Inquiry',
  general: 'General Inquiry',
};

export const MESSAGE_KINDS = ['contact', 'viewing'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const messageKindLabel: Record<MessageKind, string> = {
  contact: 'Contact message',
  viewing: 'Viewing request',
};

/** The answer to a sent contact form (SPEC.md §8 Contact). */
export const CONTACT_THANK_YOU = 'Thank you for your message! We will be in touch soon.';
export const VIEWING_THANK_YOU =
  'Thank you for your viewing request! We will be in touch soon to arrange a time.';
