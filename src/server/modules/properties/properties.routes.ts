import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PropertyInputSchema } from '@shared/properties';
import { ListQuery } from '../../lib/list-query';
import * as service from './properties.service';
import { IdParams, optionalQueryId, recordAt, routeAccess } from '../../lib/route-kit';

/** The landlord's properties (CONTRACT.md §3 properties); an admin reaches every property. */
export async function propertiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');

  r.get(
    '/api/landlord/properties',
    {
      schema: {
        querystring: ListQuery.extend({
          search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
          /** true: only the archived ones (for the records and for an admin to restore). */
          archived: z.stringbool().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { properties, total } = await service.listProperties(app.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return properties;
    },
  );

  r.get('/api/landlord/properties/summary', async (request) =>
    service.propertySummary(app.ctx, request.user!),
  );

  r.get('/api/properties/:id', { schema: { params: IdParams } }, async (request) =>
    service.getProperty(app.ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/properties',
    {
      schema: {
        body: PropertyInputSchema,
        // Admins only: the approved landlord the new property belongs to.
        querystring: z.object({
          landlordId: optionalQueryId('landlordId'),
        }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createProperty(app.ctx, request.user!, request.body, request.query.landlordId)),
  );

  r.put(
    '/api/properties/:id',
    {
      schema: { params: IdParams, body: PropertyInputSchema },
      config: { currentRecord: recordAt((actor, id) => service.getProperty(app.ctx, actor, id)) },
    },
    async (request) => service.updateProperty(app.ctx, request.user!, request.params.id, request.body),
  );

  r.delete('/api/properties/:id', { schema: { params: IdParams } }, async (request) =>
    service.deleteProperty(app.ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/properties/:id/restore',
    { schema: { params: IdParams }, config: { access: 'admin' } },
    async (request) => service.restoreProperty(app.ctx, request.user!, request.params.id),
  );
}
