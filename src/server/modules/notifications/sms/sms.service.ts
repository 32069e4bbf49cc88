import { eq } from 'drizzle-orm';
import { AGENCY } from '@shared/agency';
import { ErrorCode } from '@shared/errors';
import {
  formatUkMobile,
  type NotificationPreferences,
  type SmsConfig,
  type SmsStatus,
  type SmsTestAnswer,
} from '@shared/notifications';
import { outbox, users } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import { hitRateLimit } from '../../../lib/rate-limit';
import { clampSmsBody } from '../../../lib/sms/outbox';
import { readSavedSmsSettings, resolveSmsSettings, saveSmsSettings } from '../../../lib/sms/settings';
import {
  createTwilioClient,
  describeTwilioError,
  fetchAccount,
  sendSmsNow,
} from '../../../lib/sms/twilio-client';

export const CONFIGURED = 'SMS service configured successfully';
export const CONFIGURED_BUT_ENV =
  'The Twilio settings were checked and saved. TWILIO_* is set on the server, so those are used instead until they are removed.';
export const NOT_CONFIGURED =
  'The SMS service is not configured. Save the Twilio settings (Account SID, Auth Token and phone number) first.';
export const SID_FORMAT = 'The Account SID starts with AC. Copy it from your Twilio console.';
const TEST_TEXT = `${AGENCY.name}: this is a test text message from your lettings website. SMS is working.`;

/** Each check calls Twilio's API with what the admin typed. */
const CONFIGURE_LIMIT = { max: 30, windowSeconds: 15 * 60 };
/** Each test text is a real, paid message: plenty for checking the settings, not for a loop. */
const TEST_LIMIT = { max: 20, windowSeconds: 15 * 60 };

/** Twilio could not be reached or failed on its side: not the admin's input (502). */
const twilioUnavailable = (message: string, extra?: Record<string, unknown>) =>
  new AppError(ErrorCode.smsProviderError, message, { extra });

/** GET /api/sms/status: whether texts can be sent, from where, and what was saved (never the token). */
export async function getSmsStatus(ctx: AppContext): Promise<SmsStatus> {
  const [resolved, saved] = await Promise.all([
    resolveSmsSettings(ctx.db, ctx.config),
    readSavedSmsSettings(ctx.db, ctx.config),
  ]);
  return {
    initialized: resolved !== null,
    source: resolved?.source ?? (saved ? 'settings' : null),
    settings: saved
      ? {
          accountSidEnding: saved.accountSid.slice(-4),
          phoneNumber: saved.phoneNumber,
          updatedAt: saved.updatedAt.toISOString(),
        }
      : null,
  };
}

/**
 * POST /api/sms/configure: the credentials are checked by reading the account through Twilio's
 * API before anything is saved; a refusal is a 400 in words an admin can act on. The token is
 * stored sealed with APP_SECRET. TWILIO_* in the environment still win while they are set.
 */
export async function configureSms(
  ctx: AppContext,
  adminId: number,
  input: SmsConfig,
): Promise<{ success: true; message: string }> {
  await hitRateLimit(ctx.db, `sms-configure:${adminId}`, CONFIGURE_LIMIT);
  if (!/^AC[0-9a-zA-Z]+$/.test(input.accountSid)) throw badRequest(SID_FORMAT, { accountSid: SID_FORMAT });
  const client = createTwilioClient(input, ctx.config.twilio.apiBase);
  try {
    const account = await fetchAccount(client, input.accountSid);
    if (account.status && account.status !== 'active')
      throw badRequest(
        `This Twilio account is ${account.status}, so it cannot send text messages. Reactivate it in Twilio first.`,
        undefined,
        ErrorCode.smsAccountInactive,
      );
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure = describeTwilioError(error);
    if (failure.status !== null && failure.status < 500) {
      // The fields Twilio's answer points at, so the form can mark them: a 401 cannot tell which.
      const fields: Record<string, string> | undefined =
        failure.status === 404
          ? { accountSid: failure.message }
          : failure.status === 401
            ? { accountSid: failure.message, authToken: failure.message }
            : undefined;
      throw badRequest(failure.message, fields, ErrorCode.smsCredentialsRefused);
    }
    throw twilioUnavailable(failure.message);
  }
  await saveSmsSettings(ctx.db, ctx.config, input, adminId);
  return { success: true, message: ctx.config.twilio.fromEnv ? CONFIGURED_BUT_ENV : CONFIGURED };
}

/**
 * POST /api/sms/debug-test: texts the number now (07… becomes +447…) with the settings in force,
 * and keeps the attempt in the notification log. Not configured: 409. Twilio refused or failed:
 * 502 with Twilio's reason in plain words.
 */
export async function sendTestSms(
  ctx: AppContext,
  adminId: number,
  phoneNumber: string,
): Promise<SmsTestAnswer> {
  const formattedNumber = formatUkMobile(phoneNumber);
  if (!formattedNumber) throw badRequest('Please provide a phone number to test.');
  await hitRateLimit(ctx.db, `sms-test:${adminId}`, TEST_LIMIT);
  const settings = await resolveSmsSettings(ctx.db, ctx.config);
  if (!settings) {
    throw new AppError(ErrorCode.smsNotConfigured, NOT_CONFIGURED, {
      extra: { success: false, formattedNumber },
    });
  }
  const body = clampSmsBody(TEST_TEXT);
  const logRow = {
    channel: 'sms' as const,
    recipient: formattedNumber,
    subject: null,
    textBody: body,
    htmlBody: null,
    template: 'sms_test',
    attempts: 1,
  };
  try {
    await sendSmsNow(
      createTwilioClient(settings, ctx.config.twilio.apiBase),
      settings.phoneNumber,
      formattedNumber,
      body,
    );
  } catch (error) {
    const failure = describeTwilioError(error);
    await ctx.db
      .insert(outbox)
      .values({ ...logRow, status: 'failed', lastError: failure.message.slice(0, 500) });
    throw twilioUnavailable(failure.message, { success: false, formattedNumber });
  }
  await ctx.db.insert(outbox).values({ ...logRow, status: 'sent', sentAt: new Date() });
  return { success: true, message: `Test SMS sent to ${formattedNumber}`, formattedNumber };
}

// ---- A person's own choice (GET/PUT /api/auth/user/notifications) ----

async function smsAvailable(ctx: AppContext): Promise<boolean> {
  return (await resolveSmsSettings(ctx.db, ctx.config)) !== null;
}

export async function getPreferences(ctx: AppContext, userId: number): Promise<NotificationPreferences> {
  const [row] = await ctx.db
    .select({ phone: users.phone, smsOptIn: users.smsOptIn })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return { smsOptIn: row.smsOptIn, phone: row.phone, smsAvailable: await smsAvailable(ctx) };
}

/** The number is kept on the account in E.164 (+447…); texts need it and the choice set. */
export async function savePreferences(
  ctx: AppContext,
  userId: number,
  input: { smsOptIn: boolean; phone: string | null },
): Promise<NotificationPreferences> {
  const phone = input.phone ? formatUkMobile(input.phone) : null;
  if (input.phone && !phone)
    throw badRequest('Please enter a UK mobile number, for example 07700 900123', {
      phone: 'Please enter a UK mobile number, for example 07700 900123',
    });
  if (input.smsOptIn && !phone)
    throw badRequest('Add a mobile number to receive text messages', {
      phone: 'Add a mobile number to receive text messages',
    });
  const [row] = await ctx.db
    .update(users)
    .set({ phone, smsOptIn: input.smsOptIn })
    .where(eq(users.id, userId))
    .returning({ phone: users.phone, smsOptIn: users.smsOptIn });
  if (!row) throw notFound('User');
  return { smsOptIn: row.smsOptIn, phone: row.phone, smsAvailable: await smsAvailable(ctx) };
}
