import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shared/errors';
import { isAdmin } from '@shared/users';
import { forbidden, unauthenticated } from '../lib/app-error';
import { findSessionUser, type SessionUser } from '../modules/auth/session.service';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set from a bearer token or the session cookie. */
    user: SessionUser | null;
    sessionId: number | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler guards: any signed-in user, or admins only. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls a user who must change their password may still make. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  '/api/auth/user',
  '/api/auth/change-password',
  '/api/auth/logout',
]);

export const authPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const { token, via } = readToken(request);
    if (!token) return;
    const found = await findSessionUser(app.db, token);
    if (!found) return;
    // A cookie rides along on cross-site requests; a state change by cookie must come from our pages.
    if (via === 'cookie' && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, publicOrigin)) {
      throw forbidden('This request did not come from this site.', ErrorCode.badOrigin);
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    request.sessionToken = token;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    const path = request.url.split('?')[0]!;
    if (request.user.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(path)) {
      throw forbidden('You must change your password before you continue.', ErrorCode.passwordChangeRequired);
    }
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (!isAdmin(request.user)) throw forbidden('Only administrators can do that.');
  });
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
