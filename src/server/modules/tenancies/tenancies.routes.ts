import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TenantInputSchema } from '@shared/tenancies';
import { ListQuery } from '../../lib/list-query';
import { IdParams, recordAt, routeAccess } from '../../lib/route-kit';
import * as service from './tenancies.service';

/** Tenancies of a property (CONTRACT.md §3 tenancies): the property's landlord or an admin. */
export async function tenanciesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');

  r.get(
    '/api/properties/:id/tenants',
    { schema: { params: IdParams, querystring: ListQuery } },
    async (request, reply) => {
      const { tenants, total } = await service.listTenants(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return tenants;
    },
  );

  r.post(
    '/api/properties/:id/tenants',
    { schema: { params: IdParams, body: TenantInputSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addTenant(app.ctx, request.user!, request.params.id, request.body)),
  );

  r.put(
    '/api/tenants/:id',
    {
      schema: { params: IdParams, body: TenantInputSchema },
      config: { currentRecord: recordAt((actor, id) => service.getTenant(app.ctx, actor, id)) },
    },
    async (request) => service.updateTenant(app.ctx, request.user!, request.params.id, request.body),
  );

  r.delete('/api/tenants/:id', { schema: { params: IdParams } }, async (request) =>
    service.removeTenant(app.ctx, request.user!, request.params.id),
  );
}
