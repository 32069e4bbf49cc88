import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_FILTERS, PaymentInputSchema, PaymentUpdateSchema } from '@shared/payments';
import { todayInLondon } from '@shared/dates';
import { readIdempotencyKey } from '../../lib/idempotency';
import { ListQuery } from '../../lib/list-query';
import { IdParams, recordAt, routeAccess } from '../../lib/route-kit';
import { paymentsToCsv } from './payments-csv';
import { arrearsReport, setRemindersPaused } from './arrears.service';
import * as service from './payments.service';

const StatusQuery = z.object({
  status: z.enum(PAYMENT_FILTERS, 'Status must be all, paid, pending or overdue').default('all'),
});

/** Rent of a property and its tenancies (CONTRACT.md §3 rent): the property's landlord or an admin. */
export async function paymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');

  r.get(
    '/api/properties/:id/payments',
    { schema: { params: IdParams, querystring: ListQuery.extend(StatusQuery.shape) } },
    async (request, reply) => {
      const { payments, total } = await service.listPropertyPayments(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return payments;
    },
  );

  r.get('/api/properties/:id/payments/summary', { schema: { params: IdParams } }, async (request) =>
    service.summarisePropertyPayments(app.ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/properties/:id/payments/export',
    { schema: { params: IdParams, querystring: StatusQuery } },
    async (request, reply) => {
      const { property, payments } = await service.paymentsForExport(
        app.ctx,
        request.user!,
        request.params.id,
        request.query.status,
      );
      const filename = `rent-${property.id}-${request.query.status}-${todayInLondon()}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(paymentsToCsv(payments));
    },
  );

  r.get(
    '/api/tenants/:id/payments',
    { schema: { params: IdParams, querystring: ListQuery } },
    async (request, reply) => {
      const { payments, total } = await service.listTenantPayments(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return payments;
    },
  );

  r.post(
    '/api/tenants/:id/payments',
    { schema: { params: IdParams, body: PaymentInputSchema } },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const answer = await service.recordPayment(
        app.ctx,
        request.user!,
        request.params.id,
        request.body,
        key
          ? { key, scope: `POST /api/tenants/${request.params.id}/payments ${bodyHash(request.body)}` }
          : null,
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  r.get('/api/landlord/arrears', async (request) => arrearsReport(app.ctx, request.user!));

  r.patch(
    '/api/tenants/:id/reminders',
    {
      schema: {
        params: IdParams,
        body: z.object({ paused: z.boolean('paused must be true or false') }).strict(),
      },
    },
    async (request) => setRemindersPaused(app.ctx, request.user!, request.params.id, request.body.paused),
  );

  r.put(
    '/api/payments/:id',
    {
      schema: { params: IdParams, body: PaymentUpdateSchema },
      config: { currentRecord: recordAt((actor, id) => service.getPayment(app.ctx, actor, id)) },
    },
    async (request) => service.updatePayment(app.ctx, request.user!, request.params.id, request.body),
  );
}

/** The same key with a different body is another request, not a retry. */
const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');
