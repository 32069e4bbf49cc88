import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@shared/notifications';
import { ListQuery } from '../../../lib/list-query';
import { IdParams, routeAccess } from '../../../lib/route-kit';
import * as service from './notification-log.service';

/** The admin notification log (issue 7): every outbox message, its bodies, and Retry. */
export async function notificationLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: someone not allowed learns that (401/403), not the query's shape.
  routeAccess(app, 'admin');

  r.get(
    '/api/admin/notifications',
    {
      schema: {
        querystring: ListQuery.extend({
          status: z.enum(OUTBOX_STATUSES, 'status must be queued, sending, sent or failed').optional(),
          channel: z.enum(OUTBOX_CHANNELS, 'channel must be email or sms').optional(),
          recipient: z.string().trim().max(320, 'recipient must be at most 320 characters').optional(),
        }),
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listNotifications(app.ctx, request.query);
      void reply.header('x-total-count', String(total));
      return items;
    },
  );

  r.get('/api/admin/notifications/:id', { schema: { params: IdParams } }, async (request) =>
    service.getNotification(app.ctx, request.params.id),
  );

  r.post('/api/admin/notifications/:id/retry', { schema: { params: IdParams } }, async (request) => {
    const queued = await service.retryNotification(app.ctx, request.params.id);
    request.log.info({ outboxId: queued.id, by: request.user!.id }, 'notification queued again by an admin');
    return queued;
  });
}

/** What the product sent about a tenancy, for its landlord's Communications (or an admin). */
export async function tenantSentMessagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');

  r.get(
    '/api/tenants/:id/notifications',
    { schema: { params: IdParams, querystring: ListQuery } },
    async (request, reply) => {
      const { items, total } = await service.listTenantSentMessages(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return items;
    },
  );
}
