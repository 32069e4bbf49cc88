/**
 * Every message the shared schemas of the public forms and sign-in pages can give has its Welsh
 * here, so a new English validation message without Welsh fails this test instead of showing in
 * English on a Welsh page. The messages are collected by running the schemas on bad input, and from
 * the modules' exported message constants; Zod's own default wording (no message given) is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as auth from '@shared/auth';
import * as contact from '@shared/contact';
import { APPLICATION_THANK_YOU, ApplicationInputSchema } from '@shared/applications';
import { TOTP_MESSAGES, TotpDisableSchema, TotpEnableSchema } from '@shared/totp';
// The server's own wording, so a message reworded there without its Welsh fails here.
/* eslint-disable import-x/no-restricted-paths */
import { tooManyRequests } from '@server/lib/app-error';
import { findControlCharacters } from '@server/lib/control-characters';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '@server/modules/auth/account-names';
import {
  FORGOT_PASSWORD_ANSWER,
  INVALID_CREDENTIALS,
  INVALID_RESET_LINK,
} from '@server/modules/auth/auth.service';
import { LOGIN_WAIT_MESSAGE } from '@server/modules/auth/login-throttle';
import { ALREADY_APPLIED } from '@server/modules/applications/applications.service';
/* eslint-enable import-x/no-restricted-paths */
import { messageLookup } from '@client/lib/localise-message';
import { SERVER_MESSAGE_PATTERNS, SERVER_MESSAGES } from './server-messages';

const SHARED = path.resolve(import.meta.dirname, '../../../shared');
const sourceOf = (...files: string[]) =>
  files.map((file) => fs.readFileSync(path.join(SHARED, file), 'utf8')).join('\n');

/** Values that break each kind of rule: missing, wrong type, too short, too long, badly formed. */
const PROBES: readonly unknown[] = [
  undefined,
  null,
  true,
  42,
  1.5,
  -1,
  10 ** 12,
  '',
  ' ',
  'a',
  'abc',
  'abcdefgh',
  'ABCDEFGH',
  '12345678',
  'not an email',
  '!!',
  '2000-01-01',
  '2999-01-01',
  'x'.repeat(300),
  'x'.repeat(6000),
];

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** The messages a schema gives when each probe fills every field, and for the extra inputs. */
function messagesOf(schema: ObjectSchema, extra: readonly object[] = []): string[] {
  const fields = Object.keys(schema.shape);
  const inputs = [...PROBES.map((probe) => Object.fromEntries(fields.map((f) => [f, probe]))), ...extra];
  const found = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  }
  return [...found];
}

const stringExports = (module: Record<string, unknown>) =>
  Object.values(module).filter((value): value is string => typeof value === 'string');

/** A good password and its mismatch, so the "passwords match" rules run. */
const mismatched = { password: 'Abcdefg1', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' };

const schemaMessages = [
  ...messagesOf(auth.LoginSchema),
  ...messagesOf(auth.RegisterFormSchema, [
    {
      username: 'cerys',
      email: 'cerys@example.test',
      userType: 'tenant',
      fullName: 'Cerys Jenkins',
      ...mismatched,
    },
  ]),
  ...messagesOf(auth.ForgotPasswordSchema),
  ...messagesOf(auth.ResetPasswordSchema, [{ ...mismatched, token: 't', userId: 1 }]),
  ...messagesOf(auth.ChangePasswordFormSchema, [{ currentPassword: 'old', ...mismatched }]),
  ...messagesOf(contact.ContactInputSchema),
  ...messagesOf(contact.ViewingRequestSchema),
  ...messagesOf(ApplicationInputSchema),
  ...messagesOf(TotpEnableSchema),
  ...messagesOf(TotpDisableSchema),
];

/** Messages written in the modules (Zod's defaults are not: they say "Invalid input…", "Too big…"). */
const written = sourceOf('auth.ts', 'contact.ts', 'applications.ts', 'totp.ts', 'numbers.ts');
const shown = [
  ...new Set([
    ...schemaMessages.filter((message) => written.includes(message)),
    ...stringExports(auth),
    ...stringExports(contact),
    APPLICATION_THANK_YOU,
    ...Object.values(TOTP_MESSAGES),
  ]),
].sort();

const welsh = messageLookup(SERVER_MESSAGES, SERVER_MESSAGE_PATTERNS);

describe('Welsh of the shared schemas’ messages', () => {
  it('collects the messages of every kind of rule (types, lengths, formats, choices, matching passwords)', () => {
    expect(shown).toEqual(
      expect.arrayContaining([
        'Username is required',
        'Password must contain at least one uppercase letter',
        'Please enter a valid email address',
        'Please select a user type',
        'Passwords do not match',
        "Passwords don't match",
        'Invalid or expired password reset link.',
        'Please select an inquiry type',
        'Preferred times must be at most 500 characters',
        'Household size must be a whole number from 1 to 20',
        'The move-in date cannot be in the past',
        'Thank you for your message! We will be in touch soon.',
        auth.PASSWORD_EXPIRED_MESSAGE,
      ]),
    );
  });

  it.each(shown)('has Welsh for "%s"', (english) => {
    expect(SERVER_MESSAGES[english], english).toBeTruthy();
    expect(SERVER_MESSAGES[english]).not.toBe(english);
  });

  it('has Welsh for the server’s named answers on the public forms and sign-in pages', () => {
    const answers = [
      INVALID_CREDENTIALS,
      INVALID_RESET_LINK,
      FORGOT_PASSWORD_ANSWER,
      USERNAME_TAKEN,
      EMAIL_TAKEN,
      ALREADY_APPLIED,
    ];
    expect(answers.filter((english) => !SERVER_MESSAGES[english])).toEqual([]);
  });

  it('words the rate limits’ waits in Welsh', () => {
    expect(welsh(tooManyRequests(2 * 60).message)).toBe(
      'Gormod o ymdrechion. Arhoswch 2 funud a rhowch gynnig arall arni.',
    );
    expect(welsh(tooManyRequests(45).message)).toBe(
      'Gormod o ymdrechion. Arhoswch 45 eiliad a rhowch gynnig arall arni.',
    );
    expect(welsh(tooManyRequests(1).message)).toContain('Arhoswch 1 eiliad');
    expect(welsh(tooManyRequests(15 * 60).message)).toContain('Arhoswch 15 munud');
    expect(welsh(LOGIN_WAIT_MESSAGE(3 * 60))).toBe(
      "Bu gormod o ymdrechion aflwyddiannus i fewngofnodi i'r cyfrif hwn. Arhoswch 3 munud a rhowch gynnig arall arni.",
    );
  });

  it('words a refused control character in Welsh, without the API’s field name', () => {
    const { fullName = '', message = '' } = findControlCharacters(
      { fullName: 'Cerys\u0007', message: 'Hello\u0000' },
      { where: 'body', isLongText: (at) => at[0] === 'message' },
    );
    expect(welsh(fullName)).toBe('Mae nod rheoli yn y testun hwn, ac ni chaniateir hynny.');
    expect(welsh(message)).toBe(
      "Mae nod rheoli yn y testun hwn, ac ni chaniateir hynny (dim ond toriadau llinell a thabiau sy'n cael eu caniatáu).",
    );
  });

  it('leaves a message it does not know in English', () => {
    expect(welsh('Something new')).toBe('Something new');
  });
});
