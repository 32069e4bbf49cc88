import { z } from 'zod';

import { INQUIRY_TYPES, type InquiryType, type MessageKind } from './contact-options';

export * from './contact-options';

const NAME_MESSAGE = 'Name must be at least 2 characters';
const EMAIL_MESSAGE = 'Please enter a valid email address';
const MESSAGE_MESSAGE = 'Message must be at least 10 characters';

const name = z
  .string(NAME_MESSAGE)
  .trim()
  .min(2, NAME_MESSAGE)
  .max(100, 'Name must be at most 100 characters');
const email = z.string(EMAIL_MESSAGE).trim().email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE);
/** Optional: an empty field is the same as none. */
const phone = z
  .string('Phone number must be text')
  .trim()
  .max(30, 'Phone number must be at most 30 characters')
  .nullish()
  .transform((v) => v || null);

/** POST /api/contact (SPEC.md §5 Contact form). */
export const ContactInputSchema = z.object({
  name,
  email,
  phone,
  inquiryType: z.enum(INQUIRY_TYPES, 'Please select an inquiry type'),
  message: z
    .string(MESSAGE_MESSAGE)
    .trim()
    .min(10, MESSAGE_MESSAGE)
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

/** POST /api/listings/{id}/viewings: a message and the times that suit are optional. */
export const ViewingRequestSchema = z.object({
  name,
  email,
  phone,
  message: z
    .string('Message must be text')
    .trim()
    .max(5000, 'Message must be at most 5000 characters')
    .nullish()
    .transform((v) => v || null),
  preferredTimes: z
    .string('Preferred times must be text')
    .trim()
    .max(500, 'Preferred times must be at most 500 characters')
    .nullish()
    .transform((v) => v || null),
});
export type ViewingRequestInput = z.input<typeof ViewingRequestSchema>;

/** PATCH /api/admin/messages/{id}. */
export const UpdateMessageSchema = z.object({ handled: z.boolean('handled must be true or false') }).strict();

/** A contact message or viewing request as the admin inbox shows it. */
export interface InboxMessage {
  id: number;
  kind: MessageKind;
  name: string;
  email: string;
  phone: string | null;
  inquiryType: InquiryType;
  message: string;
  propertyId: number | null;
  /** The listing's title, for a viewing request whose property still exists. */
  propertyTitle: string | null;
  preferredTimes: string | null;
  /** CONTRACT.md §5: the flag PATCH takes, with who set it and when. */
  handled: boolean;
  handledAt: string | null;
  handledBy: number | null;
  /** The name of the admin who marked it handled. */
  handledByName: string | null;
  createdAt: string;
}
