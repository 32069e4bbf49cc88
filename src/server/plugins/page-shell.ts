import fs from 'node:fs';
import path from 'node:path';

/** What dist/ssr/entry-server.js exports (src/client/entry-server.tsx). */
export interface PageRenderer {
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(input: { path: string; search: string; origin: string; user: unknown }): Promise<RenderedPage>;
  renderAccountShell(input: { path: string; user: unknown }): RenderedPage;
}

export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  bootstrap: string;
  /** Source modules whose chunks the head preloads. */
  pageModules: readonly string[];
  /** Every lookup the page made answered (a failed one renders a fallback). */
  complete: boolean;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const MISSING_BUILD = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Build missing</title></head>
<body><main><h1>The web client has not been built</h1><p>Run <code>npm run build</code>, then start again.</p></main></body></html>`;

/** The markers in src/client/index.html that a rendered page fills. */
const HEAD = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT = '<div id="root"></div>';
const BOOTSTRAP = '<!--app-bootstrap-->';

export interface Shell {
  built: boolean;
  template: string;
  /** The chunks to preload for a page module: its own and those it imports (not the entry's). */
  preloadsFor(pageModule: string | null): string[];
}

/** A build's shell; its stylesheet is read from `filesDir` (dist/client, where every build's files are). */
export function readShell(clientDir: string, filesDir = clientDir): Shell {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) return { built: false, template: MISSING_BUILD, preloadsFor: () => [] };
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const cache = new Map<string, string[]>();
  const preloadsFor = (pageModule: string | null): string[] => {
    if (!pageModule || !manifest[pageModule]) return [];
    const cached = cache.get(pageModule);
    if (cached) return cached;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    visit(pageModule);
    const list = [...files];
    cache.set(pageModule, list);
    return list;
  };
  return {
    built: true,
    template: inlineStylesheets(filesDir, fs.readFileSync(indexFile, 'utf8')),
    preloadsFor,
  };
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The site's one stylesheet (about 7 KB compressed) goes inside the page: a phone on a slow
 * connection paints the server's HTML without waiting for a second round trip.
 */
function inlineStylesheets(clientDir: string, template: string): string {
  return template.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(clientDir, href);
    if (!fs.existsSync(file)) return link;
    const css = fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}

/** The page as sent: the shell alone (the browser renders) or with the server's rendering in it. */
export function fillShell(shell: Shell, page: RenderedPage | null): string {
  const { template } = shell;
  if (!page) return template;
  const files = new Set(page.pageModules.flatMap((module) => shell.preloadsFor(module)));
  const preloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);
  return template
    .replace(HEAD, () => [page.head, ...preloads].join('\n    '))
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace(
      BOOTSTRAP,
      () => `<script id="__BOOTSTRAP__" type="application/json">${page.bootstrap}</script>`,
    );
}
