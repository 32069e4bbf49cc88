import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@shared/auth';
import { routeAccess } from '../../lib/route-kit';
import { SESSION_COOKIE } from '../../plugins/auth';
import * as auth from './auth.service';
import { revokeSession } from './session.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');
  const secureCookie = app.ctx.config.publicUrl.startsWith('https://');

  const setSessionCookie = (reply: FastifyReply, token: string, maxAgeMs: number | undefined) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
    });

  r.get('/api/auth/user', { config: { access: 'user' } }, async (request) => ({ user: request.user! }));

  r.post('/api/auth/register', { schema: { body: RegisterSchema } }, async (request, reply) => {
    const answer = await auth.register(app.ctx, request.body, request.ip);
    return reply.status(201).send(answer);
  });

  r.post('/api/auth/login', { schema: { body: LoginSchema } }, async (request, reply) => {
    const answer = await auth.login(app.ctx, request.body, request.ip, request.headers['user-agent']);
    // Without Remember Me the cookie lasts for the browser session; the server session still expires in 24 hours.
    setSessionCookie(reply, answer.token, request.body.rememberMe ? 30 * 24 * 3600_000 : undefined);
    return answer;
  });

  r.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionId) await revokeSession(app.db, request.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'You have been signed out.' };
  });

  r.post('/api/auth/forgot-password', { schema: { body: ForgotPasswordSchema } }, async (request) =>
    auth.forgotPassword(app.ctx, request.body, request.ip),
  );

  r.post('/api/auth/reset-password', { schema: { body: ResetPasswordSchema } }, async (request) =>
    auth.resetPassword(app.ctx, request.body),
  );

  r.post(
    '/api/auth/change-password',
    { schema: { body: ChangePasswordSchema }, config: { access: 'user' } },
    async (request) => auth.changePassword(app.ctx, request.user!.id, request.sessionId!, request.body),
  );
}
