import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactLandlordSchema } from '@shared/tenant-portal';
import { listAnswer, optionalQueryId, routeAccess, routeTags } from '../../lib/route-kit';
import { contactLandlord } from './contact-landlord.service';
import { listOwnEvents } from './tenant-events.service';
import { getOwnProperty, listOwnDocuments, listOwnTenancies } from './tenant-portal.service';

const TenancyQuery = z.object({
  tenancyId: optionalQueryId('tenancyId'),
});

/**
 * The tenant portal (CONTRACT.md §3 tenant portal): the signed-in tenant's own tenancies only.
 * The role is checked before the body, so a landlord gets 403 rather than a validation error;
 * ownTenancy checks it again and scopes every answer to the tenant.
 */
export async function tenantPortalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'tenant');
  routeTags(app, 'Tenant portal');

  r.get(
    '/api/tenant/property',
    {
      schema: { summary: 'The home I rent, and its landlord', querystring: TenancyQuery },
      config: {
        answers: {
          200: "`TenantProperty` (src/shared/tenant-portal.ts): my current (or the named) tenancy's property and landlord.",
        },
      },
    },
    async (request) => getOwnProperty(request.ctx, request.user!, request.query.tenancyId),
  );

  r.get(
    '/api/tenant/tenancies',
    {
      schema: { summary: 'My tenancies' },
      config: {
        answers: {
          200: listAnswer('`TenantTenancy` list: current first, then past ones, latest lease first.'),
        },
      },
    },
    async (request) => listOwnTenancies(request.ctx, request.user!),
  );

  r.get(
    '/api/tenant/documents',
    {
      schema: { summary: 'Documents shared with me', querystring: TenancyQuery },
      config: {
        answers: { 200: listAnswer("`TenantDocument` list: my tenancy's documents shared with me.") },
      },
    },
    async (request) => listOwnDocuments(request.ctx, request.user!, request.query.tenancyId),
  );

  r.get(
    '/api/tenant/events',
    {
      schema: { summary: 'What is coming up in my tenancy', querystring: TenancyQuery },
      config: {
        answers: {
          200: listAnswer(
            "`UpcomingEvent` list: rent due, the end of a fixed term, certificate renewals, repairs and inspections, soonest first; titles and details in the tenant's `language`.",
          ),
        },
      },
    },
    async (request) =>
      listOwnEvents(request.ctx, request.user!, {
        tenancyId: request.query.tenancyId,
        locale: request.user!.language,
      }),
  );

  r.post(
    '/api/tenant/contact-landlord',
    {
      schema: { summary: 'Send my landlord a message', body: ContactLandlordSchema },
      config: {
        answers: { 201: '`{message}`: the message was sent.', 429: 'Too many messages in a short time.' },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await contactLandlord(request.ctx, request.user!, request.body)),
  );
}
