import { z } from 'zod';
import { pageLimit, pageOffset } from './numbers';

/**
 * E-mail and SMS sending settings, their tests, the notification log and people's SMS choice
 * (SPEC.md §3, §5, §7; CONTRACT.md §1; issue 7). Shared by the admin pages and the server.
 */

// ---- E-mail (SMTP) ----

/** SPEC.md §5 / §9: a major webmail provider's host and port 465 with TLS, until changed. */
export const SMTP_DEFAULTS = { host: 'smtp.gmail.com', port: 465, secure: true } as const;

const PORT_MESSAGE = 'Port must be a number between 1 and 65535';

const required = (message: string) => z.string(message).trim().min(1, message);

export const EmailConfigSchema = z.object({
  host: required('SMTP host is required').pipe(
    z.string().max(253, 'The SMTP host is too long: a host name has at most 253 characters'),
  ),
  // A number, or digits as a form sends them; nothing else (true is not port 1).
  port: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number(PORT_MESSAGE).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE),
  ),
  secure: z.boolean().default(true),
  user: required('SMTP username is required').pipe(z.string().max(320)),
  password: z.string('SMTP password is required').min(1, 'SMTP password is required').max(1024),
});
export type EmailConfigInput = z.input<typeof EmailConfigSchema>;
export type EmailConfig = z.output<typeof EmailConfigSchema>;

/** SPEC.md §5: non-empty and containing '@' (the server also checks it is a real address). */
export const EmailTestSchema = z.object({
  recipient: z
    .string('Please enter a valid email address')
    .trim()
    .min(1, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
});
export type EmailTestInput = z.input<typeof EmailTestSchema>;

/**
 * GET /api/email/status. `source` says where the settings come from: SMTP_URL in the server's
 * environment wins over what an admin saved. The password is never sent back.
 */
export interface EmailStatus {
  success: true;
  isInitialized: boolean;
  source: 'environment' | 'settings' | null;
  /** What an admin saved (without the password), for the form; null when nothing is saved. */
  settings: { host: string; port: number; secure: boolean; user: string; updatedAt: string } | null;
}

// ---- SMS (Twilio) ----

const E164_UK = /^\+44\d{9,10}$/;

/** A UK mobile in E.164: +447 and nine more digits. 07… and 447… (with spaces) are accepted. */
export function formatUkMobile(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  let national: string | null = null;
  if (/^\+447\d{9}$/.test(digits)) national = digits.slice(3);
  else if (/^447\d{9}$/.test(digits)) national = digits.slice(2);
  else if (/^00447\d{9}$/.test(digits)) national = digits.slice(4);
  else if (/^07\d{9}$/.test(digits)) national = digits.slice(1);
  return national ? `+44${national}` : null;
}

export const SmsConfigSchema = z.object({
  accountSid: z
    .string('Please provide all Twilio credentials.')
    .trim()
    .min(1, 'Please provide all Twilio credentials.')
    .max(64),
  authToken: z
    .string('Please provide all Twilio credentials.')
    .trim()
    .min(1, 'Please provide all Twilio credentials.')
    .max(256),
  phoneNumber: z
    .string('Please provide all Twilio credentials.')
    .trim()
    .min(1, 'Please provide all Twilio credentials.')
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(E164_UK, 'The phone number must be in E.164 form, starting with +44')),
});
export type SmsConfigInput = z.input<typeof SmsConfigSchema>;
export type SmsConfig = z.output<typeof SmsConfigSchema>;

export const SmsTestSchema = z.object({
  phoneNumber: z
    .string('Please provide a phone number to test.')
    .trim()
    .min(1, 'Please provide a phone number to test.')
    .refine((v) => formatUkMobile(v) !== null, 'Please enter a UK mobile number, for example 07700 900123'),
});
export type SmsTestInput = z.input<typeof SmsTestSchema>;

/** GET /api/sms/status. The auth token is never sent back; the SID only as its last 4 characters. */
export interface SmsStatus {
  initialized: boolean;
  source: 'environment' | 'settings' | null;
  settings: { accountSidEnding: string; phoneNumber: string; updatedAt: string } | null;
}

/** POST /api/sms/debug-test (SPEC.md §7). */
export interface SmsTestAnswer {
  success: boolean;
  message: string;
  formattedNumber: string | null;
}

// ---- The notification log (admin) ----

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** GET /api/admin/notifications?status=&channel=&recipient=&limit=&offset= (X-Total-Count). */
export const NotificationLogQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  /** Part of the address or number, case-insensitive. */
  recipient: z.string().trim().max(320).optional(),
  limit: pageLimit(),
  offset: pageOffset(),
});
export type NotificationLogQuery = z.input<typeof NotificationLogQuerySchema>;

/** One row of the log: an e-mail's subject, or an SMS's first words. */
export interface NotificationSummary {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  /** The subject of an e-mail, or the first 60 characters of an SMS. */
  summary: string;
  /** What kind of message (password_reset, repair_update, …). */
  template: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/admin/notifications/{id}: the row and its bodies (HTML shown sandboxed). */
export interface NotificationDetail extends NotificationSummary {
  textBody: string;
  htmlBody: string | null;
  attachments: { filename: string; contentType: string }[];
}

// ---- A person's own choice of SMS (GET/PUT /api/auth/user/notifications, new) ----

export const NotificationPreferencesSchema = z
  .object({
    smsOptIn: z.boolean(),
    /** Stored on the account; required (a UK mobile) when smsOptIn is true. */
    phone: z
      .string()
      .trim()
      .max(30)
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((value, ctx) => {
    if (value.phone && formatUkMobile(value.phone) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Please enter a UK mobile number, for example 07700 900123',
      });
    else if (value.smsOptIn && !value.phone)
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Add a mobile number to receive text messages',
      });
  });
export type NotificationPreferencesInput = z.input<typeof NotificationPreferencesSchema>;
export interface NotificationPreferences {
  smsOptIn: boolean;
  phone: string | null;
  /** Whether the agency can send texts at all now (SMS configured). */
  smsAvailable: boolean;
}

// ---- What the product sent a tenant (GET /api/tenants/{id}/notifications, new) ----

/**
 * A message the product sent (or is sending) about a tenancy: shown to its landlord in that
 * tenant's Communications as an outbound entry, read-only. Newest first; X-Total-Count.
 */
export interface TenantSentMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  /** The e-mail's subject, or the SMS's first words. */
  summary: string;
  textBody: string;
  status: OutboxStatus;
  createdAt: string;
  sentAt: string | null;
}
