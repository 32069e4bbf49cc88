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
        request.ctx,
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
        description:
          'An existing tenant account with the e-mail is sent an invitation and linked only when its owner accepts; otherwise a new account is made and its owner invited to set a password.',
        params: IdParams,
        body: TenantInputSchema,
      },
      config: {
        answers: {
          201: '`{tenant, account, message}`: the tenancy, and `account`: `invitation_sent` (an existing account was invited to join; `tenant.invitation` shows it pending) or `invited` (a new account was made).',
          409: 'The e-mail belongs to a landlord, staff or rejected account (on `email`); or the Welsh rules stop the tenancy starting (code `compliance_blocked`, `errors` by rule).',
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addTenant(request.ctx, request.user!, request.params.id, request.body)),
  );

  r.put(
    '/api/tenants/:id',
    {
      schema: { summary: 'Edit a tenancy', params: IdParams, body: TenantInputSchema },
      config: {
        currentRecord: recordAt((ctx, actor, id) => service.getTenant(ctx, actor, id)),
        answers: {
          200: '`{tenant, account, message}`: the tenancy as it now is.',
          409: 'The e-mail belongs to another kind of account (on `email`); or a rent rise the Welsh rules do not allow from that date (code `compliance_blocked`).',
        },
      },
    },
    async (request) => service.updateTenant(request.ctx, request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/tenants/:id/invitation',
    {
      schema: {
        summary: 'Send the tenancy invitation again',
        description:
          'For a tenancy not linked to an account (its invitation pending, declined or expired): a new invitation replaces the old one.',
        params: IdParams,
      },
      config: {
        noBody: true,
        answers: {
          200: '`{tenant, account, message}`, as when the tenancy was added.',
          409: 'The tenancy is already linked to an account; or its e-mail now belongs to another kind of account (on `email`).',
        },
      },
    },
    async (request) => service.resendInvitation(request.ctx, request.user!, request.params.id),
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
    async (request) => service.removeTenant(request.ctx, request.user!, request.params.id),
  );
}
