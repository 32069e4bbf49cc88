import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@client', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) },
      // The React API on Preact's runtime: about 8 KB instead of 69 KB of gzipped script on every
      // page (ADR 0008). Everything that imports React, our code and the libraries alike, gets it.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The server renderer bundles its libraries so the same aliases apply to them.
  ssr: {
    noExternal: true,
    // One Preact in the server bundle: CommonJS libraries (use-sync-external-store) would otherwise
    // require Preact's CommonJS build beside the ES module one, and hooks would find no component.
    resolve: { conditions: ['module', 'import', 'node', 'default'], externalConditions: ['import'] },
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server renderer (dist/ssr) needs code only; the public files belong to the client.
    copyPublicDir: !isSsrBuild,
    // The server preloads each public page's chunk from it (plugins/page-shell.ts).
    manifest: !isSsrBuild,
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
