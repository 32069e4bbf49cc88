import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_PATHS, PAGE_PATTERNS } from '@shared/routes';

const MISSING_BUILD = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Build missing</title></head>
<body><main><h1>The web client has not been built</h1><p>Run <code>npm run build</code>, then start again.</p></main></body></html>`;

/**
 * Serves the built React client: its files, every page path of SPEC.md §2 with the app shell and
 * 200, and any other page path with the shell and 404 so the client shows Page Not Found.
 */
export const clientPagesPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const indexFile = path.join(opts.clientDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const shell = hasBuild ? fs.readFileSync(indexFile, 'utf8') : MISSING_BUILD;
  const sendShell = (reply: FastifyReply, status: number) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: true,
      // Hashed assets never change; everything else is checked each time.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  for (const page of [...Object.values(PAGE_PATHS), ...Object.values(PAGE_PATTERNS)]) {
    app.get(page, (_request, reply) => sendShell(reply, 200));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ message: `No such API call: ${request.method} ${pathname}`, code: 'not_found' });
    }
    return sendShell(reply, 404);
  });
});
