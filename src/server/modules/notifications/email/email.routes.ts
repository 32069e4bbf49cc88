import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmailConfigSchema, EmailTestSchema } from '@shared/notifications';
import * as service from './email.service';
import { routeAccess } from '../../../lib/route-kit';

/**
 * The admin e-mail settings (SPEC.md §7 Administration: /api/email/status, /configure, /test,
 * /test-email). Admins only; no answer ever carries the SMTP password.
 */
export async function emailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is validated: someone not allowed learns nothing about what is accepted.
  routeAccess(app, 'admin');

  r.get('/api/email/status', async () => service.getEmailStatus(app.ctx));

  r.post('/api/email/configure', { schema: { body: EmailConfigSchema } }, async (request) =>
    service.configureEmail(app.ctx, request.user!.id, request.body),
  );

  // The settings page's test form and the /email-test page: the same test, answered {success, message}.
  for (const url of ['/api/email/test', '/api/email/test-email'])
    r.post(url, { schema: { body: EmailTestSchema } }, async (request) =>
      service.sendTestEmail(app.ctx, request.user!.id, request.body.recipient),
    );
}
