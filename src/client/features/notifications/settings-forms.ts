import { z } from 'zod';
import {
  EmailConfigSchema,
  EmailTestSchema,
  NotificationPreferencesSchema,
  SMTP_DEFAULTS,
  SmsConfigSchema,
  SmsTestSchema,
  type EmailStatus,
  type NotificationPreferences,
  type SmsStatus,
} from '@shared/notifications';

/**
 * The forms of the e-mail and SMS settings and of a person's SMS choice. Each checks its values
 * with the shared schema, so the messages are SPEC.md §5's words and the server's own.
 */

/**
 * Checks a form's values with a shared schema and keeps its messages and paths (the form holds
 * text where the schema wants numbers or nulls, so the schema cannot simply be piped to).
 */
function checkedBy<T extends z.ZodType>(schema: T) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
}

// ---- SMTP ----

/** The SMTP form holds the port as typed text; the shared schema turns it into a number (1–65535). */
export const EmailConfigFormSchema = z
  .object({
    host: z.string(),
    port: z.string(),
    secure: z.boolean(),
    user: z.string(),
    password: z.string(),
  })
  .transform(checkedBy(EmailConfigSchema));
export type EmailConfigFormValues = z.input<typeof EmailConfigFormSchema>;
export type EmailConfigFormOutput = z.output<typeof EmailConfigFormSchema>;
export const EMAIL_CONFIG_FIELDS = ['host', 'port', 'secure', 'user', 'password'] as const;

/**
 * What an admin saved (never the password: it is asked for again), or SPEC.md §5's defaults: a
 * major webmail provider's host, port 465, a secure connection.
 */
export function emailConfigDefaults(status: EmailStatus | null | undefined): EmailConfigFormValues {
  const saved = status?.settings;
  return {
    host: saved?.host ?? SMTP_DEFAULTS.host,
    port: String(saved?.port ?? SMTP_DEFAULTS.port),
    secure: saved?.secure ?? SMTP_DEFAULTS.secure,
    user: saved?.user ?? '',
    password: '',
  };
}

export const EmailTestFormSchema = EmailTestSchema;
export type EmailTestFormValues = z.input<typeof EmailTestFormSchema>;
export type EmailTestFormOutput = z.output<typeof EmailTestFormSchema>;

// ---- SMS ----

export const SmsConfigFormSchema = SmsConfigSchema;
export type SmsConfigFormValues = z.input<typeof SmsConfigFormSchema>;
export type SmsConfigFormOutput = z.output<typeof SmsConfigFormSchema>;
export const SMS_CONFIG_FIELDS = ['accountSid', 'authToken', 'phoneNumber'] as const;

/** The sending number as saved; the SID and token are never sent back, so both are asked for again. */
export function smsConfigDefaults(status: SmsStatus | null | undefined): SmsConfigFormValues {
  return { accountSid: '', authToken: '', phoneNumber: status?.settings?.phoneNumber ?? '' };
}

export const SmsTestFormSchema = SmsTestSchema;
export type SmsTestFormValues = z.input<typeof SmsTestFormSchema>;
export type SmsTestFormOutput = z.output<typeof SmsTestFormSchema>;

// ---- A person's SMS choice ----

/** The phone field holds text; empty means no number (null). */
export const PreferencesFormSchema = z
  .object({ smsOptIn: z.boolean(), phone: z.string() })
  .transform(checkedBy(NotificationPreferencesSchema));
export type PreferencesFormValues = z.input<typeof PreferencesFormSchema>;
export type PreferencesFormOutput = z.output<typeof PreferencesFormSchema>;

export function preferencesDefaults(
  saved: NotificationPreferences | null | undefined,
): PreferencesFormValues {
  return { smsOptIn: saved?.smsOptIn ?? false, phone: saved?.phone ?? '' };
}
