import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { AGENCY } from '@shared/agency';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@shared/totp';

/** The pure parts of two-step sign-in: secrets, codes and their time steps (RFC 6238 via otpauth). */

/** 160 random bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpFor(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: AGENCY.name,
    label,
    algorithm: 'SHA1', // what every authenticator app takes
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrlFor = (secret: string, username: string): string =>
  totpFor(secret, username).toString();

/** The code for a moment (tests and the browser test compute codes the same way). */
export const totpCodeAt = (secret: string, timestampMs: number): string =>
  totpFor(secret).generate({ timestamp: timestampMs });

/**
 * The 30-second time step a 6-digit code belongs to, accepting the step before and after now for
 * clock drift; null when it matches none.
 */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: nowMs }) + delta;
}

/** Ten codes of ten characters from an alphabet without look-alikes, without modulo bias. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[crypto.randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );
}

/**
 * A recovery code's stored form: HMAC-SHA256 under a key from APP_SECRET, bound to the user. 50
 * bits would fall to an offline search of a plain hash; without the key the table opens nothing.
 */
export function recoveryCodeHash(key: Buffer, userId: number, compactCode: string): string {
  return crypto.createHmac('sha256', key).update(`${userId}:${compactCode}`).digest('hex');
}

export const recoveryHashKey = (appSecret: string): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', appSecret, 'cardiff-lettings', 'totp-recovery-codes', 32));
