import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContractorInputSchema } from '@shared/contractors';
import { ListQuery } from '../../lib/list-query';
import { IdParams, optionalQueryId, recordAt, routeAccess } from '../../lib/route-kit';
import * as service from './contractors.service';

/** Admins only: whose directory (a landlord's own calls leave it out). */
const LandlordQuery = z.object({
  landlordId: optionalQueryId('landlordId'),
});

/** A landlord's own contractor directory (CONTRACT.md §3 maintenance); admins reach any landlord's. */
export async function contractorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');

  r.get(
    '/api/contractors',
    { schema: { querystring: ListQuery.extend(LandlordQuery.shape) } },
    async (request, reply) => {
      const { contractors, total } = await service.listContractors(app.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return contractors;
    },
  );

  r.post(
    '/api/contractors',
    { schema: { body: ContractorInputSchema, querystring: LandlordQuery } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createContractor(app.ctx, request.user!, request.body, request.query.landlordId)),
  );

  r.put(
    '/api/contractors/:id',
    {
      schema: { params: IdParams, body: ContractorInputSchema },
      config: { currentRecord: recordAt((actor, id) => service.getContractor(app.ctx, actor, id)) },
    },
    async (request) => service.updateContractor(app.ctx, request.user!, request.params.id, request.body),
  );

  r.delete('/api/contractors/:id', { schema: { params: IdParams } }, async (request) =>
    service.removeContractor(app.ctx, request.user!, request.params.id),
  );
}
