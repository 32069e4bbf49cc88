import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateCommunicationSchema, UpdateCommunicationSchema } from '@shared/communications';
import { ListQuery } from '../../lib/list-query';
import { IdParams, optionalQueryId, recordAt, routeAccess } from '../../lib/route-kit';
import * as service from './communications.service';

/** The communication log (CONTRACT.md §3 communications): the property's landlord or an admin. */
export async function communicationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');

  r.get(
    '/api/communications',
    {
      schema: {
        querystring: ListQuery.extend({
          tenantId: optionalQueryId('tenantId'),
          propertyId: optionalQueryId('propertyId'),
        }),
      },
    },
    async (request, reply) => {
      const { communications, total } = await service.listCommunications(
        app.ctx,
        request.user!,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return communications;
    },
  );

  r.post('/api/communications', { schema: { body: CreateCommunicationSchema } }, async (request, reply) =>
    reply.status(201).send(await service.logCommunication(app.ctx, request.user!, request.body)),
  );

  r.put(
    '/api/communications/:id',
    {
      schema: { params: IdParams, body: UpdateCommunicationSchema },
      config: { currentRecord: recordAt((actor, id) => service.getCommunication(app.ctx, actor, id)) },
    },
    async (request) => service.updateCommunication(app.ctx, request.user!, request.params.id, request.body),
  );

  r.delete('/api/communications/:id', { schema: { params: IdParams } }, async (request) =>
    service.deleteCommunication(app.ctx, request.user!, request.params.id),
  );
}
