import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkModulesReport } from './scripts/bench/chunk-modules-plugin';
import { slimPreloadHelper } from './scripts/build/slim-preload-helper';
import { pureSchemas } from './scripts/build/pure-schemas';
import { localeBuild } from './scripts/build/locale-build';
import { slimLucide } from './scripts/build/slim-lucide';

// One build per language (scripts/build/build.mjs builds with `--mode cy` for Welsh): English into
// dist/client and dist/ssr, Welsh into dist/client-cy and dist/ssr-cy (its chunks then join
// dist/client/assets).
const localeOf = (mode: string) => (mode === 'cy' ? 'cy' : 'en');

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/client',
  publicDir: 'public',
  // chunkModulesReport: which modules each browser chunk holds, for bench:web's admin-code check.
  plugins: [
    localeBuild(localeOf(mode)),
    react(),
    tailwindcss(),
    chunkModulesReport(),
    slimPreloadHelper(),
    pureSchemas(),
    slimLucide(),
  ],
  // The build's language, read by src/client/app/locale.ts and the compiled messages: the bundler
  // keeps only this language's strings.
  // __CLIENT_LOCALE__ is the client's alone (vitest defines it too); __LOCALE__ is the compiled
  // messages' static locale, which must stay undefined where server code runs.
  define: { __LOCALE__: JSON.stringify(localeOf(mode)), __CLIENT_LOCALE__: JSON.stringify(localeOf(mode)) },
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@client', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) },
      // React 19 has useSyncExternalStore: the shim for React 17 that wouter imports is not needed.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/client/app/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: localeOf(mode) === 'cy' ? '../../dist/client-cy' : '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server renderer (dist/ssr) needs code only; the public files belong to the client.
    copyPublicDir: !isSsrBuild && localeOf(mode) === 'en',
    // The server preloads each public page's chunk from it (plugins/page-shell.ts).
    manifest: !isSsrBuild,
    // No preload helper in the bundle (about 2 KB gzipped on every page): the server preloads a
    // rendered page's chunks from the manifest, and a page opened later loads its own imports.
    modulePreload: false,
    // One stylesheet (Tailwind's): no chunk has CSS of its own to load, see slim-preload-helper.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before anything else, in one request instead of four: React
              // itself (react-dom stays in the entry), the bundler's runtime, the preload helper, the
              // API error type and the language paths (the entry and the lazy pages both use them, so
              // they were a request of their own). Measured on /listings: 85.9 → 85.7 KB gzipped
              // (bench:web); the language paths 0.2 KB more on every page.
              name: 'core',
              test: /node_modules\/react\/|preload-helper|rolldown\/runtime|src\/client\/app\/api-errors|src\/shared\/i18n\/locale/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // In development the pages come from Vite; present the API's own origin so the server's
      // same-origin check for cookie-authenticated changes passes.
      '/api': {
        target: 'http://127.0.0.1:3000',
        configure: (proxy) => proxy.on('proxyReq', (req) => req.setHeader('origin', 'http://localhost:3000')),
      },
    },
  },
}));
