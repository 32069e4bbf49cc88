import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
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
