import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateCommunicationSchema, UpdateCommunicationSchema } from '@shared/communications';
import { ListQuery } from '../../lib/list-query';
import { IdParams, optionalQueryId, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
import * as service from './communications.service';

/** The communication log (CONTRACT.md §3 communications): the property's landlord or an admin. */
export async function communicationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Communications');

  r.get(
    '/api/communications',
    {
      schema: {
        summary: 'List logged communications',
        querystring: ListQuery.extend({
          tenantId: optionalQueryId('tenantId'),
          propertyId: optionalQueryId('propertyId'),
        }),
      },
      config: {
        answers: {
          200: 'The communications (`Communication`, src/shared/communications.ts), by tenancy or property.',
        },
      },
    },
    async (request, reply) => {
      const { communications, total } = await service.listCommunications(
        request.ctx,
        request.user!,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return communications;
    },
  );

  r.post(
    '/api/communications',
    {
      schema: { summary: 'Log a communication with a tenant', body: CreateCommunicationSchema },
      config: { answers: { 201: 'The new entry (`Communication`).' } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.logCommunication(request.ctx, request.user!, request.body)),
  );

  r.put(
    '/api/communications/:id',
    {
      schema: { summary: 'Edit a logged communication', params: IdParams, body: UpdateCommunicationSchema },
      config: {
        currentRecord: recordAt((ctx, actor, id) => service.getCommunication(ctx, actor, id)),
        answers: { 200: 'The entry as it now is (`Communication`).' },
      },
    },
    async (request) =>
      service.updateCommunication(request.ctx, request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/communications/:id',
    {
      schema: { summary: 'Delete a logged communication', params: IdParams },
      config: { answers: { 200: '`{message}`.' } },
    },
    async (request) => service.deleteCommunication(request.ctx, request.user!, request.params.id),
  );
}
