import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ViewingRequestSchema } from '@shared/contact';
import { ListingsQuerySchema } from '@shared/listings';
import * as service from './listings.service';
import { IdParams, routeAccess } from '../../lib/route-kit';

/** Public listings and viewing requests (CONTRACT.md §3 public): no sign-in. */
export async function listingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');

  r.get('/api/listings', { schema: { querystring: ListingsQuerySchema } }, async (request, reply) => {
    const { listings, total } = await service.listListings(app.ctx, request.query);
    void reply.header('x-total-count', String(total));
    return listings;
  });

  r.get('/api/listings/:id', { schema: { params: IdParams } }, async (request) =>
    service.getListing(app.ctx, request.params.id),
  );

  r.post(
    '/api/listings/:id/viewings',
    { schema: { params: IdParams, body: ViewingRequestSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.requestViewing(app.ctx, request.params.id, request.body, request.ip)),
  );
}
