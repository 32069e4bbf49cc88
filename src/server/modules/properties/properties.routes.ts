import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PropertyInputSchema } from '@shared/properties';
import { ListQuery } from '../../lib/list-query';
import * as service from './properties.service';
import { IdParams, optionalQueryId, recordAt, routeAccess, routeTags } from '../../lib/route-kit';

/** The landlord's properties (CONTRACT.md §3 properties); an admin reaches every property. */
export async function propertiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Properties');

  r.get(
    '/api/landlord/properties',
    {
      schema: {
        summary: "List my properties (an admin: every landlord's)",
        querystring: ListQuery.extend({
          search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
          /** true: only the archived ones (for the records and for an admin to restore). */
          archived: z.stringbool().optional(),
        }),
      },
      config: {
        answers: { 200: 'The properties (`Property`, src/shared/properties.ts), with their photos.' },
      },
    },
    async (request, reply) => {
      const { properties, total } = await service.listProperties(request.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return properties;
    },
  );

  r.get(
    '/api/landlord/properties/summary',
    {
      schema: { summary: 'Counts of my properties and their monthly rent' },
      config: {
        answers: { 200: '`{totalProperties, occupied, vacant, monthlyRent}` (monthlyRent in pence).' },
      },
    },
    async (request) => service.propertySummary(request.ctx, request.user!),
  );

  r.get(
    '/api/properties/:id',
    {
      schema: { summary: 'One property', params: IdParams },
      config: { answers: { 200: 'The property (`Property`), archived ones included.' } },
    },
    async (request) => service.getProperty(request.ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/properties',
    {
      schema: {
        summary: 'Add a property',
        body: PropertyInputSchema,
        // Admins only: the approved landlord the new property belongs to.
        querystring: z.object({
          landlordId: optionalQueryId('landlordId'),
        }),
      },
      config: {
        answers: {
          201: 'The new property (`Property`).',
          409: 'Listed at once but the Welsh letting rules are not yet met (code `compliance_blocked`, `errors` by rule).',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createProperty(request.ctx, request.user!, request.body, request.query.landlordId),
        ),
  );

  r.put(
    '/api/properties/:id',
    {
      schema: { summary: 'Edit a property', params: IdParams, body: PropertyInputSchema },
      config: {
        currentRecord: recordAt((ctx, actor, id) => service.getProperty(ctx, actor, id)),
        answers: {
          200: 'The property as it now is (`Property`).',
          409: 'Listing it while the Welsh letting rules are not yet met (code `compliance_blocked`, `errors` by rule).',
        },
      },
    },
    async (request) => service.updateProperty(request.ctx, request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/properties/:id',
    {
      schema: {
        summary: 'Delete a property, or archive one that has history',
        description:
          'A property with rent, documents or a tenancy is archived (hidden, restorable by an admin); one with none is deleted with its photos.',
        params: IdParams,
      },
      config: { answers: { 200: '`{archived, message}`.' } },
    },
    async (request) => service.deleteProperty(request.ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/properties/:id/restore',
    {
      schema: { summary: 'Restore an archived property', params: IdParams },
      config: {
        access: 'admin',
        noBody: true,
        answers: { 200: "The property (`Property`), back in its landlord's lists." },
      },
    },
    async (request) => service.restoreProperty(request.ctx, request.user!, request.params.id),
  );
}
