import { z } from 'zod';
import {
  COMMUNICATION_TYPES,
  DIRECTIONS,
  UpdateCommunicationSchema,
  type Communication,
} from '@shared/communications';

/** The log/edit form: the date is a local date and time (datetime-local), sent as an ISO timestamp. */
export const CommunicationFormSchema = z
  .object({
    communicationType: z.union([z.enum(COMMUNICATION_TYPES), z.literal('')]),
    direction: z.union([z.enum(DIRECTIONS), z.literal('')]),
    subject: z.string(),
    content: z.string(),
    date: z.string(),
    attachmentUrl: z.string(),
  })
  .transform((values, ctx) => {
    const when = values.date ? new Date(values.date) : null;
    const parsed = UpdateCommunicationSchema.safeParse({
      communicationType: values.communicationType || undefined,
      direction: values.direction || undefined,
      subject: values.subject,
      content: values.content,
      date: when && !Number.isNaN(when.getTime()) ? when.toISOString() : '',
      attachmentUrl: values.attachmentUrl.trim(),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'subject')] });
    }
    return z.NEVER;
  });

export type CommunicationFormValues = z.input<typeof CommunicationFormSchema>;
export type CommunicationFormOutput = z.output<typeof CommunicationFormSchema>;
export const COMMUNICATION_FIELDS = [
  'communicationType',
  'direction',
  'subject',
  'content',
  'date',
  'attachmentUrl',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as the value of a datetime-local input, in the browser's time zone. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function communicationFormDefaults(communication?: Communication | null): CommunicationFormValues {
  return {
    communicationType: communication?.communicationType ?? 'email',
    direction: communication?.direction ?? 'outbound',
    subject: communication?.subject ?? '',
    content: communication?.content ?? '',
    date: toDateTimeLocal(communication ? new Date(communication.date) : new Date()),
    attachmentUrl: communication?.attachmentUrl ?? '',
  };
}
