import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BankDetailsSchema, ManagementFeeSchema } from '@shared/payments';
import { IdParams, ownRecord, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
import { getUser } from '../users/users.service';
import * as service from './payments-admin.service';

/** What only the agency sets: each landlord's management fee and the client account tenants pay into. */
export async function paymentsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'admin');
  routeTags(app, 'Rent');

  r.patch(
    '/api/admin/users/:id/fee',
    {
      schema: { summary: "Set a landlord's management fee", params: IdParams, body: ManagementFeeSchema },
      config: {
        currentRecord: recordAt((ctx, _actor, id) => getUser(ctx, id)),
        answers: { 200: '`{id, managementFeePercent}`.' },
      },
    },
    async (request) => service.setManagementFee(request.ctx, request.params.id, request.body),
  );

  r.get(
    '/api/admin/settings/bank-details',
    {
      schema: { summary: "The agency's client account for rent" },
      config: {
        answers: {
          200: 'The bank details tenants pay into (`BankDetails`), or `{}` before they are entered.',
        },
      },
    },
    async (request) => service.getBankDetails(request.ctx),
  );

  r.put(
    '/api/admin/settings/bank-details',
    {
      schema: { summary: "Set the agency's client account for rent", body: BankDetailsSchema },
      config: {
        // The record is what GET of the same path answers.
        currentRecord: ownRecord((ctx) => service.getBankDetails(ctx)),
        answers: { 200: 'The bank details as saved (`BankDetails`).' },
      },
    },
    async (request) => service.setBankDetails(request.ctx, request.body),
  );
}
