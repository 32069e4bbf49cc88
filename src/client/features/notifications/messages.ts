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

interface SmsAnswer extends Answer {
  formattedNumber?: string | null;
}

/** The words of one call's three outcomes: no answer, a failure, a success. */
interface OutcomeWords<T extends Answer> {
  /** The call never got an answer: a title and a fixed sentence. */
  unanswered: { title: string; description: string };
  /** The server refused or failed: a title, and words for when it gave none. */
  failed: { title: string; fallback: string };
  /** It worked: a title, and words for when the server gave none. */
  succeeded: { title: string; fallback: (outcome: Outcome<T>) => string };
}

/** A toast from the outcome of a call, with the server's own words where it gave some. */
function outcomeToast<T extends Answer>(words: OutcomeWords<T>) {
  return (outcome: Outcome<T>): ToastOptions => {
    if (outcome.error !== undefined && isUnanswered(outcome.error))
      return { ...words.unanswered, variant: 'destructive' };
    if (outcome.error !== undefined || failed(outcome.answer))
      return {
        title: words.failed.title,
        description: serverMessage(outcome.error) || outcome.answer?.message || words.failed.fallback,
        variant: 'destructive',
      };
    return {
      title: words.succeeded.title,
      description: outcome.answer?.message || words.succeeded.fallback(outcome),
      variant: 'success',
    };
  };
}

/** POST /api/email/configure. */
export const emailConfigureToast = outcomeToast<Answer>({
  unanswered: {
    title: 'Configuration Error',
    description: 'An error occurred while configuring the email service. Please try again.',
  },
  failed: {
    title: 'Configuration Failed',
    fallback: 'The SMTP settings could not be saved. Please check them and try again.',
  },
  succeeded: { title: 'Email Configured', fallback: () => 'The SMTP settings were checked and saved.' },
});

/** POST /api/email/test: the test form under the SMTP settings. */
export const settingsTestEmailToast = outcomeToast<Answer>({
  unanswered: { title: 'Test Error', description: 'An error occurred while sending the test email' },
  failed: { title: 'Test Failed', fallback: 'Failed to send test email' },
  succeeded: { title: 'Test Email Sent', fallback: () => 'Test email sent successfully' },
});

/** POST /api/email/test-email: the /email-test page. */
export const testPageEmailToast = outcomeToast<Answer>({
  unanswered: { title: 'Error', description: 'An error occurred while sending the test email' },
  failed: { title: 'Error', fallback: 'Failed to send test email' },
  succeeded: { title: 'Test Email Sent', fallback: () => 'Test email sent successfully' },
});

/** POST /api/sms/configure. */
export const smsConfigureToast = outcomeToast<Answer>({
  unanswered: {
    title: 'Configuration Error',
    description: 'An error occurred while configuring the SMS service. Please try again.',
  },
  failed: {
    title: 'Configuration Failed',
    fallback: 'The Twilio settings could not be saved. Please check them and try again.',
  },
  succeeded: { title: 'SMS Configured', fallback: () => 'The Twilio settings were saved.' },
});

/** The number the server sent to (or tried), from its answer or its error body. */
export function smsTestNumber(outcome: Outcome<SmsAnswer>): string | null {
  if (outcome.answer) return outcome.answer.formattedNumber ?? null;
  const body = isApiError(outcome.error) ? outcome.error.body : {};
  return typeof body.formattedNumber === 'string' ? body.formattedNumber : null;
}

/** POST /api/sms/debug-test. */
export const smsTestToast = outcomeToast<SmsAnswer>({
  unanswered: { title: 'Test Error', description: 'An error occurred while sending the test SMS' },
  failed: { title: 'SMS Test Failed', fallback: 'Failed to send the test SMS' },
  succeeded: {
    title: 'Test SMS Sent',
    fallback: (outcome) => {
      const number = smsTestNumber(outcome);
      return number ? `Test SMS sent to ${number}` : 'Test SMS sent';
    },
  },
});

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
