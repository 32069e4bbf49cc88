import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import type {
  EmailStatus,
  NotificationDetail,
  NotificationPreferences,
  NotificationSummary,
  SmsStatus,
} from '@shared/notifications';
import { createQueryClient } from '@client/app/query-client';
import { notificationKeys } from '../api';
import { EmailSettingsPanel, EmailTestForm } from './email-settings-panel';
import { MessageBodies } from './notification-detail-dialog';
import { NOTIFICATION_LOG_PAGE_SIZE, NotificationLog } from './notification-log';
import { NotificationPreferencesCard, SMS_UNAVAILABLE_TEXT } from './notification-preferences-card';
import { SmsSettingsPanel } from './sms-settings-panel';
import { renderJoined as render } from '@client/app/render-for-tests';

type Client = ReturnType<typeof createQueryClient>;

/** The control a visible label names, by the label's `for`. */
function control(html: string, label: string): string {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${escaped}(?:<span[^>]*>[^<]*</span>)?</label>`).exec(
    html,
  )?.[1];
  expect(id, `a label "${label}"`).toBeDefined();
  const element = new RegExp(`<(input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  expect(element, `the control labelled "${label}"`).toBeDefined();
  return element!;
}

/** The text an element's aria-describedby points at. */
function description(html: string, element: string): string {
  const ids = /aria-describedby="([^"]+)"/.exec(element)?.[1]?.split(' ') ?? [];
  return ids.map((id) => new RegExp(`<p[^>]*id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? '').join(' ');
}

const unconfigured: EmailStatus = { success: true, isInitialized: false, source: null, settings: null };
const configured: EmailStatus = {
  success: true,
  isInitialized: true,
  source: 'settings',
  settings: {
    host: 'mail.agency.test',
    port: 465,
    secure: true,
    user: 'office@agency.test',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
};

const withEmail = (status: EmailStatus) => (client: Client) =>
  client.setQueryData(notificationKeys.emailStatus(), status);

describe('the Email Settings panel', () => {
  it('says it is checking the service while the status loads, and shows no form', () => {
    const html = render(<EmailSettingsPanel />);
    expect(html).toContain('Checking the email service…');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<form');
  });

  it('unconfigured: says so in words, offers the SMTP form, and no test form yet', () => {
    const html = render(<EmailSettingsPanel />, withEmail(unconfigured));
    expect(html).toContain('Not configured');
    expect(html).toContain('No email can be sent until SMTP settings are saved.');
    expect(html).toMatch(/<h3[^>]*>SMTP server<\/h3>/);
    control(html, 'SMTP host');
    expect(control(html, 'SMTP port')).toMatch(/inputMode="numeric"/i);
    expect(control(html, 'Use a secure connection (TLS)')).toMatch(/type="checkbox"/);
    control(html, 'SMTP username');
    expect(control(html, 'SMTP password')).toMatch(/type="password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save Settings<\/button>/);
    expect(html).toContain('Save the SMTP settings first; then you can send a test email here.');
    expect(html).not.toContain('Send Test Email');
  });

  it('configured: says where it sends through, asks for the password again, and offers the test form', () => {
    const html = render(<EmailSettingsPanel />, withEmail(configured));
    expect(html).toContain('Configured');
    expect(html).toContain('Sending through mail.agency.test:465 as office@agency.test.');
    expect(description(html, control(html, 'SMTP password'))).toBe(
      'The saved password is never shown: enter it again to save these settings.',
    );
    expect(html).toContain('Last saved <time dateTime="2026-03-01T10:00:00.000Z">01/03/2026</time>.');
    expect(html).toMatch(/<h3[^>]*>Send a test email<\/h3>/);
    expect(control(html, 'Recipient email')).toMatch(/type="email"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Test Email<\/button>/);
    expect(html).not.toContain('SMTP_URL');
  });

  it('says SMTP_URL in the server environment wins over the form', () => {
    const html = render(
      <EmailSettingsPanel />,
      withEmail({ ...configured, source: 'environment', settings: null }),
    );
    expect(html).toContain('SMTP_URL is set in the server environment.');
    expect(html).toContain(
      'The server sends email with SMTP_URL, which overrides any SMTP settings saved by an admin.',
    );
    expect(html).toContain('Sending with SMTP_URL from the server environment.');
  });

  it('ties each hint to its field, and uses h2 headings on its own page', () => {
    const html = render(<EmailSettingsPanel headingLevel={2} />, withEmail(unconfigured));
    expect(description(html, control(html, 'SMTP port'))).toBe(
      'Usually 465 with a secure connection, or 587.',
    );
    expect(html).toMatch(/<h2[^>]*>SMTP server<\/h2>/);
    expect(html).not.toMatch(/<h3/);
  });

  it('says so when the status cannot be read', async () => {
    const client = createQueryClient();
    client.setQueryDefaults(notificationKeys.emailStatus(), { retryOnMount: false });
    await client
      .fetchQuery({
        queryKey: notificationKeys.emailStatus(),
        queryFn: () => Promise.reject(new Error('down')),
      })
      .catch(() => {});
    const html = renderToString(
      <QueryClientProvider client={client}>
        <EmailSettingsPanel />
      </QueryClientProvider>,
    );
    expect(html).toContain('Failed to load the email settings. Please refresh the page to try again.');
  });
});

describe('the /email-test form', () => {
  it('has a labelled recipient field and Send Test Email', () => {
    const html = render(<EmailTestForm on="page" />);
    expect(control(html, 'Recipient email')).toMatch(/autoComplete="email"/i);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Test Email<\/button>/);
  });
});

const smsOff: SmsStatus = { initialized: false, source: null, settings: null };
const smsOn: SmsStatus = {
  initialized: true,
  source: 'settings',
  settings: { accountSidEnding: '9f3a', phoneNumber: '+447700900000', updatedAt: '2026-03-02T10:00:00.000Z' },
};
const withSms = (status: SmsStatus) => (client: Client) =>
  client.setQueryData(notificationKeys.smsStatus(), status);
const testButton = (html: string) => /<button[^>]*>Send Test SMS<\/button>/.exec(html)?.[0] ?? '';

describe('the SMS Settings panel', () => {
  it('loads first', () => {
    expect(render(<SmsSettingsPanel />)).toContain('Checking the SMS service…');
  });

  it('not initialized: the credentials form, and Send Test SMS disabled with the reason tied to it', () => {
    const html = render(<SmsSettingsPanel />, withSms(smsOff));
    expect(html).toContain('Not configured');
    control(html, 'Account SID');
    expect(control(html, 'Auth Token')).toMatch(/type="password"/);
    const sending = control(html, 'Sending number');
    expect(sending).toMatch(/type="tel"/);
    expect(description(html, sending)).toContain('starting with +44');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save SMS Settings<\/button>/);
    control(html, 'Test phone number');
    const button = testButton(html);
    expect(button).toMatch(/disabled=""/);
    expect(description(html, button)).toBe(
      'Save the Twilio settings first; the test is available once the SMS service is configured.',
    );
  });

  it('initialized: says which account and number, and Send Test SMS is enabled', () => {
    const html = render(<SmsSettingsPanel />, withSms(smsOn));
    expect(html).toContain('Configured');
    expect(html).toContain('Sending from +447700900000 with the account ending 9f3a.');
    expect(html).toContain('Enter the SID and token again to change the settings.');
    expect(testButton(html)).not.toMatch(/\sdisabled=""/);
    expect(html).not.toContain('Save the Twilio settings first');
  });

  it('says Twilio settings in the server environment win', () => {
    const html = render(
      <SmsSettingsPanel />,
      withSms({ initialized: true, source: 'environment', settings: null }),
    );
    expect(html).toContain('Twilio settings are set in the server environment.');
  });
});

const summary = (overrides: Partial<NotificationSummary> = {}): NotificationSummary => ({
  id: 1,
  channel: 'email',
  recipient: 'tenant@example.com',
  summary: 'Your rent is overdue',
  template: 'arrears_reminder',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  sentAt: '2026-03-01T09:00:05.000Z',
  ...overrides,
});
const firstLogPage = () => notificationKeys.logPage({ limit: NOTIFICATION_LOG_PAGE_SIZE, offset: 0 });

describe('the notification log', () => {
  const rows = [
    summary(),
    summary({
      id: 2,
      channel: 'sms',
      recipient: '+447700900123',
      summary: 'Your repair is booked for Tuesday',
      template: 'repair_update',
      status: 'failed',
      attempts: 5,
      lastError: 'Twilio answered 401: authenticate',
      sentAt: null,
    }),
    summary({ id: 3, status: 'queued', attempts: 0, sentAt: null, recipient: 'landlord@example.com' }),
  ];
  const html = render(<NotificationLog />, (client) =>
    client.setQueryData(firstLogPage(), { items: rows, total: 3 }),
  );

  it('has the filters, each labelled', () => {
    expect(control(html, 'Status')).toMatch(/^<select/);
    expect(html).toContain('<option value="" selected="">All statuses</option>');
    expect(html).toContain('<option value="failed">Failed</option>');
    expect(control(html, 'Channel')).toMatch(/^<select/);
    expect(html).toContain('<option value="sms">SMS</option>');
    expect(control(html, 'Recipient')).toMatch(/type="search"/);
    expect(html).toMatch(/<form[^>]*role="search"/);
  });

  it('lists to, subject, channel, status, attempts, last error and time in a scrollable table', () => {
    expect(html).toMatch(/role="region"[^>]*aria-label="Notification log"[^>]*tabindex="0"/i);
    for (const column of ['To', 'Subject', 'Channel', 'Status', 'Attempts', 'Last error', 'Time'])
      expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('Your repair is booked for Tuesday');
    expect(html).toContain('Twilio answered 401: authenticate');
    expect(html).toContain('<time dateTime="2026-03-01T09:00:00.000Z">01/03/2026, 09:00</time>');
  });

  it('gives each status in words and an icon, not colour alone', () => {
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Sent<\/span>/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Failed<\/span>/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Queued<\/span>/);
  });

  it('offers View on every row and Retry only on the failed one, named for the recipient', () => {
    expect(html.match(/>View<span class="sr-only"> message to /g)).toHaveLength(3);
    expect(html).toContain('Retry<span class="sr-only"> message to +447700900123</span>');
    expect(html.match(/>Retry</g)).toHaveLength(1);
    expect(html).toContain('Showing 1–3 of 3 messages');
    expect(html).toMatch(/<button[^>]*>.*Refresh<\/button>/);
  });

  it('says when nothing has been sent', () => {
    const empty = render(<NotificationLog />, (client) =>
      client.setQueryData(firstLogPage(), { items: [], total: 0 }),
    );
    expect(empty).toContain('No messages have been sent yet.');
    expect(empty).not.toContain('<table');
  });
});

describe("a message's bodies", () => {
  const detail: NotificationDetail = {
    ...summary(),
    textBody: 'Dear Megan,\nYour rent of £850.00 is overdue.',
    htmlBody: '<p onclick="alert(1)">Dear Megan,</p><script>alert(2)</script>',
    attachments: [{ filename: 'statement.pdf', contentType: 'application/pdf' }],
  };

  it('shows the text as written and the HTML in an iframe with every permission withheld', () => {
    const html = render(<MessageBodies detail={detail} />);
    expect(html).toContain('Dear Megan,\nYour rent of £850.00 is overdue.');
    const iframe = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toContain('sandbox=""');
    expect(iframe).toContain('title="HTML version of &quot;Your rent is overdue&quot;"');
    // The HTML is an attribute's text, escaped: it never becomes part of this page.
    expect(iframe).toContain('srcDoc="&lt;p onclick=&quot;alert(1)&quot;&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('statement.pdf');
  });

  it('an SMS has only its text', () => {
    const html = render(
      <MessageBodies detail={{ ...detail, channel: 'sms', htmlBody: null, attachments: [] }} />,
    );
    expect(html).toContain('Text message');
    expect(html).not.toContain('<iframe');
  });
});

describe('the text message choice', () => {
  const withPreferences = (preferences: NotificationPreferences) => (client: Client) =>
    client.setQueryData(notificationKeys.preferences(), preferences);

  it('offers a mobile number and the choice when the agency can text', () => {
    const html = render(
      <NotificationPreferencesCard />,
      withPreferences({ smsOptIn: true, phone: '+447700900123', smsAvailable: true }),
    );
    expect(html).toMatch(/<h2[^>]*>Text message alerts<\/h2>/);
    const phone = control(html, 'Mobile number');
    expect(phone).toMatch(/type="tel"/);
    expect(description(html, phone)).toContain('A UK mobile number');
    const checkbox = control(html, 'Text me as well as emailing me');
    expect(checkbox).toMatch(/type="checkbox"/);
    expect(checkbox).not.toMatch(/\sdisabled=""/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save Preferences<\/button>/);
  });

  it('disables the choice, with the reason tied to it, when the agency cannot text', () => {
    const html = render(
      <NotificationPreferencesCard />,
      withPreferences({ smsOptIn: false, phone: null, smsAvailable: false }),
    );
    const checkbox = control(html, 'Text me as well as emailing me');
    expect(checkbox).toMatch(/disabled=""/);
    expect(description(html, checkbox)).toBe(SMS_UNAVAILABLE_TEXT);
  });

  it('loads first', () => {
    expect(render(<NotificationPreferencesCard />)).toContain('Loading your notification settings…');
  });
});
