import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../lib/app-error';
import { acceptUploads, readMultipartUpload } from '../../../lib/multipart-upload';
import { IdParams, listAnswer, routeAccess, routeTags } from '../../../lib/route-kit';
import * as service from './import.service';

const NO_FILE = 'Choose a bank statement file (CSV or OFX) to upload.';
const column = z.string().trim().min(1).max(200).optional();
/** The column-mapping step's answer, sent with the file again when the header was not recognised. */
const MappingFields = z.object({
  dateColumn: column,
  descriptionColumn: column,
  amountColumn: column,
  paidInColumn: column,
  paidOutColumn: column,
});

/** Bank statement import and its review list (CONTRACT.md §3 rent: payments/import). */
export async function statementImportRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Statement import');

  r.post(
    '/api/properties/:id/payments/import',
    {
      schema: {
        summary: 'Import a bank statement and match it to expected rent',
        description:
          'When the columns cannot be told apart the answer is 400 `mapping_required` with `columns` and `sample`: send the file again with the column fields.',
        params: IdParams,
      },
      config: {
        upload: {
          file: 'file',
          fileDescription: 'A bank statement: CSV (most UK banks) or OFX, at most 10 MB.',
          fields: MappingFields,
        },
        answers: {
          200: '`ImportResult`: counts of lines matched, for review, duplicates and skipped.',
          400: 'An unreadable statement answers code `unreadable_statement`; unrecognised columns `mapping_required` (with `columns` and `sample`).',
        },
      },
    },
    async (request) => {
      const upload = await readMultipartUpload(request, {
        fileField: 'file',
        what: 'statement',
        tooLargeMessage: 'The statement is too large. Export a shorter period and try again.',
      });
      if (!upload.file || !upload.file.data.length) throw badRequest(NO_FILE, { file: NO_FILE });
      const fields = MappingFields.safeParse(upload.fields);
      if (!fields.success)
        throw badRequest('The column choices could not be read. Please choose them again.');
      const m = fields.data;
      if (m.dateColumn && !m.descriptionColumn)
        throw badRequest('Choose the description column', {
          descriptionColumn: 'Choose the description column',
        });
      if (m.dateColumn && !m.amountColumn && !m.paidInColumn)
        throw badRequest('Choose the amount or paid-in column', {
          amountColumn: 'Choose the amount or paid-in column',
        });
      const mapping = m.dateColumn
        ? {
            date: m.dateColumn,
            description: m.descriptionColumn!,
            ...(m.amountColumn ? { amount: m.amountColumn } : {}),
            ...(m.paidInColumn ? { paidIn: m.paidInColumn } : {}),
            ...(m.paidOutColumn ? { paidOut: m.paidOutColumn } : {}),
          }
        : undefined;
      return service.importStatement(request.ctx, request.user!, request.params.id, upload.file, mapping);
    },
  );

  r.get(
    '/api/properties/:id/payments/review',
    {
      schema: { summary: 'Imported lines waiting for review', params: IdParams },
      config: {
        answers: { 200: listAnswer('The lines (`StatementLine`), each with the payments it might be for.') },
      },
    },
    async (request) => service.listReviewLines(request.ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/statement-lines/:id/match',
    {
      schema: {
        summary: 'Match a reviewed line to a payment',
        params: IdParams,
        body: z
          .object({ paymentId: z.number('Choose the payment this money is for').int().positive() })
          .strict(),
      },
      config: {
        answers: {
          200: 'The payment, now paid (`RentPayment`).',
          409: 'The line was already resolved, or the payment is already paid.',
        },
      },
    },
    async (request) =>
      service.matchReviewLine(request.ctx, request.user!, request.params.id, request.body.paymentId),
  );

  r.post(
    '/api/statement-lines/:id/ignore',
    {
      schema: { summary: 'Ignore a reviewed line (not rent)', params: IdParams },
      config: {
        noBody: true,
        answers: { 200: "`{id, status: 'ignored'}`.", 409: 'The line was already resolved.' },
      },
    },
    async (request) => service.ignoreReviewLine(request.ctx, request.user!, request.params.id),
  );
}
