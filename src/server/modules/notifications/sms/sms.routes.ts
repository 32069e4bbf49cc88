import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationPreferencesSchema, SmsConfigSchema, SmsTestSchema } from '@shared/notifications';
import * as service from './sms.service';
import { ownRecord, routeAccess, routeTags } from '../../../lib/route-kit';

/** SMS settings and the test text (SPEC.md §7 /api/sms): admins and super admins only. */
async function smsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: someone not allowed learns that (401/403), not what the body must hold.
  routeAccess(app, 'admin');
  routeTags(app, 'Notifications');

  r.get(
    '/api/sms/status',
    {
      schema: { summary: 'Whether SMS is set up, and from where' },
      config: { answers: { 200: '`SmsStatus` (src/shared/notifications.ts); never the auth token.' } },
    },
    async (request) => service.getSmsStatus(request.ctx),
  );

  r.post(
    '/api/sms/configure',
    {
      schema: { summary: 'Save the Twilio settings', body: SmsConfigSchema },
      config: { answers: { 200: '`{success, message}`.', 429: 'Too many changes in a short time.' } },
    },
    async (request) => service.configureSms(request.ctx, request.user!.id, request.body),
  );

  r.post(
    '/api/sms/debug-test',
    {
      schema: { summary: 'Send a test text', body: SmsTestSchema },
      config: {
        answers: {
          200: '`SmsTestAnswer`: `{success, message, formattedNumber}`.',
          409: 'SMS is not set up yet (code `sms_not_configured`).',
          429: 'Too many tests in a short time.',
          502: 'Twilio refused or failed (code `sms_provider_error`).',
        },
      },
    },
    async (request) => service.sendTestSms(request.ctx, request.user!.id, request.body.phoneNumber),
  );
}

/** A signed-in person's own choice of texts (new): their account only. */
async function notificationPreferencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');
  routeTags(app, 'Notifications');

  r.get(
    '/api/auth/user/notifications',
    {
      schema: { summary: 'My choice of text messages' },
      config: { answers: { 200: '`NotificationPreferences`: `{smsOptIn, phone, smsAvailable}`.' } },
    },
    async (request) => service.getPreferences(request.ctx, request.user!.id),
  );

  r.put(
    '/api/auth/user/notifications',
    {
      schema: { summary: 'Choose whether I get text messages', body: NotificationPreferencesSchema },
      config: {
        currentRecord: ownRecord((ctx, actor) => service.getPreferences(ctx, actor.id)),
        answers: { 200: '`NotificationPreferences` as saved.' },
      },
    },
    async (request) => service.savePreferences(request.ctx, request.user!.id, request.body),
  );
}

export async function smsRoutes(app: FastifyInstance) {
  await app.register(smsAdminRoutes);
  await app.register(notificationPreferencesRoutes);
}
