import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { EmailConfig, EmailStatus } from '@shared/notifications';
import { ErrorCode } from '@shared/errors';
import { messagingSettings, outbox } from '../../../db/schema';
import { AppError, badRequest } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import {
  readSavedSmtpSettings,
  redactSecrets,
  resolveSmtpTarget,
  smtpTransportOptions,
} from '../../../lib/mailer/smtp-settings';
import { secretBoxFor } from '../../../lib/secret-box';
import { AGENCY } from '@shared/agency';
import { renderEmail, type EmailContent } from '../../../lib/mailer/templates';
import { OutboundHostError, resolveOutboundHost } from '../../../lib/outbound-host';
import { hitRateLimit } from '../../../lib/rate-limit';
import { toEmailStatus } from './email.presenter';
import { describeSmtpError } from './smtp-errors';

export const CONFIGURED_MESSAGE = 'Email service configured successfully';
export const CONFIGURED_BUT_ENV_MESSAGE =
  'The settings were checked and saved. SMTP_URL is set on the server, so it is used instead until it is removed.';
export const TEST_SENT_MESSAGE = 'Test email sent successfully';
export const NOT_CONFIGURED_MESSAGE =
  'Email is not set up yet. Save the SMTP settings first, then send a test email.';

/** Connecting to check settings gives up after this long (each phase: connect, greeting, TLS, login). */
const VERIFY_TIMEOUT_MS = 10_000;
/** A little throttle per admin: each call opens a connection to a server the admin names. */
const CONFIGURE_LIMIT = { max: 30, windowSeconds: 15 * 60 };
const TEST_LIMIT = { max: 30, windowSeconds: 15 * 60 };

export interface EmailServiceOptions {
  /** For tests: how long a check may wait. */
  verifyTimeoutMs?: number;
}

export async function getEmailStatus(ctx: AppContext): Promise<EmailStatus> {
  const saved = await readSavedSmtpSettings(ctx.db);
  const savedUsable = saved ? secretBoxFor(ctx.config).open(saved.secretCiphertext) !== null : false;
  return toEmailStatus(saved, { environment: Boolean(ctx.config.smtpUrl), savedUsable });
}

/**
 * Checks the settings by connecting and signing in (nodemailer verify) and only then stores them:
 * host, port, secure and user as JSON, the password sealed under APP_SECRET. The host must not be
 * (or resolve to) a private or local address unless ALLOW_PRIVATE_HOSTS; the connection itself
 * goes through the same check (smtp-settings.ts), so DNS cannot change the answer in between.
 */
export async function configureEmail(
  ctx: AppContext,
  actorId: number,
  input: EmailConfig,
  options: EmailServiceOptions = {},
): Promise<{ success: true; message: string }> {
  await hitRateLimit(ctx.db, `email-configure:${actorId}`, CONFIGURE_LIMIT);
  const allowPrivate = ctx.config.allowPrivateHosts;

  let host: string;
  try {
    ({ host } = await resolveOutboundHost(input.host, { allowPrivate }));
  } catch (error) {
    if (!(error instanceof OutboundHostError)) throw error;
    const problem = describeSmtpError(error, { host: input.host, port: input.port, secure: input.secure });
    // A refused or malformed host is bad input; a name that does not resolve is a failed check.
    if (error.problem === 'not_found')
      throw badRequest(problem.message, { host: problem.message }, ErrorCode.smtpCheckFailed);
    throw badRequest(problem.message, { host: problem.message });
  }

  const settings = { host, port: input.port, secure: input.secure, user: input.user };
  const transporter = nodemailer.createTransport(
    smtpTransportOptions(
      { ...settings, password: input.password },
      { allowPrivate, timeoutMs: options.verifyTimeoutMs ?? VERIFY_TIMEOUT_MS },
    ),
  );
  try {
    await transporter.verify();
  } catch (error) {
    const problem = describeSmtpError(error, settings);
    const field = problem.field === 'recipient' ? 'host' : problem.field;
    throw badRequest(problem.message, { [field]: problem.message }, ErrorCode.smtpCheckFailed);
  } finally {
    transporter.close();
  }

  const values = {
    settings,
    secretCiphertext: secretBoxFor(ctx.config).seal(input.password),
    updatedBy: actorId,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(messagingSettings)
    .values({ channel: 'email', ...values })
    .onConflictDoUpdate({ target: messagingSettings.channel, set: values });
  // Messages that waited for a configuration can go now.
  ctx.kickOutbox();
  return {
    success: true,
    message: ctx.config.smtpUrl ? CONFIGURED_BUT_ENV_MESSAGE : CONFIGURED_MESSAGE,
  };
}

export function testEmailContent(sentAt: Date, server: string): EmailContent {
  const when = sentAt.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return renderEmail({
    subject: `Test email from ${AGENCY.name}`,
    greeting: 'Hello,',
    paragraphs: [
      'This is a test email from the admin dashboard. It shows that the website can send email: account approvals, password links, rent reminders and statements will reach people the same way.',
      `It was sent on ${when} through the mail server ${server}.`,
    ],
    reason: 'You receive this email because an administrator sent a test message to this address.',
  });
}

/**
 * Sends a test e-mail now, through what the sender would use (SMTP_URL, else the saved settings),
 * and answers only once the mail server has taken it or refused it. The message is written to
 * the outbox first (status 'sending', under a lease so the background sender leaves it alone),
 * so it appears in the notification log with its outcome; a failure is final ('failed' with the
 * reason) rather than retried later — an admin testing wants the answer now, not a stray test
 * e-mail an hour on — and the log's Retry can send it again.
 */
export async function sendTestEmail(
  ctx: AppContext,
  actorId: number,
  recipient: string,
): Promise<{ success: true; message: string }> {
  await hitRateLimit(ctx.db, `email-test:${actorId}`, TEST_LIMIT);
  const target = await resolveSmtpTarget(ctx.db, ctx.config);
  if (!target) throw new AppError(ErrorCode.emailNotConfigured, NOT_CONFIGURED_MESSAGE);

  const content = testEmailContent(new Date(), target.server.host);
  const [row] = await ctx.db
    .insert(outbox)
    .values({
      channel: 'email',
      recipient,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      template: 'email_test',
      status: 'sending',
      attempts: 1,
      lockedUntil: sql`now() + interval '15 minutes'`,
    })
    .returning({ id: outbox.id });
  const id = row!.id;
  const hostname = new URL(ctx.config.publicUrl).hostname || os.hostname();

  const transporter = nodemailer.createTransport(target.options);
  try {
    await transporter.sendMail({
      from: ctx.config.mailFrom,
      to: recipient,
      subject: content.subject,
      text: content.text,
      html: content.html,
      messageId: `<outbox-${id}@${hostname}>`,
    });
  } catch (error) {
    const problem = describeSmtpError(error, target.server);
    const raw = redactSecrets(String((error as Error).message ?? error), target.secrets);
    await ctx.db
      .update(outbox)
      .set({ status: 'failed', lockedUntil: null, lastError: `${problem.message} (${raw})`.slice(0, 500) })
      .where(eq(outbox.id, id));
    throw new AppError(ErrorCode.smtpSendFailed, `The test email could not be sent. ${problem.message}`, {
      fields: problem.field === 'recipient' ? { recipient: problem.message } : undefined,
    });
  } finally {
    transporter.close();
  }
  await ctx.db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
  return { success: true, message: TEST_SENT_MESSAGE };
}
