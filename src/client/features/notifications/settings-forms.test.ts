import { describe, expect, it } from 'vitest';
import type { EmailStatus, SmsStatus } from '@shared/notifications';
import {
  EmailConfigFormSchema,
  EmailTestFormSchema,
  PreferencesFormSchema,
  SmsConfigFormSchema,
  SmsTestFormSchema,
  emailConfigDefaults,
  preferencesDefaults,
  smsConfigDefaults,
  type EmailConfigFormValues,
} from './settings-forms';

/** Each field's first message, keyed by its path. */
const messages = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value) as
    { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const smtp = (overrides: Partial<EmailConfigFormValues> = {}): EmailConfigFormValues => ({
  host: 'smtp.example.com',
  port: '465',
  secure: true,
  user: 'lettings@example.com',
  password: 'app-password',
  ...overrides,
});

describe('the SMTP form', () => {
  it("starts on a major webmail provider's host, port 465 and a secure connection (SPEC.md §5, §9)", () => {
    expect(emailConfigDefaults(null)).toEqual({
      host: 'smtp.gmail.com',
      port: '465',
      secure: true,
      user: '',
      password: '',
    });
  });

  it('shows what was saved, and asks for the password again (it is never sent back)', () => {
    const status: EmailStatus = {
      success: true,
      isInitialized: true,
      source: 'settings',
      settings: {
        host: 'mail.agency.test',
        port: 587,
        secure: false,
        user: 'office',
        updatedAt: '2026-03-01T10:00:00.000Z',
      },
    };
    expect(emailConfigDefaults(status)).toEqual({
      host: 'mail.agency.test',
      port: '587',
      secure: false,
      user: 'office',
      password: '',
    });
  });

  it('turns the typed port into a number', () => {
    const result = EmailConfigFormSchema.safeParse(smtp({ port: ' 587 ', host: ' smtp.example.com ' }));
    expect(result.success && result.data).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: true,
      user: 'lettings@example.com',
      password: 'app-password',
    });
  });

  it("says SPEC.md §5's words for each missing field", () => {
    expect(messages(EmailConfigFormSchema, smtp({ host: '  ', user: '', password: '' }))).toEqual({
      host: 'SMTP host is required',
      user: 'SMTP username is required',
      password: 'SMTP password is required',
    });
  });

  it.each(['', 'abc', '0', '65536', '46.5', '-1'])('refuses the port %j', (port) => {
    expect(messages(EmailConfigFormSchema, smtp({ port }))).toEqual({
      port: 'Port must be a number between 1 and 65535',
    });
  });

  it.each(['1', '25', '465', '587', '65535'])('takes the port %s', (port) => {
    expect(EmailConfigFormSchema.safeParse(smtp({ port })).success).toBe(true);
  });
});

describe('the test e-mail recipient', () => {
  it.each(['', '   ', 'no-at-sign', 'a@'])(
    'refuses %j with "Please enter a valid email address"',
    (recipient) => {
      expect(messages(EmailTestFormSchema, { recipient })).toEqual({
        recipient: 'Please enter a valid email address',
      });
    },
  );

  it('takes an address, trimmed', () => {
    const result = EmailTestFormSchema.safeParse({ recipient: ' admin@example.com ' });
    expect(result.success && result.data).toEqual({ recipient: 'admin@example.com' });
  });
});

describe('the SMS settings form', () => {
  it('keeps the saved sending number and asks for the SID and token again', () => {
    const status: SmsStatus = {
      initialized: true,
      source: 'settings',
      settings: { accountSidEnding: '1234', phoneNumber: '+447700900000', updatedAt: '2026-03-01T10:00:00Z' },
    };
    expect(smsConfigDefaults(status)).toEqual({
      accountSid: '',
      authToken: '',
      phoneNumber: '+447700900000',
    });
    expect(smsConfigDefaults(null)).toEqual({ accountSid: '', authToken: '', phoneNumber: '' });
  });

  it("asks for all three credentials in SPEC.md §5's words", () => {
    expect(messages(SmsConfigFormSchema, { accountSid: '', authToken: ' ', phoneNumber: '' })).toEqual({
      accountSid: 'Please provide all Twilio credentials.',
      authToken: 'Please provide all Twilio credentials.',
      phoneNumber: 'Please provide all Twilio credentials.',
    });
  });

  it('wants the sending number in E.164 form starting with +44', () => {
    const base = { accountSid: 'AC123', authToken: 'token' };
    expect(messages(SmsConfigFormSchema, { ...base, phoneNumber: '07700900123' })).toEqual({
      phoneNumber: 'The phone number must be in E.164 form, starting with +44',
    });
    expect(messages(SmsConfigFormSchema, { ...base, phoneNumber: '+15005550006' })).toEqual({
      phoneNumber: 'The phone number must be in E.164 form, starting with +44',
    });
    const result = SmsConfigFormSchema.safeParse({ ...base, phoneNumber: '+44 7700 900123' });
    expect(result.success && result.data.phoneNumber).toBe('+447700900123');
  });

  it('asks for a test number, and a UK mobile', () => {
    expect(messages(SmsTestFormSchema, { phoneNumber: '' })).toEqual({
      phoneNumber: 'Please provide a phone number to test.',
    });
    expect(messages(SmsTestFormSchema, { phoneNumber: '029 2000 0000' })).toEqual({
      phoneNumber: 'Please enter a UK mobile number, for example 07700 900123',
    });
    expect(SmsTestFormSchema.safeParse({ phoneNumber: '07700 900123' }).success).toBe(true);
  });
});

describe('a person’s SMS choice', () => {
  it('starts from what was saved', () => {
    expect(preferencesDefaults({ smsOptIn: true, phone: '+447700900123', smsAvailable: true })).toEqual({
      smsOptIn: true,
      phone: '+447700900123',
    });
    expect(preferencesDefaults({ smsOptIn: false, phone: null, smsAvailable: false })).toEqual({
      smsOptIn: false,
      phone: '',
    });
  });

  it('needs a mobile number to text, and a UK mobile at that', () => {
    expect(messages(PreferencesFormSchema, { smsOptIn: true, phone: '' })).toEqual({
      phone: 'Add a mobile number to receive text messages',
    });
    expect(messages(PreferencesFormSchema, { smsOptIn: false, phone: '12345' })).toEqual({
      phone: 'Please enter a UK mobile number, for example 07700 900123',
    });
  });

  it('sends no number as null, and a number as typed', () => {
    const none = PreferencesFormSchema.safeParse({ smsOptIn: false, phone: '  ' });
    expect(none.success && none.data).toEqual({ smsOptIn: false, phone: null });
    const some = PreferencesFormSchema.safeParse({ smsOptIn: true, phone: '07700 900123' });
    expect(some.success && some.data).toEqual({ smsOptIn: true, phone: '07700 900123' });
  });
});
