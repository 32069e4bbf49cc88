import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shared/errors';
import { TOTP_MESSAGES } from '@shared/totp';
import { isAdmin } from '@shared/users';
import { forbidden } from '../../lib/app-error';
import { isTotpEnabled } from './totp.service';

/** What an admin without two-step sign-in may still call under REQUIRE_ADMIN_TOTP=1: what enrolling needs. */
export const ALLOWED_BEFORE_TOTP_ENROLMENT = new Set([
  '/api/auth/user',
  '/api/auth/totp',
  '/api/auth/totp/setup',
  '/api/auth/totp/enable',
  '/api/auth/logout',
]);

/**
 * REQUIRE_ADMIN_TOTP=1 (CONTRACT.md §7): an admin's signed-in calls answer 403
 * `totp_enrolment_required` until they have set up two-step sign-in. Runs after plugins/auth.ts
 * has identified the caller; public calls (pages, listings, images) are not held back.
 */
export const totpGatePlugin = fp(async (app: FastifyInstance) => {
  if (!app.systemCtx.config.requireAdminTotp) return;
  app.addHook('onRequest', async (request) => {
    const user = request.user;
    if (!user || !isAdmin(user) || request.is404) return;
    if (request.routeOptions.config?.access === 'public') return;
    if (ALLOWED_BEFORE_TOTP_ENROLMENT.has(request.url.split('?')[0]!)) return;
    if (await isTotpEnabled(request.ctx, user.id)) return;
    throw forbidden(TOTP_MESSAGES.enrolmentRequired, ErrorCode.totpEnrolmentRequired);
  });
});
