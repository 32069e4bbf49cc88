import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Security headers on every answer: a CSP with no inline script, nosniff, no framing, a referrer policy. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Served over https (PUBLIC_URL says so): browsers keep to https for a year.
    strictTransportSecurity: opts.publicUrl.startsWith('https://') ? { maxAge: 31_536_000 } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });

  // A signed-in person's data is never kept by a browser or a shared cache, unless a route says otherwise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });
});

/**
 * The headers helmet sets for these options, worked out once at start. They never vary by request,
 * and running helmet's middleware on each one (as @fastify/helmet does) parsed the whole CSP again
 * every time: a CPU profile of GET /api/health found it among the top frames (issue #19).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
