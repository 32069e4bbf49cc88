import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { COMPLIANCE_STATUSES } from '@shared/compliance';
import { isoDate } from '@shared/date-schema';
import { DocumentFieldsSchema, RecordServiceSchema } from '@shared/documents';
import { MANAGEMENT_MODES } from '@shared/user-roles';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { contentDisposition, readDocumentUpload } from '../documents/document-upload';
import {
  fileAnswer,
  IdParams,
  listAnswer,
  optionalQueryId,
  recordAt,
  routeAccess,
  routeTags,
} from '../../lib/route-kit';
import { getUser } from '../users/users.service';
import { complianceCalendar } from './compliance-calendar';
import * as compliance from './compliance.service';
import * as services from './document-services.service';
import * as landlordDocs from './landlord-documents.service';
import { afterLandlordChange } from './after-change';
import { acceptUploads } from '../../lib/multipart-upload';

const LandlordQuery = z.object({
  landlordId: optionalQueryId('landlordId'),
});
const AdminQuery = LandlordQuery.extend({
  status: z.enum(COMPLIANCE_STATUSES, 'Status must be ok, due_soon, overdue or missing').optional(),
});
const ServeOnQuery = z.object({ serveOn: isoDate('serveOn must be a date (YYYY-MM-DD)').optional() });
const EffectiveOnQuery = z.object({
  effectiveOn: isoDate('effectiveOn must be a date (YYYY-MM-DD)').optional(),
});
const ManagementModeBody = z
  .object({ managementMode: z.enum(MANAGEMENT_MODES, 'Choose fully managed or let-only') })
  .strict();

/** CONTRACT.md §6: the Welsh compliance engine's calls. */
export async function complianceRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every call here is a landlord's or an admin's: a tenant is refused (403) before any query or body is read (CONTRACT.md §5).
  routeAccess(app, 'landlord');
  routeTags(app, 'Compliance');

  r.get(
    '/api/properties/:id/compliance',
    {
      schema: { summary: 'What Welsh rules ask of a property and its tenancies', params: IdParams },
      config: {
        answers: {
          200: '`PropertyCompliance` (src/shared/compliance/types.ts): `{propertyId, status, items}`, each item ok, due soon, overdue or missing.',
        },
      },
    },
    async (request) => compliance.propertyCompliance(request.ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/landlord/compliance',
    {
      schema: {
        summary: 'Compliance across my properties',
        description: 'An admin names the landlord with `landlordId`.',
        querystring: LandlordQuery,
      },
      config: { answers: { 200: '`PortfolioCompliance`: `{status, counts, landlordItems, properties}`.' } },
    },
    async (request) => compliance.portfolioCompliance(request.ctx, request.user!, request.query),
  );

  r.get(
    '/api/landlord/compliance.ics',
    {
      schema: { summary: 'My compliance due dates as a calendar (iCalendar)', querystring: LandlordQuery },
      config: {
        answers: { 200: fileAnswer('text/calendar', 'An iCalendar file with an event per due date.') },
      },
    },
    async (request, reply) => {
      const portfolio = await compliance.portfolioCompliance(request.ctx, request.user!, request.query);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="compliance.ics"')
        .header('cache-control', 'private, no-store')
        .send(complianceCalendar(portfolio, request.ctx.config.publicUrl));
    },
  );

  r.get(
    '/api/admin/compliance',
    {
      schema: { summary: "Compliance across every landlord's properties", querystring: AdminQuery },
      config: {
        access: 'admin',
        answers: {
          200: '`PortfolioCompliance` over the chosen landlord (or all), properties filtered by status.',
        },
      },
    },
    async (request) => compliance.portfolioCompliance(request.ctx, request.user!, request.query),
  );

  r.patch(
    '/api/admin/users/:id/management-mode',
    {
      schema: { summary: "Set a landlord's management mode", params: IdParams, body: ManagementModeBody },
      config: {
        currentRecord: recordAt((ctx, _actor, id) => getUser(ctx, id)),
        access: 'admin',
        answers: { 200: '`{id, managementMode}`.' },
      },
    },
    async (request) => {
      const [row] = await request.ctx.db
        .update(users)
        .set({ managementMode: request.body.managementMode })
        .where(and(eq(users.id, request.params.id), eq(users.userType, 'landlord')))
        .returning({ id: users.id, managementMode: users.managementMode });
      if (!row) throw notFound('Landlord');
      await afterLandlordChange(request.ctx, row.id);
      return row;
    },
  );

  r.get(
    '/api/tenants/:id/notices/section-173',
    {
      schema: {
        summary: 'When a section 173 notice served on a date could end a tenancy',
        params: IdParams,
        querystring: ServeOnQuery,
      },
      config: {
        answers: {
          200: '`Section173Check`: `{allowed, blockers, reasons, earliestServeDate, earliestEndDate}`.',
        },
      },
    },
    async (request) =>
      compliance.section173(request.ctx, request.user!, request.params.id, request.query.serveOn),
  );

  r.get(
    '/api/tenants/:id/notices/rent-increase',
    {
      schema: {
        summary: 'Whether and when the rent of a tenancy may rise',
        params: IdParams,
        querystring: EffectiveOnQuery,
      },
      config: {
        answers: {
          200: '`RentIncreaseCheck`: `{allowed, reasons, earliestEffectiveDate, serveBy}` (without `effectiveOn`, for the earliest date).',
        },
      },
    },
    async (request) =>
      compliance.rentIncrease(request.ctx, request.user!, request.params.id, request.query.effectiveOn),
  );

  r.get(
    '/api/documents/:id/services',
    {
      schema: { summary: 'When and how a document was served on tenants', params: IdParams },
      config: { answers: { 200: listAnswer('The services (`DocumentService`, src/shared/documents.ts).') } },
    },
    async (request) => services.listServices(request.ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/documents/:id/services',
    {
      schema: {
        summary: 'Record that a document was served on a tenant',
        params: IdParams,
        body: RecordServiceSchema,
      },
      config: { answers: { 201: 'The service as recorded (`DocumentService`).' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.recordService(request.ctx, request.user!, request.params.id, request.body)),
  );

  r.get(
    '/api/landlord/documents',
    {
      schema: {
        summary: "A landlord's own documents (Rent Smart Wales registration and licence)",
        querystring: LandlordQuery,
      },
      config: {
        answers: { 200: listAnswer('The documents (`LandlordDocument`, src/shared/documents.ts).') },
      },
    },
    async (request) =>
      landlordDocs.listLandlordDocuments(request.ctx, request.user!, request.query.landlordId),
  );

  r.post(
    '/api/landlord/documents',
    {
      schema: {
        summary: "Upload a landlord's own document (Rent Smart Wales registration or licence)",
        querystring: LandlordQuery,
      },
      config: {
        upload: {
          file: 'file',
          fileDescription: 'A PDF, JPEG, PNG or WebP file (judged by its content), at most 10 MB.',
          fields: DocumentFieldsSchema,
          required: ['title', 'documentType', 'issueDate'],
        },
        answers: { 201: 'The new document (`LandlordDocument`).' },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await landlordDocs.createLandlordDocument(
            request.ctx,
            request.user!,
            request.query.landlordId,
            () => readDocumentUpload(request),
          ),
        ),
  );

  r.delete(
    '/api/landlord/documents/:id',
    {
      schema: { summary: "Delete a landlord's own document", params: IdParams },
      config: { answers: { 200: '`{message}`.' } },
    },
    async (request) => landlordDocs.deleteLandlordDocument(request.ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/landlord/documents/:id/file',
    {
      schema: { summary: "Download a landlord's own document (the file itself)", params: IdParams },
      config: {
        answers: {
          200: fileAnswer('application/octet-stream', 'The file: a PDF, JPEG, PNG or WebP, as uploaded.'),
        },
      },
    },
    async (request, reply) => {
      const { row, stream } = await landlordDocs.openLandlordDocumentFile(
        request.ctx,
        request.user!,
        request.params.id,
      );
      await recordAudit(request.ctx.db, {
        action: 'document_served',
        targetType: 'landlord_documents',
        targetId: row.id,
        details: { fileName: row.fileName },
      });
      return reply
        .header('content-type', row.fileType)
        .header('content-length', String(row.fileSize))
        .header('content-disposition', contentDisposition('attachment', row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );
}
