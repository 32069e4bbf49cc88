import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BankDetailsSchema, ManagementFeeSchema } from '@shared/payments';
import { IdParams } from '../properties/properties.routes';
import * as service from './payments-admin.service';

/** What only the agency sets: each landlord's management fee and the client account tenants pay into. */
export async function paymentsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', app.requireAdmin);

  r.patch(
    '/api/admin/users/:id/fee',
    { schema: { params: IdParams, body: ManagementFeeSchema } },
    async (request) => service.setManagementFee(app.ctx, request.params.id, request.body),
  );

  r.get('/api/admin/settings/bank-details', async () => service.getBankDetails(app.ctx));

  r.put('/api/admin/settings/bank-details', { schema: { body: BankDetailsSchema } }, async (request) =>
    service.setBankDetails(app.ctx, request.body),
  );
}
