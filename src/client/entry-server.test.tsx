/**
 * The server renderer says whether every lookup a page made answered (RenderResult.complete): the
 * server keeps a public page for other visitors only when it did (plugins/client-pages.ts), so a
 * hero image that failed to load is not shown as missing to everyone until the next change.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { render, setApiTransport } from './entry-server';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each image lookup as the server would when none is set: 404 not_found; `failing` with 503. */
function answerImages(failing: string | null) {
  const asked: string[] = [];
  setApiTransport(async (url) => {
    asked.push(url);
    return failing && url.startsWith(failing)
      ? json(503, { message: 'The service is briefly unavailable.', code: 'service_unavailable' })
      : json(404, { message: 'Not found', code: 'not_found' });
  });
  return asked;
}
afterAll(() => setApiTransport((url, init) => fetch(url, init)));

const HOME = { path: '/', search: '', origin: 'https://lettings.example', user: null };

describe('a rendered public page', () => {
  it('is complete when every lookup answered, a missing image included', async () => {
    const asked = answerImages(null);
    const page = await render(HOME);
    expect(asked.some((url) => url.startsWith('/api/images/active/hero'))).toBe(true);
    expect(page.status).toBe(200);
    expect(page.complete).toBe(true);
  });

  it('is not complete when a lookup failed, and still renders with its fallback', async () => {
    answerImages('/api/images/active/hero');
    const page = await render(HOME);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1/);
    expect(page.complete).toBe(false);
  });
});
