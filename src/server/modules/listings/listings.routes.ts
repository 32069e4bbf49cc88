import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ViewingRequestSchema } from '@shared/contact';
import { ListingsQuerySchema } from '@shared/listings';
import * as service from './listings.service';
import { jsonAnswer } from '../../lib/public-cache';
import { IdParams, routeAccess, routeTags } from '../../lib/route-kit';
import { pageLocaleOf } from '../../lib/page-locale';

/** Public listings and viewing requests (CONTRACT.md §3 public): no sign-in. */
export async function listingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');
  routeTags(app, 'Listings');

  r.get(
    '/api/listings',
    {
      schema: { summary: 'Search the homes to let', querystring: ListingsQuerySchema },
      config: { answers: { 200: 'The listings (`Listing`, src/shared/listings.ts) with their photos.' } },
    },
    async (request, reply) => {
      const answer = await request.ctx.publicCache.answer(
        `listings:${JSON.stringify(request.query)}`,
        async () => {
          const { listings, total } = await service.listListings(request.ctx, request.query);
          return jsonAnswer(listings, { 'x-total-count': String(total) });
        },
      );
      return request.ctx.publicCache.send(request, reply, answer);
    },
  );

  r.get(
    '/api/listings/:id',
    {
      schema: { summary: 'One home to let', params: IdParams },
      config: { answers: { 200: 'The listing (`Listing`).' } },
    },
    async (request, reply) => {
      const answer = await request.ctx.publicCache.answer(`listing:${request.params.id}`, async () =>
        jsonAnswer(await service.getListing(request.ctx, request.params.id)),
      );
      return request.ctx.publicCache.send(request, reply, answer);
    },
  );

  r.post(
    '/api/listings/:id/viewings',
    {
      schema: {
        summary: 'Ask to view a home',
        description:
          'The visitor is e-mailed an acknowledgement in Welsh when the call carries `Content-Language: cy` (the Welsh page sends it), otherwise in English.',
        params: IdParams,
        body: ViewingRequestSchema,
      },
      config: {
        answers: {
          201: '`{message}`: thanks; the request is in the admin inbox and e-mailed to the agency.',
          429: 'Too many requests from this address or e-mail address.',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.requestViewing(
            request.ctx,
            request.params.id,
            request.body,
            request.ip,
            pageLocaleOf(request),
          ),
        ),
  );
}
