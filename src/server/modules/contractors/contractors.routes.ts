import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContractorInputSchema } from '@shared/contractors';
import { ListQuery } from '../../lib/list-query';
import { IdParams, optionalQueryId, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
import * as service from './contractors.service';

/** Admins only: whose directory (a landlord's own calls leave it out). */
const LandlordQuery = z.object({
  landlordId: optionalQueryId('landlordId'),
});

/** A landlord's own contractor directory (CONTRACT.md §3 maintenance); admins reach any landlord's. */
export async function contractorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Contractors');

  r.get(
    '/api/contractors',
    {
      schema: { summary: 'My contractor directory', querystring: ListQuery.extend(LandlordQuery.shape) },
      config: {
        answers: {
          200: "The contractors (`Contractor`, src/shared/contractors.ts) with their certificates' state.",
        },
      },
    },
    async (request, reply) => {
      const { contractors, total } = await service.listContractors(request.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return contractors;
    },
  );

  r.post(
    '/api/contractors',
    {
      schema: {
        summary: 'Add a contractor to my directory',
        body: ContractorInputSchema,
        querystring: LandlordQuery,
      },
      config: { answers: { 201: 'The new contractor (`Contractor`).' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createContractor(request.ctx, request.user!, request.body, request.query.landlordId),
        ),
  );

  r.put(
    '/api/contractors/:id',
    {
      schema: { summary: 'Edit a contractor', params: IdParams, body: ContractorInputSchema },
      config: {
        currentRecord: recordAt((ctx, actor, id) => service.getContractor(ctx, actor, id)),
        answers: { 200: 'The contractor as it now is (`Contractor`).' },
      },
    },
    async (request) => service.updateContractor(request.ctx, request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/contractors/:id',
    {
      schema: {
        summary: 'Remove a contractor',
        description: 'Archived, not deleted: the jobs they did still name them.',
        params: IdParams,
      },
      config: { answers: { 200: '`{message}`.' } },
    },
    async (request) => service.removeContractor(request.ctx, request.user!, request.params.id),
  );
}
