import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TenantInputSchema } from '@shared/tenancies';
import { ListQuery } from '../../lib/list-query';
import { IdParams, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
import * as service from './tenancies.service';

/** Tenancies of a property (CONTRACT.md §3 tenancies): the property's landlord or an admin. */
export async function tenanciesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Tenancies');

  r.get(
    '/api/properties/:id/tenants',
    {
      schema: { summary: "List a property's tenancies", params: IdParams, querystring: ListQuery },
      config: { answers: { 200: 'The tenancies (`Tenant`, src/shared/tenancies.ts).' } },
    },
    async (request, reply) => {
      const { tenants, total } = await service.listTenants(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return tenants;
    },
  );

  r.post(
    '/api/properties/:id/tenants',
    {
      schema: {
        summary: 'Add a tenancy to a property',
        description: "Links the tenant's account by e-mail, or invites them to make one.",
        params: IdParams,
        body: TenantInputSchema,
      },
      config: {
        answers: {
          201: '`{tenant, account, message}`: the tenancy, and whether an existing account was linked or a new one invited.',
          409: 'The e-mail belongs to a landlord, staff or rejected account (on `email`); or the Welsh rules stop the tenancy starting (code `compliance_blocked`, `errors` by rule).',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addTenant(app.ctx, request.user!, request.params.id, request.body)),
  );

  r.put(
    '/api/tenants/:id',
    {
      schema: { summary: 'Edit a tenancy', params: IdParams, body: TenantInputSchema },
      config: {
        currentRecord: recordAt((actor, id) => service.getTenant(app.ctx, actor, id)),
        answers: {
          200: '`{tenant, account, message}`: the tenancy as it now is.',
          409: 'The e-mail belongs to another kind of account (on `email`); or a rent rise the Welsh rules do not allow from that date (code `compliance_blocked`).',
        },
      },
    },
    async (request) => service.updateTenant(app.ctx, request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/tenants/:id',
    {
      schema: {
        summary: 'End or remove a tenancy',
        description: 'A tenancy with rent or documents is ended and kept; one with none is removed.',
        params: IdParams,
      },
      config: { answers: { 200: '`{ended, message}`.' } },
    },
    async (request) => service.removeTenant(app.ctx, request.user!, request.params.id),
  );
}
