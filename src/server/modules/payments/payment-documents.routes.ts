import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StatementMonthSchema } from '@shared/payments';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import { IdParams } from '../properties/properties.routes';
import { renderReceiptPdf } from './pdf/receipt-pdf';
import { renderStatementPdf } from './pdf/statement-pdf';
import { landlordStatement, receiptFor, statementLandlord } from './statements.service';

const pdf = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

/**
 * PDFs: a receipt for a paid payment (its landlord, an admin, or the tenant who paid) and a
 * landlord's monthly statement (their own; an admin names the landlord).
 */
export async function paymentDocumentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', app.requireUser);

  r.get('/api/payments/:id/receipt', { schema: { params: IdParams } }, async (request, reply) => {
    const receipt = await receiptFor(app.ctx, request.user!, request.params.id);
    return reply
      .headers(pdf(`receipt-${receipt.receiptNumber}.pdf`))
      .send(await renderReceiptPdf(receipt, AGENCY_LETTERHEAD));
  });

  r.get(
    '/api/landlord/statements',
    {
      schema: {
        querystring: z.object({
          month: StatementMonthSchema,
          landlordId: z.coerce.number().int().positive().optional(),
        }),
      },
    },
    async (request, reply) => {
      const landlord = await statementLandlord(app.ctx.db, request.user!, request.query.landlordId);
      const statement = await landlordStatement(app.ctx.db, landlord, request.query.month);
      return reply
        .headers(pdf(`statement-${request.query.month}.pdf`))
        .send(await renderStatementPdf(statement, AGENCY_LETTERHEAD));
    },
  );
}
