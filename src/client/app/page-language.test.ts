/**
 * The public forms' calls tell the server the page's language (docs/languages.md), so a visitor
 * without an account is acknowledged in it. The tests build English; the Welsh build sends "cy"
 * (tests/e2e/cymraeg.spec.ts sends the Welsh contact form and reads the Welsh acknowledgement).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { applyForListing } from '@client/features/applications/public-api';
import { sendContactMessage } from '@client/features/contact/public-api';
import { requestViewing } from '@client/features/listings/api';
import { setApiTransport } from './api-client';
import { LOCALE, PAGE_LANGUAGE } from './locale';

const sent: { url: string; headers: Record<string, string> }[] = [];
setApiTransport(async (url, init) => {
  sent.push({ url, headers: init.headers as Record<string, string> });
  return new Response(JSON.stringify({ message: 'ok' }), { status: 201 });
});
afterAll(() => setApiTransport((url, init) => fetch(url, init)));

describe('the public forms’ calls', () => {
  it('carry Content-Language with the build’s language', async () => {
    expect(PAGE_LANGUAGE).toEqual({ 'Content-Language': LOCALE });
    await sendContactMessage({
      name: 'Dai',
      email: 'dai@example.test',
      phone: null,
      inquiryType: 'general',
      message: 'Hello there, a question.',
    });
    await requestViewing(7, { name: 'Dai', email: 'dai@example.test' } as never);
    await applyForListing(7, { fullName: 'Dai' } as never);
    expect(sent.map((call) => [call.url, call.headers['Content-Language']])).toEqual([
      ['/api/contact', 'en'],
      ['/api/listings/7/viewings', 'en'],
      ['/api/listings/7/applications', 'en'],
    ]);
  });
});
