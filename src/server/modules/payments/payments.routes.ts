import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_FILTERS, PaymentInputSchema, PaymentUpdateSchema } from '@shared/payments';
import { todayInLondon } from '@shared/dates';
import { recordAudit } from '../../lib/audit';
import { readIdempotencyKey } from '../../lib/idempotency';
import { ListQuery } from '../../lib/list-query';
import { fileAnswer, IdParams, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
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
  routeTags(app, 'Rent');

  r.get(
    '/api/properties/:id/payments',
    {
      schema: {
        summary: "List a property's rent payments",
        params: IdParams,
        querystring: ListQuery.extend(StatusQuery.shape),
      },
      config: {
        answers: {
          200: 'The payments (`RentPayment`, src/shared/payments.ts; amounts in pence).',
        },
      },
    },
    async (request, reply) => {
      const { payments, total } = await service.listPropertyPayments(
        request.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return payments;
    },
  );

  r.get(
    '/api/properties/:id/payments/summary',
    {
      schema: { summary: "A property's rent at a glance", params: IdParams },
      config: {
        answers: {
          200: '`PaymentSummary`: paid this month, upcoming, overdue, and twelve months of due and received (pence).',
        },
      },
    },
    async (request) => service.summarisePropertyPayments(request.ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/properties/:id/payments/export',
    {
      schema: { summary: "A property's rent payments as CSV", params: IdParams, querystring: StatusQuery },
      config: {
        answers: { 200: fileAnswer('text/csv', 'The payments as a CSV file (an attachment), oldest first.') },
      },
    },
    async (request, reply) => {
      const { property, payments } = await service.paymentsForExport(
        request.ctx,
        request.user!,
        request.params.id,
        request.query.status,
      );
      const filename = `rent-${property.id}-${request.query.status}-${todayInLondon()}.csv`;
      await recordAudit(request.ctx.db, {
        action: 'export',
        targetType: 'properties',
        targetId: property.id,
        details: { file: filename, rows: payments.length },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(paymentsToCsv(payments));
    },
  );

  r.get(
    '/api/tenants/:id/payments',
    {
      schema: { summary: "List a tenancy's rent payments", params: IdParams, querystring: ListQuery },
      config: { answers: { 200: 'The payments (`RentPayment`; amounts in pence).' } },
    },
    async (request, reply) => {
      const { payments, total } = await service.listTenantPayments(
        request.ctx,
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
    {
      schema: {
        summary: 'Record a rent payment for a tenancy',
        description:
          'An `Idempotency-Key` header makes a retry safe: the same key and body answer the first result again (with `Idempotent-Replayed: true`).',
        params: IdParams,
        body: PaymentInputSchema,
      },
      config: {
        answers: {
          201: 'The new payment (`RentPayment`).',
          409: 'The Idempotency-Key was used for another request, or its first request is still running (code `idempotency_conflict`).',
        },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const answer = await service.recordPayment(
        request.ctx,
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

  r.get(
    '/api/landlord/arrears',
    {
      schema: { summary: 'Arrears across my tenancies' },
      config: { answers: { 200: '`ArrearsReport`: `{total, tenancies}`, amounts in pence.' } },
    },
    async (request) => arrearsReport(request.ctx, request.user!),
  );

  r.patch(
    '/api/tenants/:id/reminders',
    {
      schema: {
        summary: "Pause or resume a tenancy's rent reminders",
        params: IdParams,
        body: z.object({ paused: z.boolean('paused must be true or false') }).strict(),
      },
      config: { answers: { 200: 'The tenancy as it now is (`Tenant`).' } },
    },
    async (request) => setRemindersPaused(request.ctx, request.user!, request.params.id, request.body.paused),
  );

  r.put(
    '/api/payments/:id',
    {
      schema: {
        summary: 'Edit a rent payment',
        description:
          'Send the `version` you read: if someone changed the payment since, the edit is refused rather than overwriting theirs.',
        params: IdParams,
        body: PaymentUpdateSchema,
      },
      config: {
        currentRecord: recordAt((ctx, actor, id) => service.getPayment(ctx, actor, id)),
        answers: {
          200: 'The payment as it now is (`RentPayment`).',
          409: 'Changed by someone else since it was read (code `edit_conflict`; the body carries `current`).',
        },
      },
    },
    async (request) => service.updatePayment(request.ctx, request.user!, request.params.id, request.body),
  );
}

/** The same key with a different body is another request, not a retry. */
const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');
