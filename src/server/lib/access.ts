import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/errors';
import { isAdmin } from '@shared/users';
import { forbidden, unauthenticated } from './app-error';

/**
 * Who may call a route (CONTRACT.md §4). Each route plugin declares it once (`routeAccess`), a
 * route may narrow it in `config.access`, and plugins/auth.ts enforces it on `onRequest` — before
 * the body is even read — so an anonymous caller gets 401 and the wrong role 403 whatever the body.
 * The same declaration documents the route in /api/openapi.json.
 */
export const ACCESS_LEVELS = ['public', 'user', 'tenant', 'landlord', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** What each level means, for the API reference. */
export const ACCESS_DESCRIPTIONS: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  user: 'Any signed-in user.',
  tenant: 'A signed-in tenant, for their own tenancy only.',
  landlord: 'A signed-in landlord (their own properties only) or an admin.',
  admin: 'A signed-in admin or super_admin.',
};

/** Every route this plugin registers gets `access` unless the route declares its own. */
export function routeAccess(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/** Calls a user who must change their password may still make. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  '/api/auth/user',
  '/api/auth/change-password',
  '/api/auth/logout',
]);

/**
 * Throws 401/403 unless the request's user meets the route's access. An API route that declares
 * nothing is treated as signed-in only: forgetting the declaration never opens a route.
 */
export function enforceAccess(request: FastifyRequest): void {
  if (request.is404) return; // an unknown path answers 404 to everyone
  // Judged by the route, not the request: /api/nothing matched by the static files' wildcard is a 404.
  // Read once: Fastify builds request.routeOptions afresh at each read.
  const { url: routeUrl = '', config } = request.routeOptions;
  const access = config?.access ?? (routeUrl.startsWith('/api/') ? 'user' : 'public');
  if (access === 'public') return;
  const user = request.user;
  if (!user) throw unauthenticated();
  if (user.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(request.url.split('?')[0]!)) {
    throw forbidden('You must change your password before you continue.', ErrorCode.passwordChangeRequired);
  }
  if (access === 'admin' && !isAdmin(user)) throw forbidden('Only administrators can do that.');
  if (access === 'landlord' && !isAdmin(user) && user.userType !== 'landlord')
    throw forbidden('Only landlords can manage properties.');
  if (access === 'tenant' && user.userType !== 'tenant')
    throw forbidden('Only tenants have a tenant portal.');
}
