import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TotpDisableSchema, TotpEnableSchema } from '@shared/totp';
import { routeAccess, routeTags } from '../../lib/route-kit';
import * as totp from './totp.service';

/** Two-step sign-in for the signed-in account (CONTRACT.md §7). */
export async function totpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');
  routeTags(app, 'Auth');

  r.get(
    '/api/auth/totp',
    {
      schema: { summary: 'Whether two-step sign-in is on for the signed-in account' },
      config: {
        answers: {
          200: '`{enabled, required, recoveryCodesLeft}`: `required` when REQUIRE_ADMIN_TOTP=1 and the account is an admin. Never the secret.',
        },
      },
    },
    async (request) => totp.getTotpStatus(request.ctx, request.user!),
  );

  r.post(
    '/api/auth/totp/setup',
    {
      schema: {
        summary: 'Start setting up two-step sign-in',
        description:
          'A new secret for an authenticator app; it does nothing until confirmed with `/api/auth/totp/enable`. Calling it again replaces an unconfirmed secret.',
      },
      config: {
        noBody: true,
        answers: {
          200: '`{secret, otpauthUrl}`: the base32 secret and the otpauth:// URL for a QR code.',
          409: 'Two-step sign-in is already on.',
        },
      },
    },
    async (request) => totp.setupTotp(request.ctx, request.user!),
  );

  r.post(
    '/api/auth/totp/enable',
    {
      schema: {
        summary: 'Confirm two-step sign-in with a code from the app',
        body: TotpEnableSchema,
      },
      config: {
        answers: {
          200: '`{message, recoveryCodes}`: ten single-use recovery codes, shown only in this answer.',
          400: 'The code is wrong, or set-up was not started (`errors.code`).',
          409: 'Two-step sign-in is already on.',
        },
      },
    },
    async (request) => totp.enableTotp(request.ctx, request.user!, request.body.code),
  );

  r.post(
    '/api/auth/totp/disable',
    {
      schema: {
        summary: 'Turn two-step sign-in off',
        description:
          'Needs the password and a current code or a recovery code; failures count as failed sign-ins.',
        body: TotpDisableSchema,
      },
      config: {
        answers: {
          200: '`{message}`.',
          400: 'The password (`errors.password`) or the code (`errors.code`) is wrong.',
          409: 'Two-step sign-in is not on.',
          429: 'Too many failed attempts for this account or from this address.',
        },
      },
    },
    async (request) => totp.disableTotp(request.ctx, request.user!, request.body, request.ip),
  );
}
