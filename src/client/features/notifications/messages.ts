import type { OutboxChannel, OutboxStatus } from '@shared/notifications';
import { isApiError, NETWORK_ERROR } from '@client/app/api-client';
import type { ToastOptions } from '@client/components/ui/toast-store';

/**
 * What the settings pages say after each call (SPEC.md §8, Administration). A call the server
 * answered with a failure is "Failed" with the server's reason; a call that never got an answer
 * is an "Error".
 */

/** The call never got an answer (offline, server down), or failed in the browser itself. */
export const isUnanswered = (error: unknown): boolean => !isApiError(error) || error.code === NETWORK_ERROR;

/** The server's own words, when it sent some. */
const serverMessage = (error: unknown): string | undefined =>
  isApiError(error) && error.hasServerMessage ? error.message : undefined;

type Outcome<T> = { answer: T; error?: undefined } | { answer?: undefined; error: unknown };

interface Answer {
  success?: boolean;
  message?: string;
}

const failed = (answer: Answer | undefined) => answer?.success === false;

/** POST /api/email/configure. */
export function emailConfigureToast(outcome: Outcome<Answer>): ToastOptions {
  if (outcome.error !== undefined && isUnanswered(outcome.error))
    return {
      title: 'Configuration Error',
      description: 'An error occurred while configuring the email service. Please try again.',
      variant: 'destructive',
    };
  if (outcome.error !== undefined || failed(outcome.answer))
    return {
      title: 'Configuration Failed',
      description:
        serverMessage(outcome.error) ||
        outcome.answer?.message ||
        'The SMTP settings could not be saved. Please check them and try again.',
      variant: 'destructive',
    };
  return {
    title: 'Email Configured',
    description: outcome.answer?.message || 'The SMTP settings were checked and saved.',
    variant: 'success',
  };
}

/** POST /api/email/test: the test form under the SMTP settings. */
export function settingsTestEmailToast(outcome: Outcome<Answer>): ToastOptions {
  if (outcome.error !== undefined && isUnanswered(outcome.error))
    return {
      title: 'Test Error',
      description: 'An error occurred while sending the test email',
      variant: 'destructive',
    };
  if (outcome.error !== undefined || failed(outcome.answer))
    return {
      title: 'Test Failed',
      description: serverMessage(outcome.error) || outcome.answer?.message || 'Failed to send test email',
      variant: 'destructive',
    };
  return {
    title: 'Test Email Sent',
    description: outcome.answer?.message || 'Test email sent successfully',
    variant: 'success',
  };
}

/** POST /api/email/test-email: the /email-test page. */
export function testPageEmailToast(outcome: Outcome<Answer>): ToastOptions {
  if (outcome.error !== undefined && isUnanswered(outcome.error))
    return {
      title: 'Error',
      description: 'An error occurred while sending the test email',
      variant: 'destructive',
    };
  if (outcome.error !== undefined || failed(outcome.answer))
    return {
      title: 'Error',
      description: serverMessage(outcome.error) || outcome.answer?.message || 'Failed to send test email',
      variant: 'destructive',
    };
  return {
    title: 'Test Email Sent',
    description: outcome.answer?.message || 'Test email sent successfully',
    variant: 'success',
  };
}

/** POST /api/sms/configure. */
export function smsConfigureToast(outcome: Outcome<Answer>): ToastOptions {
  if (outcome.error !== undefined && isUnanswered(outcome.error))
    return {
      title: 'Configuration Error',
      description: 'An error occurred while configuring the SMS service. Please try again.',
      variant: 'destructive',
    };
  if (outcome.error !== undefined || failed(outcome.answer))
    return {
      title: 'Configuration Failed',
      description:
        serverMessage(outcome.error) ||
        outcome.answer?.message ||
        'The Twilio settings could not be saved. Please check them and try again.',
      variant: 'destructive',
    };
  return {
    title: 'SMS Configured',
    description: outcome.answer?.message || 'The Twilio settings were saved.',
    variant: 'success',
  };
}

interface SmsAnswer extends Answer {
  formattedNumber?: string | null;
}

/** The number the server sent to (or tried), from its answer or its error body. */
export function smsTestNumber(outcome: Outcome<SmsAnswer>): string | null {
  if (outcome.answer) return outcome.answer.formattedNumber ?? null;
  const body = isApiError(outcome.error) ? outcome.error.body : {};
  return typeof body.formattedNumber === 'string' ? body.formattedNumber : null;
}

/** POST /api/sms/debug-test. */
export function smsTestToast(outcome: Outcome<SmsAnswer>): ToastOptions {
  if (outcome.error !== undefined && isUnanswered(outcome.error))
    return {
      title: 'Test Error',
      description: 'An error occurred while sending the test SMS',
      variant: 'destructive',
    };
  const number = smsTestNumber(outcome);
  if (outcome.error !== undefined || failed(outcome.answer))
    return {
      title: 'SMS Test Failed',
      description: serverMessage(outcome.error) || outcome.answer?.message || 'Failed to send the test SMS',
      variant: 'destructive',
    };
  return {
    title: 'Test SMS Sent',
    description: outcome.answer?.message || (number ? `Test SMS sent to ${number}` : 'Test SMS sent'),
    variant: 'success',
  };
}

// ---- The notification log ----

export const outboxStatusLabel: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const outboxStatusVariant = {
  queued: 'neutral',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
} as const satisfies Record<OutboxStatus, string>;

export const channelLabel: Record<OutboxChannel, string> = { email: 'Email', sms: 'SMS' };

/** 'password_reset' → 'Password reset'. */
export function templateLabel(template: string): string {
  const words = template.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

const dateTimeGB = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** An ISO timestamp as dd/mm/yyyy, hh:mm in UK time; empty when missing or invalid. */
export function formatDateTimeGB(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeGB.format(date);
}
