import { z } from 'zod';

/**
 * Two-step sign-in (CONTRACT.md §7): a TOTP code from an authenticator app (RFC 6238, 30 s,
 * 6 digits), or one of ten single-use recovery codes. Schemas, messages and the pure rules both
 * sides use.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Ten characters of an alphabet without look-alikes (no 0/O, 1/I/L, U): 50 bits each. */
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export const TOTP_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  setupCodeWrong: 'That code is not right. Check the time on your phone and try the newest code.',
  loginCodeWrong: 'The authentication code is not correct or has already been used. Please try again.',
  loginCodeNeeded: 'Enter the authentication code from your authenticator app.',
  passwordWrong: 'Current password is incorrect',
  notSetUp: 'Set up two-step sign-in first.',
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  enrolmentRequired: 'Administrators must set up two-step sign-in before they continue.',
  enabled: 'Two-step sign-in is on.',
  disabled: 'Two-step sign-in is off.',
} as const;

/** A code as typed: digits, letters, spaces and dashes (apps and our own format add them). */
const codeText = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(40, message)
    .regex(/^[0-9A-Za-z\s-]+$/, message);

export const TotpEnableSchema = z.object({ code: codeText(TOTP_MESSAGES.codeRequired) });
export type TotpEnableInput = z.input<typeof TotpEnableSchema>;

export const TotpDisableSchema = z.object({
  password: z.string('Current password is required').min(1, 'Current password is required').max(200),
  code: codeText(TOTP_MESSAGES.codeFormat),
});
export type TotpDisableInput = z.input<typeof TotpDisableSchema>;

/** The optional `totpCode` of a login. */
export const LoginTotpCodeSchema = codeText(TOTP_MESSAGES.codeFormat).optional();

export interface TotpSetupAnswer {
  /** Base32, as an authenticator app takes it typed in. */
  secret: string;
  otpauthUrl: string;
}
export interface TotpEnableAnswer {
  message: string;
  /** Shown this once: the server keeps only their hashes. */
  recoveryCodes: string[];
}
export interface TotpStatus {
  enabled: boolean;
  /** REQUIRE_ADMIN_TOTP=1 and the account is an admin's. */
  required: boolean;
  /** Recovery codes not used yet (0 when two-step sign-in is off). */
  recoveryCodesLeft: number;
}

export type SecondFactor =
  { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'malformed' };

/** Which kind of code was typed: six digits, or a recovery code (case, spaces and dashes ignored). */
export function classifyCode(typed: string): SecondFactor {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d+$/.test(compact) && compact.length === TOTP_DIGITS) return { kind: 'totp', code: compact };
  const recovery = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);
  if (recovery.test(compact)) return { kind: 'recovery', code: compact };
  return { kind: 'malformed' };
}

/** A recovery code as shown: two groups of five, `ABCDE-FGHJK`. */
export function formatRecoveryCode(compact: string): string {
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

/** A base32 secret in groups of four, for typing into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}
