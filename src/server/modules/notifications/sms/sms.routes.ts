import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationPreferencesSchema, SmsConfigSchema, SmsTestSchema } from '@shared/notifications';
import * as service from './sms.service';
import { ownRecord, routeAccess } from '../../../lib/route-kit';

/** SMS settings and the test text (SPEC.md §7 /api/sms): admins and super admins only. */
async function smsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: someone not allowed learns that (401/403), not what the body must hold.
  routeAccess(app, 'admin');

  r.get('/api/sms/status', async () => service.getSmsStatus(app.ctx));

  r.post('/api/sms/configure', { schema: { body: SmsConfigSchema } }, async (request) =>
    service.configureSms(app.ctx, request.user!.id, request.body),
  );

  r.post('/api/sms/debug-test', { schema: { body: SmsTestSchema } }, async (request) =>
    service.sendTestSms(app.ctx, request.user!.id, request.body.phoneNumber),
  );
}

/** A signed-in person's own choice of texts (new): their account only. */
async function notificationPreferencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');

  r.get('/api/auth/user/notifications', async (request) => service.getPreferences(app.ctx, request.user!.id));

  r.put(
    '/api/auth/user/notifications',
    {
      schema: { body: NotificationPreferencesSchema },
      // The record is what GET of the same path answers (smsAvailable is the agency's, read-only).
      config: { currentRecord: ownRecord((actor) => service.getPreferences(app.ctx, actor.id)) },
    },
    async (request) => service.savePreferences(app.ctx, request.user!.id, request.body),
  );
}

export async function smsRoutes(app: FastifyInstance) {
  await app.register(smsAdminRoutes);
  await app.register(notificationPreferencesRoutes);
}
