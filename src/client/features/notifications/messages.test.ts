import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '@client/app/api-client';
import { formatDateTimeGB } from '@client/lib/format';
import {
  emailConfigureToast,
  settingsTestEmailToast,
  smsConfigureToast,
  smsTestNumber,
  smsTestToast,
  templateLabel,
  testPageEmailToast,
} from './messages';

const offline = new ApiError(0, NETWORK_ERROR, '');
const refused = (message: string, body: Record<string, unknown> = {}) =>
  new ApiError(400, 'validation_error', message, {}, { message, ...body });
const silent500 = new ApiError(500, 'internal_error', '');

describe('e-mail configuration messages (SPEC.md §8)', () => {
  it("says 'Configuration Failed' with the server's reason when it refused the settings", () => {
    expect(
      emailConfigureToast({ error: refused('The SMTP server refused the username or password.') }),
    ).toEqual({
      title: 'Configuration Failed',
      description: 'The SMTP server refused the username or password.',
      variant: 'destructive',
    });
    expect(emailConfigureToast({ answer: { success: false, message: 'Host not found' } }).title).toBe(
      'Configuration Failed',
    );
    expect(emailConfigureToast({ error: silent500 }).title).toBe('Configuration Failed');
  });

  it("says 'Configuration Error' when the call got no answer", () => {
    expect(emailConfigureToast({ error: offline }).title).toBe('Configuration Error');
    expect(emailConfigureToast({ error: new Error('boom') }).title).toBe('Configuration Error');
  });

  it('says the settings were saved, in the server’s words when it sent some', () => {
    expect(emailConfigureToast({ answer: { success: true, message: 'Email service configured' } })).toEqual({
      title: 'Email Configured',
      description: 'Email service configured',
      variant: 'success',
    });
    expect(emailConfigureToast({ answer: { success: true, message: '' } }).description).toBe(
      'The SMTP settings were checked and saved.',
    );
  });
});

describe('the settings test e-mail', () => {
  it("'Test Failed', 'Test Error', and success with 'Test email sent successfully' by default", () => {
    expect(settingsTestEmailToast({ error: refused('Mailbox unavailable') })).toMatchObject({
      title: 'Test Failed',
      description: 'Mailbox unavailable',
    });
    expect(settingsTestEmailToast({ answer: { success: false, message: '' } })).toMatchObject({
      title: 'Test Failed',
      description: 'Failed to send test email',
    });
    expect(settingsTestEmailToast({ error: offline })).toMatchObject({
      title: 'Test Error',
      description: 'An error occurred while sending the test email',
    });
    expect(settingsTestEmailToast({ answer: { success: true, message: '' } })).toEqual({
      title: 'Test Email Sent',
      description: 'Test email sent successfully',
      variant: 'success',
    });
  });
});

describe('the /email-test page', () => {
  it("shows the server's message or 'Test email sent successfully'; else the two failures of SPEC.md §8", () => {
    expect(testPageEmailToast({ answer: { message: 'Test email sent to a@b.c' } }).description).toBe(
      'Test email sent to a@b.c',
    );
    expect(testPageEmailToast({ answer: {} }).description).toBe('Test email sent successfully');
    expect(testPageEmailToast({ error: silent500 })).toMatchObject({
      variant: 'destructive',
      description: 'Failed to send test email',
    });
    expect(testPageEmailToast({ error: offline })).toMatchObject({
      variant: 'destructive',
      description: 'An error occurred while sending the test email',
    });
  });
});

describe('SMS messages (SPEC.md §8)', () => {
  it("configuration: 'Configuration Failed' or 'Configuration Error'", () => {
    expect(smsConfigureToast({ error: refused('Twilio refused these credentials.') })).toMatchObject({
      title: 'Configuration Failed',
      description: 'Twilio refused these credentials.',
    });
    expect(smsConfigureToast({ error: offline }).title).toBe('Configuration Error');
    expect(smsConfigureToast({ answer: { success: true, message: 'SMS service configured' } })).toMatchObject(
      {
        title: 'SMS Configured',
        variant: 'success',
      },
    );
  });

  it("test: 'SMS Test Failed' or 'Test Error'; success names the formatted number", () => {
    expect(
      smsTestToast({ error: refused('Twilio could not deliver', { formattedNumber: '+447700900123' }) }),
    ).toMatchObject({ title: 'SMS Test Failed', description: 'Twilio could not deliver' });
    expect(
      smsTestToast({ answer: { success: false, message: 'Not sent', formattedNumber: null } }).title,
    ).toBe('SMS Test Failed');
    expect(smsTestToast({ error: offline }).title).toBe('Test Error');
    expect(
      smsTestToast({ answer: { success: true, message: '', formattedNumber: '+447700900123' } }),
    ).toEqual({ title: 'Test SMS Sent', description: 'Test SMS sent to +447700900123', variant: 'success' });
  });

  it('reads the formatted number from the answer or from the error body', () => {
    expect(smsTestNumber({ answer: { success: true, message: '', formattedNumber: '+447700900123' } })).toBe(
      '+447700900123',
    );
    expect(smsTestNumber({ error: refused('x', { formattedNumber: '+447700900999' }) })).toBe(
      '+447700900999',
    );
    expect(smsTestNumber({ error: offline })).toBeNull();
  });
});

describe('log wording', () => {
  it('names a template in words', () => {
    expect(templateLabel('password_reset')).toBe('Password reset');
    expect(templateLabel('sms-test')).toBe('Sms test');
    expect(templateLabel('')).toBe('');
  });

  it('shows a time in UK time, dd/mm/yyyy, hh:mm', () => {
    expect(formatDateTimeGB('2026-07-01T09:05:00.000Z')).toBe('01/07/2026, 10:05');
    expect(formatDateTimeGB('2026-01-15T09:05:00.000Z')).toBe('15/01/2026, 09:05');
    expect(formatDateTimeGB(null)).toBe('');
    expect(formatDateTimeGB('nonsense')).toBe('');
  });
});
