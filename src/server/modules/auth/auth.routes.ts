import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@shared/auth';
import { routeAccess, routeTags } from '../../lib/route-kit';
import { SESSION_COOKIE } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import * as auth from './auth.service';
import { revokeSession } from './session.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');
  routeTags(app, 'Auth');
  const secureCookie = app.systemCtx.config.publicUrl.startsWith('https://');

  const setSessionCookie = (reply: FastifyReply, token: string, maxAgeMs: number | undefined) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
    });

  r.get(
    '/api/auth/user',
    {
      schema: { summary: 'The signed-in account' },
      config: {
        access: 'user',
        answers: { 200: '`{user}`: the signed-in user (CONTRACT.md §2 user object).' },
      },
    },
    async (request) => ({ user: request.user! }),
  );

  r.post(
    '/api/auth/register',
    {
      schema: { summary: 'Register as a landlord or tenant', body: RegisterSchema },
      config: {
        answers: {
          201: "`{pendingApproval, message, token, user}`: the account waits for an admin's approval; `token` is null.",
          409: "The username or e-mail address is already someone's username or e-mail address, whatever the case (`errors` names which).",
          429: 'Too many registrations from this address.',
        },
      },
    },
    async (request, reply) => {
      const answer = await auth.register(request.ctx, request.body, request.ip);
      return reply.status(201).send(answer);
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in',
        description: `Answers the session token and also sets it as the httpOnly \`${SESSION_COOKIE}\` cookie (30 days with rememberMe, else for the browser session).`,
        body: LoginSchema,
      },
      config: {
        answers: {
          200: '`{token, user}`: the session token and the signed-in user.',
          401: 'Wrong username or password (code `invalid_credentials`); the account has two-step sign-in and no `totpCode` was sent (code `totp_required`), or the code is wrong or used (code `totp_invalid`); each counts as a failed attempt.',
          403: "The account is waiting for approval (code `pending_approval`), was rejected (code `account_rejected`), or signed in with an admin's temporary password that has expired (code `password_expired`).",
          429: 'Too many failed attempts for this account from this address (each further try waits longer, up to 15 minutes), or from this address overall; Retry-After says how long to wait.',
        },
      },
    },
    async (request, reply) => {
      const answer = await auth
        .login(request.ctx, request.body, request.ip, request.headers['user-agent'])
        .catch(async (error: unknown) => {
          // Who was tried and why it failed; never the password.
          await recordAudit(request.ctx.db, {
            action: 'sign_in_failed',
            targetType: 'users',
            details: {
              username: request.body.username,
              reason: error instanceof AppError ? error.code : 'error',
            },
          });
          throw error;
        });
      // Without Remember Me the cookie lasts for the browser session; the server session still expires in 24 hours.
      setSessionCookie(reply, answer.token, request.body.rememberMe ? 30 * 24 * 3600_000 : undefined);
      return answer;
    },
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { summary: 'Sign out: revoke the session and clear its cookie' },
      config: { noBody: true, answers: { 200: '`{message}`.' } },
    },
    async (request, reply) => {
      if (request.sessionId) {
        await revokeSession(request.ctx.db, request.sessionId);
        await recordAudit(request.ctx.db, {
          action: 'sign_out',
          targetType: 'users',
          targetId: request.user?.id,
        });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'You have been signed out.' };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: { summary: 'E-mail a password reset link', body: ForgotPasswordSchema },
      config: {
        answers: {
          200: '`{message}`: the same answer whether or not the address has an account.',
          429: 'Too many requests for this account or from this address.',
        },
      },
    },
    async (request) => auth.forgotPassword(request.ctx, request.body, request.ip),
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: { summary: "Set a new password with a reset link's token", body: ResetPasswordSchema },
      config: {
        answers: {
          200: '`{message}`.',
          400: "An expired, used or unknown link answers code `invalid_token`; a password that is common, or uses the person's or the agency's name, is refused on `password`.",
          429: 'Too many unknown links from this address (Retry-After).',
        },
      },
    },
    async (request) => auth.resetPassword(request.ctx, request.body, request.ip),
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: { summary: "Change the signed-in account's password", body: ChangePasswordSchema },
      config: {
        access: 'user',
        answers: {
          200: '`{message}`. Allowed even while the account must change its password.',
          400: "The current password is wrong, or the new one is too weak, too common, or uses the person's or the agency's name.",
          403: "The current password is an admin's temporary one that has expired (code `password_expired`).",
          429: 'Too many wrong current passwords for this account (Retry-After).',
        },
      },
    },
    async (request) => auth.changePassword(request.ctx, request.user!.id, request.sessionId!, request.body),
  );
}
