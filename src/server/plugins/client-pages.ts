import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { todayInLondon } from '@shared/dates';
import { ErrorCode, type ErrorBody } from '@shared/errors';
import { LOCALES, localePath, splitLocalePath, type Locale } from '@shared/i18n/locale';
import { PAGE_PATHS, PAGE_PATTERNS, PUBLIC_PAGE_PATHS } from '@shared/routes';
import type { PublicUser } from '@shared/user-roles';
import { SESSION_COOKIE } from './auth';
import { fillShell, readShell, type PageRenderer, type Shell } from './page-shell';
import { portalPathFor } from './portal-language';

export interface ClientPagesOptions {
  /** dist/client: the built browser client (English); the Welsh one is beside it, dist/client-cy. */
  clientDir: string;
  /** dist/ssr/entry-server.js: the built server renderer; without it pages render in the browser. */
  ssrEntry?: string;
  publicUrl: string;
}

/** Where a language's build is: English at the given paths, Welsh at the same with '-cy'. */
const clientDirOf = (clientDir: string, locale: Locale) =>
  locale === 'en' ? clientDir : `${clientDir}-${locale}`;
const ssrEntryOf = (ssrEntry: string, locale: Locale) =>
  locale === 'en' ? ssrEntry : path.join(`${path.dirname(ssrEntry)}-${locale}`, path.basename(ssrEntry));

/**
 * Serves the built React client: its files; the public pages rendered on the server (title,
 * description, canonical, Open Graph and the page itself, then hydrated); the account and portal
 * pages as the app shell; and any other page path rendered as Page Not Found with 404.
 */
/**
 * What a public page's rendering depends on in its address: /listings reads its search (area,
 * bedrooms, rent, page, in that order); every other public page reads none, so `?utm_source=…`
 * and the like share one rendering.
 */
export function pageKey(url: URL): string {
  if (splitLocalePath(url.pathname).path !== PAGE_PATHS.listings) return url.pathname;
  const params = ['area', 'minBedrooms', 'maxRent', 'page'].map((name) => url.searchParams.get(name) ?? '');
  return `${url.pathname}?${JSON.stringify(params)}`;
}

/** The header shows who is signed in: a page is never shared between people. */
const HTML_HEADERS = { 'cache-control': 'private, no-cache', vary: 'Cookie' };

export const clientPagesPlugin = fp(async (app: FastifyInstance, opts: ClientPagesOptions) => {
  // One build per language: its shell (index.html, manifest) and its server renderer. Both share
  // dist/client's files (the Welsh chunks are copied there by the build).
  const builds = {} as Record<Locale, { shell: Shell; renderer: PageRenderer | null }>;
  for (const locale of LOCALES) {
    const shell = readShell(clientDirOf(opts.clientDir, locale), opts.clientDir);
    const renderer =
      shell.built && opts.ssrEntry ? await loadRenderer(app, ssrEntryOf(opts.ssrEntry, locale)) : null;
    builds[locale] = { shell, renderer };
  }
  const buildFor = (request: FastifyRequest) => builds[splitLocalePath(request.url.split('?')[0]!).locale];
  const shell = builds.en.shell;

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').headers(HTML_HEADERS).send(html);

  const renderPage = async (request: FastifyRequest, reply: FastifyReply, fallbackStatus: number) => {
    const { shell, renderer } = buildFor(request);
    if (!renderer) return sendHtml(reply, fallbackStatus, fillShell(shell, null));
    const url = new URL(request.url, 'http://localhost');
    const render = async (user: PublicUser | null) =>
      renderer.render({ path: url.pathname, search: url.search.slice(1), origin: opts.publicUrl, user });
    try {
      // A visitor without a session sees what every such visitor sees: rendered once per change
      // of what the page shows (and per day, for dates said relative to today), and kept
      // compressed (lib/public-cache.ts).
      if (!request.cookies[SESSION_COOKIE]) {
        const today = todayInLondon();
        const key = `page:${today}:${pageKey(url)}`;
        const answer = await request.ctx.publicCache.answer(key, async () => {
          const page = await render(null);
          return {
            status: page.status,
            headers: { 'content-type': 'text/html; charset=utf-8', ...HTML_HEADERS },
            body: Buffer.from(fillShell(shell, page)),
            // Rendered with a lookup's fallback: sent, but rendered again for the next visitor.
            keep: page.complete === true,
            day: today,
          };
        });
        return request.ctx.publicCache.send(request, reply, answer);
      }
      const page = await render(await signedInUser(app, request));
      return sendHtml(reply, page.status, fillShell(shell, page));
    } catch (error) {
      // A page that cannot be rendered here still works: the browser renders it.
      request.log.error({ err: error }, 'server rendering failed; sending the app shell');
      return sendHtml(reply, fallbackStatus, fillShell(shell, null));
    }
  };

  if (shell.built) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: true,
      // Compressed copies (.br, .gz) are written at build time by scripts/compress-build.mjs.
      preCompressed: true,
      // Hashed assets never change; everything else is checked each time.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  /**
   * An account or portal page: the shell, with the visitor's account and the page's chunks. A
   * portal page asked for in the other language is sent to the one its person reads it in.
   */
  const sendAccountShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const { shell, renderer } = buildFor(request);
    if (!renderer) return sendHtml(reply, 200, fillShell(shell, null));
    try {
      const user = await signedInUser(app, request);
      const url = new URL(request.url, 'http://localhost');
      const moveTo = portalPathFor(url.pathname, user);
      if (moveTo) return reply.redirect(`${moveTo}${url.search}`, 302);
      return sendHtml(
        reply,
        200,
        fillShell(shell, renderer.renderAccountShell({ path: url.pathname, user })),
      );
    } catch (error) {
      request.log.error({ err: error }, 'account shell failed; sending the plain app shell');
      return sendHtml(reply, 200, fillShell(shell, null));
    }
  };

  const publicPages = new Set<string>([...PUBLIC_PAGE_PATHS, PAGE_PATTERNS.listing]);
  for (const page of [...Object.values(PAGE_PATHS), ...Object.values(PAGE_PATTERNS)]) {
    for (const locale of LOCALES) {
      app.get(localePath(locale, page), (request, reply) =>
        publicPages.has(page) ? renderPage(request, reply, 200) : sendAccountShell(request, reply),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      const body: ErrorBody = {
        message: `No such API call: ${request.method} ${pathname}`,
        code: ErrorCode.notFound,
      };
      return reply.status(404).send(body);
    }
    return renderPage(request, reply, 404);
  });
});

async function loadRenderer(app: FastifyInstance, entry: string): Promise<PageRenderer | null> {
  if (!fs.existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  // The pages' own API calls are answered in-process, exactly as the browser's would be.
  renderer.setApiTransport(async (url, init) => {
    // A 5xx or a failed call fails the page's lookup, and the page says whether one did (complete).
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const noBody = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  });
  return renderer;
}

/** The visitor's account, from their session cookie, so the header renders as they will see it. */
async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<PublicUser | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const answer = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  if (answer.statusCode !== 200) return null;
  const body = answer.json<{ user?: PublicUser | null }>();
  return body.user ?? null;
}
