import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import type { PublicUser } from '@shared/user-roles';
import { App } from '@client/app/app';
import { PUBLIC_PAGE_MODULES } from '@client/app/page-modules';
import { setApiTransport } from '@client/app/api-client';
import { serialiseBootstrap } from '@client/app/bootstrap';
import { DataStore } from '@client/app/data-store';
import { prefetchRouteData } from '@client/app/route-data';
import { setCurrentUser } from '@client/features/auth/session';
import { INTL_LOCALE, LOCALES, OG_LOCALE, localePath, splitLocalePath } from '@shared/i18n/locale';
import { AGENCY } from '@client/content/agency';
import { BASE, LOCALE } from '@client/app/locale';
import { agencyStructuredData } from '@client/content/structured-data';

/**
 * The server-side renderer of the public pages (built by `vite build --ssr` into dist/ssr and
 * called by the server's client-pages plugin): the page's HTML, its head and the data it was
 * rendered from, so the browser hydrates without asking again.
 */
export { setApiTransport };

export interface RenderInput {
  /** The page's path as asked for, with the language prefix of a Welsh page ('/cy/landlords'). */
  path: string;
  /** The query string without '?'. */
  search: string;
  /** PUBLIC_URL: the base of canonical and Open Graph URLs. */
  origin: string;
  user: PublicUser | null;
}

export interface RenderResult {
  status: number;
  head: string;
  html: string;
  bootstrap: string;
  /** The page's source modules (as the Vite manifest names them), whose chunks the head preloads. */
  pageModules: readonly string[];
  /** Every lookup the page made answered; false when one failed and the page shows a fallback. */
  complete: boolean;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const absolute = (origin: string, url: string): string => (url.startsWith('http') ? url : `${origin}${url}`);

/**
 * React's streaming renderer, read once everything is ready (its documented use for crawlers and
 * static pages): every lazy page and part is in place, so the HTML is whole, with no fallbacks and
 * no inline scripts to swap them in (the page's CSP allows none). A part that throws inside a
 * Suspense boundary fails the page rather than ship as a fallback for the browser to render.
 */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Larger boundaries would otherwise be sent apart and revealed by a script, even when ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void (failure ??= error),
      onShellError: reject,
      onAllReady: () => {
        if (failure) return reject(failure);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        stream.pipe(sink);
      },
    });
  });
}

export async function render(input: RenderInput): Promise<RenderResult> {
  // One store per request: what this page shows, for this visitor.
  const store = new DataStore();
  setCurrentUser(store, input.user);
  // This build renders one language; the page itself is the path without its prefix.
  const { path } = splitLocalePath(input.path);
  const route = await prefetchRouteData(store, path, input.search);

  const html = await renderWhole(
    // The server has no window.location: wouter's location hooks read these instead.
    <Router base={BASE} ssrPath={input.path} ssrSearch={input.search}>
      <App store={store} />
    </Router>,
  );

  const title = `${route.meta.title} | ${AGENCY.name}`;
  const urlIn = (locale: (typeof LOCALES)[number]) => `${input.origin}${localePath(locale, path)}`;
  const canonical = urlIn(LOCALE);
  const image = absolute(input.origin, route.shareImage ?? '/images/og-default.png');
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(route.meta.description)}" />`,
    ...(route.status === 200
      ? [
          `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
          // The page in each language, and English for anyone else (hreflang both ways).
          ...LOCALES.map(
            (locale) =>
              `<link rel="alternate" hreflang="${INTL_LOCALE[locale]}" href="${escapeHtml(urlIn(locale))}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn('en'))}" />`,
        ]
      : ['<meta name="robots" content="noindex" />']),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(AGENCY.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(route.meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[LOCALE]}" />`,
    ...LOCALES.filter((locale) => locale !== LOCALE).map(
      (locale) => `<meta property="og:locale:alternate" content="${OG_LOCALE[locale]}" />`,
    ),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<script type="application/ld+json">${jsonForScript(agencyStructuredData(input.origin))}</script>`,
  ].join('\n    ');

  return {
    status: route.status,
    head,
    html,
    bootstrap: serialiseBootstrap({ data: store.snapshot() }),
    pageModules:
      route.status === 200 && PUBLIC_PAGE_MODULES[route.pattern] ? [PUBLIC_PAGE_MODULES[route.pattern]!] : [],
    complete: !store.hasFailed(),
  };
}

/**
 * An account or portal page, which the browser renders: sent with the visitor's account, so the
 * page need not ask who they are. Its chunks are not preloaded: measured on a slow phone profile,
 * preloading a dashboard's forty chunks delayed the first paint by two seconds (ADR 0012).
 */
export function renderAccountShell(input: { path: string; user: PublicUser | null }): RenderResult {
  const store = new DataStore();
  setCurrentUser(store, input.user);
  return {
    status: 200,
    head: [`<title>${escapeHtml(AGENCY.name)}</title>`, '<meta name="robots" content="noindex" />'].join(
      '\n    ',
    ),
    html: '',
    bootstrap: serialiseBootstrap({ data: store.snapshot() }),
    pageModules: [],
    complete: true,
  };
}
