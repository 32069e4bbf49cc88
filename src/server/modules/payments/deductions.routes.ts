import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DeductionInputSchema } from '@shared/deductions';
import { ListQuery } from '../../lib/list-query';
import { IdParams, routeAccess, routeTags } from '../../lib/route-kit';
import * as service from './deductions.service';

/**
 * Agency deductions on a landlord's statement: the property's landlord or an admin reads them;
 * only an admin adds or removes one (the agency charges them).
 */
export async function deductionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Deductions');
  // Before the body is checked: a landlord is refused, not told how to fill the form in.
  const agencyOnly = async (request: FastifyRequest) => service.assertAgency(request.user!);

  r.get(
    '/api/properties/:id/deductions',
    {
      schema: { summary: "List a property's agency deductions", params: IdParams, querystring: ListQuery },
      config: { answers: { 200: 'The deductions (`Deduction`, src/shared/deductions.ts; pence).' } },
    },
    async (request, reply) => {
      const { deductions, total } = await service.listDeductions(
        request.ctx,
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
    {
      schema: {
        summary: "Add an agency deduction to a property's statement",
        params: IdParams,
        body: DeductionInputSchema,
      },
      config: {
        answers: { 201: 'The new deduction (`Deduction`).', 403: 'Only an admin adds deductions.' },
      },
      preValidation: agencyOnly,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addDeduction(request.ctx, request.user!, request.params.id, request.body)),
  );

  r.delete(
    '/api/deductions/:id',
    {
      schema: { summary: 'Remove an agency deduction', params: IdParams },
      config: { answers: { 200: '`{message}`.', 403: 'Only an admin removes deductions.' } },
      preValidation: agencyOnly,
    },
    async (request) => service.removeDeduction(request.ctx, request.user!, request.params.id),
  );
}
