import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Communication } from '@shared/communications';
import type { TenantSentMessage } from '@shared/notifications';
import { createQueryClient } from '@client/app/query-client';
import { communicationKeys } from '../api';
import { CommunicationsPanel, mergeEntries, SENT_MESSAGES_PAGE } from './communications-panel';

const logged = (overrides: Partial<Communication> = {}): Communication => ({
  id: 1,
  tenantId: 5,
  propertyId: 3,
  userId: 2,
  communicationType: 'call',
  direction: 'outbound',
  subject: 'Boiler service visit',
  content: 'Called to arrange the annual boiler service.',
  attachmentUrl: null,
  date: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

const sent = (overrides: Partial<TenantSentMessage> = {}): TenantSentMessage => ({
  id: 40,
  channel: 'email',
  recipient: 'megan@example.com',
  summary: 'Your rent is overdue',
  textBody: 'Dear Megan,\nYour rent of £850.00 was due on 1 March.',
  status: 'sent',
  createdAt: '2026-03-03T08:00:00.000Z',
  sentAt: '2026-03-03T08:00:02.000Z',
  ...overrides,
});

function render(
  rows: Communication[],
  messages: TenantSentMessage[] | undefined,
  total = messages?.length ?? 0,
) {
  const client = createQueryClient();
  client.setQueryData(communicationKeys.list({ tenantId: 5, propertyId: 3 }), rows);
  if (messages)
    client.setQueryData(communicationKeys.sent(5, SENT_MESSAGES_PAGE), { items: messages, total });
  return renderToString(
    <QueryClientProvider client={client}>
      <CommunicationsPanel tenantId={5} propertyId={3} tenantName="Megan Jones" />
    </QueryClientProvider>,
  ).replaceAll('<!-- -->', '');
}

describe("a tenant's Communications with what the system sent", () => {
  it('puts logged and sent messages in one list, newest first', () => {
    const order = mergeEntries(
      [logged({ id: 1, date: '2026-03-02T10:00:00Z' }), logged({ id: 2, date: '2026-03-04T10:00:00Z' })],
      [sent({ id: 9, sentAt: null, createdAt: '2026-03-03T10:00:00Z' })],
    ).map((entry) => `${entry.kind}-${entry.item.id}`);
    expect(order).toEqual(['logged-2', 'sent-9', 'logged-1']);
  });

  it('shows a sent message as an outbound entry: by the system, its channel and delivery, read-only', () => {
    const html = render(
      [logged()],
      [sent(), sent({ id: 41, channel: 'sms', summary: 'Repair booked', status: 'failed', sentAt: null })],
    );
    const items = html.split('<li').slice(1);
    expect(items).toHaveLength(3);
    const [email, sms, call] = items as [string, string, string];
    expect(sms).toContain('Repair booked');
    expect(email).toContain('Your rent is overdue');
    expect(email).toContain('Sent by the system');
    expect(email).toContain('>Outbound</span>');
    expect(email).toContain('>Email</span>');
    expect(email).toContain('<span class="sr-only">Delivery: </span>Sent');
    expect(email).toContain('to megan@example.com');
    expect(email).toContain('<summary');
    expect(email).toContain('Dear Megan,\nYour rent of £850.00 was due on 1 March.');
    expect(sms).toContain('>Text message</span>');
    expect(sms).toContain('<span class="sr-only">Delivery: </span>Not delivered');
    for (const entry of [email, sms]) {
      expect(entry).not.toContain('Edit');
      expect(entry).not.toContain('Delete');
    }
    expect(call).toContain('Boiler service visit');
    expect(call).toContain('Edit<span class="sr-only"> communication');
    expect(call).toContain('Delete<span class="sr-only"> communication');
    expect(call).not.toContain('Sent by the system');
  });

  it('still says nothing was logged when only the system has written', () => {
    const html = render([], [sent()]);
    expect(html).toContain('No communications logged with Megan Jones yet.');
    expect(html).toContain('Sent by the system');
  });

  it('offers older system messages when there are more', () => {
    const html = render([], [sent()], 45);
    expect(html).toContain('Showing the 1 most recent of 45 messages sent by the system.');
    expect(html).toContain('Show older system messages');
  });

  it('keeps the logged list when the system messages are still loading', () => {
    const html = render([logged()], undefined);
    expect(html).toContain('Boiler service visit');
    expect(html).toContain('Loading messages sent by the system...');
  });
});
