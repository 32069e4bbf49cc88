import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE } from './dates';
import { jsonInt } from './numbers';

export const COMMUNICATION_TYPES = ['email', 'call', 'visit', 'letter', 'other'] as const;
export const DIRECTIONS = ['inbound', 'outbound'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export const communicationTypeLabel: Record<CommunicationType, string> = {
  email: 'Email',
  call: 'Phone call',
  visit: 'Visit',
  letter: 'Letter',
  other: 'Other',
};
export const directionLabel: Record<Direction, string> = { inbound: 'Inbound', outbound: 'Outbound' };

const fields = {
  communicationType: z.enum(COMMUNICATION_TYPES, 'Please select a communication type'),
  direction: z.enum(DIRECTIONS, 'Please select a direction'),
  subject: z
    .string('Subject must be at least 2 characters')
    .trim()
    .min(2, 'Subject must be at least 2 characters')
    .max(200),
  content: z
    .string('Content must be at least 10 characters')
    .trim()
    .min(10, 'Content must be at least 10 characters')
    .max(10_000),
  // A timestamp, or a day (YYYY-MM-DD); one message whichever way it is wrong or missing.
  date: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], 'Date is required')
    .refine((v) => v.slice(0, 10) >= EARLIEST_DATE && v.slice(0, 10) <= LATEST_DATE, 'Date is required'),
  // http(s) only: a javascript: or data: address would run when the link is clicked.
  attachmentUrl: z
    .url({ protocol: /^https?$/, message: 'Attachment must be a web address' })
    .max(2000)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
};

/** POST /api/communications: tenantId and propertyId are checked against the actor's own records. */
export const CreateCommunicationSchema = z
  .object({
    tenantId: jsonInt('Please select a tenant').positive('Please select a tenant'),
    propertyId: jsonInt('Please select a property').positive('Please select a property'),
    ...fields,
  })
  .strict();
export const UpdateCommunicationSchema = z.object(fields).strict();
export type CreateCommunicationInput = z.input<typeof CreateCommunicationSchema>;

export interface Communication {
  id: number;
  tenantId: number;
  propertyId: number;
  userId: number | null;
  communicationType: CommunicationType;
  direction: Direction;
  subject: string;
  content: string;
  attachmentUrl: string | null;
  date: string;
  createdAt: string;
}
