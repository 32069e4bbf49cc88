import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DeductionInputSchema } from '@shared/deductions';
import { ListQuery } from '../../lib/list-query';
import { IdParams, routeAccess } from '../../lib/route-kit';
import * as service from './deductions.service';

/**
 * Agency deductions on a landlord's statement: the property's landlord or an admin reads them;
 * only an admin adds or removes one (the agency charges them).
 */
export async function deductionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  // Before the body is checked: a landlord is refused, not told how to fill the form in.
  const agencyOnly = async (request: FastifyRequest) => service.assertAgency(request.user!);

  r.get(
    '/api/properties/:id/deductions',
    { schema: { params: IdParams, querystring: ListQuery } },
    async (request, reply) => {
      const { deductions, total } = await service.listDeductions(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return deductions;
    },
  );

  r.post(
    '/api/properties/:id/deductions',
    { schema: { params: IdParams, body: DeductionInputSchema }, preValidation: agencyOnly },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addDeduction(app.ctx, request.user!, request.params.id, request.body)),
  );

  r.delete(
    '/api/deductions/:id',
    { schema: { params: IdParams }, preValidation: agencyOnly },
    async (request) => service.removeDeduction(app.ctx, request.user!, request.params.id),
  );
}
