import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmailConfigSchema, EmailTestSchema } from '@shared/notifications';
import * as service from './email.service';
import { routeAccess, routeTags } from '../../../lib/route-kit';

/**
 * The admin e-mail settings (SPEC.md §7 Administration: /api/email/status, /configure, /test,
 * /test-email). Admins only; no answer ever carries the SMTP password.
 */
export async function emailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is validated: someone not allowed learns nothing about what is accepted.
  routeAccess(app, 'admin');
  routeTags(app, 'Notifications');

  r.get(
    '/api/email/status',
    {
      schema: { summary: 'Whether e-mail is set up, and from where' },
      config: { answers: { 200: '`EmailStatus` (src/shared/notifications.ts); never the SMTP password.' } },
    },
    async (request) => service.getEmailStatus(request.ctx),
  );

  r.post(
    '/api/email/configure',
    {
      schema: { summary: 'Save the SMTP settings', body: EmailConfigSchema },
      config: {
        answers: {
          200: '`{success, message}`.',
          400: 'A host that cannot be reached or is not allowed (on `host`).',
          429: 'Too many changes in a short time.',
        },
      },
    },
    async (request) => service.configureEmail(request.ctx, request.user!.id, request.body),
  );

  // The settings page's test form and the /email-test page: the same test, answered {success, message}.
  for (const url of ['/api/email/test', '/api/email/test-email'])
    r.post(
      url,
      {
        schema: { summary: 'Send a test e-mail', body: EmailTestSchema },
        config: {
          answers: {
            200: '`{success, message}`: the e-mail was sent.',
            409: 'E-mail is not set up yet.',
            429: 'Too many tests in a short time.',
            502: 'The mail server refused or failed (the reason in `message`).',
          },
        },
      },
      async (request) => service.sendTestEmail(request.ctx, request.user!.id, request.body.recipient),
    );
}
