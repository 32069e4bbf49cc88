import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuery } from '../../lib/list-query';
import { listOwnPayments, ownPaymentSummary } from './tenant-payments.service';
import { optionalQueryId, routeAccess, routeTags } from '../../lib/route-kit';

const TenancyQuery = z.object({ tenancyId: optionalQueryId('tenancyId') });

/** The tenant portal's Payments tab (CONTRACT.md §3 tenant portal): the signed-in tenant's own tenancy only. */
export async function tenantPaymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Only a tenant has a tenant portal: anyone else is refused before the query is read (CONTRACT.md §5).
  routeAccess(app, 'tenant');
  routeTags(app, 'Tenant portal');

  r.get(
    '/api/tenant/payments',
    {
      schema: {
        summary: 'My rent payments (tenant)',
        querystring: ListQuery.extend(TenancyQuery.shape),
      },
      config: {
        answers: { 200: 'The payments of my current (or the named) tenancy (`RentPayment`; pence).' },
      },
    },
    async (request, reply) => {
      const { payments, total } = await listOwnPayments(request.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return payments;
    },
  );

  r.get(
    '/api/tenant/payments/summary',
    {
      schema: {
        summary: 'My rent at a glance (tenant)',
        querystring: TenancyQuery,
      },
      config: {
        answers: {
          200: "`TenantPaymentSummary`: what is due and paid, and the agency's bank details to pay into.",
        },
      },
    },
    async (request) => ownPaymentSummary(request.ctx, request.user!, request.query.tenancyId),
  );
}
