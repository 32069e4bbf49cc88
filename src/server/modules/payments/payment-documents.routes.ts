import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StatementMonthSchema } from '@shared/payments';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import { fileAnswer, IdParams, optionalQueryId, routeAccess, routeTags } from '../../lib/route-kit';
import { recordAudit } from '../../lib/audit';
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
  routeAccess(app, 'user');
  routeTags(app, 'Rent');

  r.get(
    '/api/payments/:id/receipt',
    {
      schema: {
        summary: 'A receipt for a paid payment (PDF)',
        description: "For the payment's landlord, an admin, or the tenant who paid.",
        params: IdParams,
      },
      config: {
        answers: {
          200: fileAnswer('application/pdf', 'The receipt, as a PDF attachment.'),
          409: 'The payment is not paid yet.',
        },
      },
    },
    async (request, reply) => {
      const receipt = await receiptFor(request.ctx, request.user!, request.params.id);
      await recordAudit(request.ctx.db, {
        action: 'document_served',
        targetType: 'rent_payments',
        targetId: request.params.id,
        details: { document: 'receipt', receiptNumber: receipt.receiptNumber },
      });
      return reply
        .headers(pdf(`receipt-${receipt.receiptNumber}.pdf`))
        .send(await renderReceiptPdf(receipt, AGENCY_LETTERHEAD));
    },
  );

  r.get(
    '/api/landlord/statements',
    {
      schema: {
        summary: "A landlord's monthly statement (PDF)",
        description: 'A landlord gets their own; an admin names the landlord with `landlordId`.',
        querystring: z.object({
          month: StatementMonthSchema,
          landlordId: optionalQueryId('landlordId'),
        }),
      },
      config: {
        // A tenant is refused before the query is read (CONTRACT.md §5), not told how to fill it in.
        access: 'landlord',
        answers: {
          200: fileAnswer(
            'application/pdf',
            "The month's statement: rent received, fees, deductions and the balance paid over.",
          ),
        },
      },
    },
    async (request, reply) => {
      const landlord = await statementLandlord(request.ctx.db, request.user!, request.query.landlordId);
      const statement = await landlordStatement(request.ctx.db, landlord, request.query.month);
      await recordAudit(request.ctx.db, {
        action: 'document_served',
        targetType: 'users',
        targetId: landlord.id,
        details: { document: 'statement', month: request.query.month },
      });
      return reply
        .headers(pdf(`statement-${request.query.month}.pdf`))
        .send(await renderStatementPdf(statement, AGENCY_LETTERHEAD));
    },
  );
}
