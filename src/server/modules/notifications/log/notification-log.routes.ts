import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@shared/notifications';
import { ListQuery } from '../../../lib/list-query';
import { IdParams, routeAccess, routeTags } from '../../../lib/route-kit';
import * as service from './notification-log.service';

/** The admin notification log (issue 7): every outbox message, its bodies, and Retry. */
export async function notificationLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: someone not allowed learns that (401/403), not the query's shape.
  routeAccess(app, 'admin');
  routeTags(app, 'Notifications');

  r.get(
    '/api/admin/notifications',
    {
      schema: {
        summary: 'The notification log: every e-mail and text sent or queued',
        querystring: ListQuery.extend({
          status: z.enum(OUTBOX_STATUSES, 'status must be queued, sending, sent or failed').optional(),
          channel: z.enum(OUTBOX_CHANNELS, 'channel must be email or sms').optional(),
          recipient: z.string().trim().max(320, 'recipient must be at most 320 characters').optional(),
        }),
      },
      config: { answers: { 200: 'The messages (`NotificationSummary`, src/shared/notifications.ts).' } },
    },
    async (request, reply) => {
      const { items, total } = await service.listNotifications(request.ctx, request.query);
      void reply.header('x-total-count', String(total));
      return items;
    },
  );

  r.get(
    '/api/admin/notifications/:id',
    {
      schema: { summary: 'One notification with its bodies', params: IdParams },
      config: {
        answers: {
          200: '`NotificationDetail` (src/shared/notifications.ts): the summary with the message itself.',
        },
      },
    },
    async (request) => service.getNotification(request.ctx, request.params.id),
  );

  r.post(
    '/api/admin/notifications/:id/retry',
    {
      schema: { summary: 'Send a failed notification again', params: IdParams },
      config: {
        noBody: true,
        answers: {
          200: 'The notification, queued again (`NotificationSummary`).',
          409: 'Only a failed message can be retried.',
        },
      },
    },
    async (request) => {
      const queued = await service.retryNotification(request.ctx, request.params.id);
      request.log.info(
        { outboxId: queued.id, by: request.user!.id },
        'notification queued again by an admin',
      );
      return queued;
    },
  );
}

/** What the product sent about a tenancy, for its landlord's Communications (or an admin). */
export async function tenantSentMessagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Notifications');

  r.get(
    '/api/tenants/:id/notifications',
    {
      schema: { summary: 'What was sent about a tenancy', params: IdParams, querystring: ListQuery },
      config: {
        answers: { 200: 'The e-mails and texts (`TenantSentMessage`, src/shared/notifications.ts).' },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listTenantSentMessages(
        request.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return items;
    },
  );
}
