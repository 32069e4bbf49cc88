import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuery } from '../../lib/list-query';
import { listOwnPayments, ownPaymentSummary } from './tenant-payments.service';
import { optionalQueryId, routeAccess } from '../../lib/route-kit';

const TenancyQuery = z.object({ tenancyId: optionalQueryId('tenancyId') });

/** The tenant portal's Payments tab (CONTRACT.md §3 tenant portal): the signed-in tenant's own tenancy only. */
export async function tenantPaymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');

  r.get(
    '/api/tenant/payments',
    { schema: { querystring: ListQuery.extend(TenancyQuery.shape) } },
    async (request, reply) => {
      const { payments, total } = await listOwnPayments(app.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return payments;
    },
  );

  r.get('/api/tenant/payments/summary', { schema: { querystring: TenancyQuery } }, async (request) =>
    ownPaymentSummary(app.ctx, request.user!, request.query.tenancyId),
  );
}
