import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/create-db';
import { messagingSettings } from '../../db/schema';
import { secretBoxFor } from '../secret-box';
import type { SmsCredentials } from './twilio-client';

export interface ResolvedSmsSettings extends SmsCredentials {
  /** TWILIO_* in the server's environment win over what an admin saved (CONTRACT.md §1). */
  source: 'environment' | 'settings';
}

/** What an admin saved, without the token. */
export interface SavedSmsSettings {
  accountSid: string;
  phoneNumber: string;
  updatedAt: Date;
  /** The sealed token opens under this APP_SECRET (false after APP_SECRET changed). */
  tokenReadable: boolean;
}

type Reader = Pick<Db, 'select'>;

async function savedRow(db: Reader) {
  const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.channel, 'sms'));
  return row;
}

function textOf(settings: Record<string, unknown>, key: string): string {
  const value = settings[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The credentials to send with now, or null when SMS is not configured: TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER (all three) win; else the saved settings, whose token
 * is opened with APP_SECRET (a token sealed under another secret counts as not configured).
 */
export async function resolveSmsSettings(
  db: Reader,
  config: Pick<AppConfig, 'appSecret' | 'twilio'>,
): Promise<ResolvedSmsSettings | null> {
  if (config.twilio.fromEnv) return { ...config.twilio.fromEnv, source: 'environment' };
  const row = await savedRow(db);
  if (!row) return null;
  const authToken = secretBoxFor(config).open(row.secretCiphertext);
  const accountSid = textOf(row.settings, 'accountSid');
  const phoneNumber = textOf(row.settings, 'phoneNumber');
  if (!authToken || !accountSid || !phoneNumber) return null;
  return { accountSid, authToken, phoneNumber, source: 'settings' };
}

/** What an admin saved, for the status answer (no token), or null. */
export async function readSavedSmsSettings(
  db: Reader,
  config: Pick<AppConfig, 'appSecret'>,
): Promise<SavedSmsSettings | null> {
  const row = await savedRow(db);
  if (!row) return null;
  return {
    accountSid: textOf(row.settings, 'accountSid'),
    phoneNumber: textOf(row.settings, 'phoneNumber'),
    updatedAt: row.updatedAt,
    tokenReadable: secretBoxFor(config).open(row.secretCiphertext) !== null,
  };
}

/** Stores the settings: SID and number as plain JSON, the token only sealed with APP_SECRET. */
export async function saveSmsSettings(
  db: Pick<Db, 'insert'>,
  config: Pick<AppConfig, 'appSecret'>,
  credentials: SmsCredentials,
  updatedBy: number | null,
): Promise<void> {
  const values = {
    channel: 'sms' as const,
    settings: { accountSid: credentials.accountSid, phoneNumber: credentials.phoneNumber },
    secretCiphertext: secretBoxFor(config).seal(credentials.authToken),
    updatedBy,
    updatedAt: new Date(),
  };
  await db
    .insert(messagingSettings)
    .values(values)
    .onConflictDoUpdate({ target: messagingSettings.channel, set: values });
}
