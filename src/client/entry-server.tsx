import '@client/app/preact-refs';
import { renderToStringAsync } from 'preact-render-to-string';
import { dehydrate } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PublicUser } from '@shared/user-roles';
import { App } from '@client/app/app';
import { PUBLIC_PAGE_MODULES } from '@client/app/routes';
import { setApiTransport } from '@client/app/api-client';
import { serialiseBootstrap } from '@client/app/bootstrap';
import { createQueryClient } from '@client/app/query-client';
import { prefetchRouteData } from '@client/app/route-data';
import { authKeys } from '@client/features/auth/api';
import { AGENCY } from '@client/content/agency';
import { agencyStructuredData } from '@client/content/structured-data';

/**
 * The server-side renderer of the public pages (built by `vite build --ssr` into dist/ssr and
 * called by the server's client-pages plugin): the page's HTML, its head and the data it was
 * rendered from, so the browser hydrates without asking again.
 */
export { setApiTransport };

export interface RenderInput {
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
  /** The page's source module (as the Vite manifest names it), whose chunk the head preloads. */
  pageModule: string | null;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const absolute = (origin: string, url: string): string => (url.startsWith('http') ? url : `${origin}${url}`);

export async function render(input: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.user(), input.user);
  const route = await prefetchRouteData(queryClient, input.path, input.search);

  // A fixed location: the server has no window.location to read.
  const location = memoryLocation({
    path: input.search ? `${input.path}?${input.search}` : input.path,
    static: true,
  });
  // Waits for every lazy page and part, then renders them in full (no inline scripts to reveal).
  const html = await renderToStringAsync(
    (
      <Router
        hook={location.hook}
        searchHook={location.searchHook}
        ssrPath={input.path}
        ssrSearch={input.search}
      >
        <App queryClient={queryClient} />
      </Router>
    ) as never,
  );

  const title = `${route.meta.title} | ${AGENCY.name}`;
  const canonical = `${input.origin}${input.path === '/' ? '/' : input.path}`;
  const image = absolute(input.origin, route.shareImage ?? '/images/og-default.png');
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(route.meta.description)}" />`,
    route.status === 200
      ? `<link rel="canonical" href="${escapeHtml(canonical)}" />`
      : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(AGENCY.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(route.meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:locale" content="en_GB" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<script type="application/ld+json">${jsonForScript(agencyStructuredData(input.origin))}</script>`,
  ].join('\n    ');

  return {
    status: route.status,
    head,
    html,
    bootstrap: serialiseBootstrap({ queries: dehydrate(queryClient) }),
    pageModule: route.status === 200 ? (PUBLIC_PAGE_MODULES[route.pattern] ?? null) : null,
  };
}
