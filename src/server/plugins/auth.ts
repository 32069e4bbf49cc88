import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shared/errors';
import { enforceAccess } from '../lib/access';
import { forbidden } from '../lib/app-error';
import { findSessionUser, type SessionUser } from '../modules/auth/session.service';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set from a bearer token or the session cookie. */
    user: SessionUser | null;
    sessionId: number | null;
    sessionToken: string | null;
  }
}

/** Methods that change nothing. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const authPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionToken', null);

  // A callback hook: an anonymous call (most of them) is judged without a promise or a query.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const { token, via } = readToken(request);
    if (!token) {
      enforceAccess(request);
      return done();
    }
    identify(request, token, via!)
      .then(() => enforceAccess(request))
      .then(() => done(), done);
  });

  /** Sets request.user from a bearer token or the session cookie. */
  async function identify(request: FastifyRequest, token: string, via: 'bearer' | 'cookie'): Promise<void> {
    const found = await findSessionUser(request.ctx.db, token);
    if (!found) return;
    // A cookie rides along on cross-site requests; a state change by cookie must come from our pages.
    if (via === 'cookie' && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, publicOrigin)) {
      throw forbidden('This request did not come from this site.', ErrorCode.badOrigin);
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    request.sessionToken = token;
  }
});

function readToken(request: FastifyRequest): { token: string | null; via: 'bearer' | 'cookie' | null } {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : { token: null, via: null };
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    // Browsers always send Origin on cross-site state changes; its absence means a same-origin or non-browser call.
    const site = request.headers['sec-fetch-site'];
    return !site || site === 'same-origin' || site === 'none';
  }
  if (origin === publicOrigin) return true;
  const host = request.headers.host;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}
