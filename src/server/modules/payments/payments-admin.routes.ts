import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { BankDetailsSchema, ManagementFeeSchema } from '@shared/payments';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { IdParams, ownRecord, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
import { getUser } from '../users/users.service';
import { readBankDetails, saveBankDetails } from './bank-details';

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
        currentRecord: recordAt((_actor, id) => getUser(app.ctx, id)),
        answers: { 200: '`{id, managementFeePercent}`.' },
      },
    },
    async (request) => {
      const basisPoints = Math.round(request.body.managementFeePercent * 100);
      const [row] = await app.ctx.db
        .update(users)
        .set({ managementFeeBasisPoints: basisPoints })
        .where(and(eq(users.id, request.params.id), eq(users.userType, 'landlord')))
        .returning({ id: users.id, managementFeeBasisPoints: users.managementFeeBasisPoints });
      if (!row) throw notFound('Landlord');
      return { id: row.id, managementFeePercent: row.managementFeeBasisPoints / 100 };
    },
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
    async () => (await readBankDetails(app.ctx.db)) ?? {},
  );

  r.put(
    '/api/admin/settings/bank-details',
    {
      schema: { summary: "Set the agency's client account for rent", body: BankDetailsSchema },
      config: {
        // The record is what GET of the same path answers.
        currentRecord: ownRecord(async () => (await readBankDetails(app.ctx.db)) ?? {}),
        answers: { 200: 'The bank details as saved (`BankDetails`).' },
      },
    },
    async (request) => saveBankDetails(app.ctx.db, request.body),
  );
}
