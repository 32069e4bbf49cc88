import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactLandlordSchema } from '@shared/tenant-portal';
import { optionalQueryId, routeAccess } from '../../lib/route-kit';
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

  r.get('/api/tenant/property', { schema: { querystring: TenancyQuery } }, async (request) =>
    getOwnProperty(app.ctx, request.user!, request.query.tenancyId),
  );

  r.get('/api/tenant/tenancies', async (request) => listOwnTenancies(app.ctx, request.user!));

  r.get('/api/tenant/documents', { schema: { querystring: TenancyQuery } }, async (request) =>
    listOwnDocuments(app.ctx, request.user!, request.query.tenancyId),
  );

  r.get('/api/tenant/events', { schema: { querystring: TenancyQuery } }, async (request) =>
    listOwnEvents(app.ctx, request.user!, request.query.tenancyId),
  );

  r.post(
    '/api/tenant/contact-landlord',
    { schema: { body: ContactLandlordSchema } },
    async (request, reply) =>
      reply.status(201).send(await contactLandlord(app.ctx, request.user!, request.body)),
  );
}
