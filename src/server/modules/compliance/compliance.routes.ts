import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { COMPLIANCE_STATUSES } from '@shared/compliance';
import { isoDate } from '@shared/dates';
import { RecordServiceSchema } from '@shared/documents';
import { MANAGEMENT_MODES } from '@shared/user-roles';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { contentDisposition, readDocumentUpload } from '../documents/document-upload';
import { landlordGuard } from '../properties/properties.routes';
import { complianceCalendar } from './compliance-calendar';
import * as compliance from './compliance.service';
import * as services from './document-services.service';
import * as landlordDocs from './landlord-documents.service';
import { afterLandlordChange } from './after-change';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const LandlordQuery = z.object({
  landlordId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every call here is a landlord's or an admin's: a tenant is refused (403) before any query or body is read (CONTRACT.md §5).
  app.addHook('preValidation', landlordGuard(app));

  r.get('/api/properties/:id/compliance', { schema: { params: IdParams } }, async (request) =>
    compliance.propertyCompliance(app.ctx, request.user!, request.params.id),
  );

  r.get('/api/landlord/compliance', { schema: { querystring: LandlordQuery } }, async (request) =>
    compliance.portfolioCompliance(app.ctx, request.user!, request.query),
  );

  r.get(
    '/api/landlord/compliance.ics',
    { schema: { querystring: LandlordQuery } },
    async (request, reply) => {
      const portfolio = await compliance.portfolioCompliance(app.ctx, request.user!, request.query);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="compliance.ics"')
        .header('cache-control', 'private, no-store')
        .send(complianceCalendar(portfolio, app.ctx.config.publicUrl));
    },
  );

  r.get(
    '/api/admin/compliance',
    { schema: { querystring: AdminQuery }, preValidation: app.requireAdmin },
    async (request) => compliance.portfolioCompliance(app.ctx, request.user!, request.query),
  );

  r.patch(
    '/api/admin/users/:id/management-mode',
    { schema: { params: IdParams, body: ManagementModeBody }, preValidation: app.requireAdmin },
    async (request) => {
      const [row] = await app.ctx.db
        .update(users)
        .set({ managementMode: request.body.managementMode })
        .where(and(eq(users.id, request.params.id), eq(users.userType, 'landlord')))
        .returning({ id: users.id, managementMode: users.managementMode });
      if (!row) throw notFound('Landlord');
      await afterLandlordChange(app.ctx, row.id);
      return row;
    },
  );

  r.get(
    '/api/tenants/:id/notices/section-173',
    { schema: { params: IdParams, querystring: ServeOnQuery } },
    async (request) =>
      compliance.section173(app.ctx, request.user!, request.params.id, request.query.serveOn),
  );

  r.get(
    '/api/tenants/:id/notices/rent-increase',
    { schema: { params: IdParams, querystring: EffectiveOnQuery } },
    async (request) =>
      compliance.rentIncrease(app.ctx, request.user!, request.params.id, request.query.effectiveOn),
  );

  r.get('/api/documents/:id/services', { schema: { params: IdParams } }, async (request) =>
    services.listServices(app.ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/documents/:id/services',
    { schema: { params: IdParams, body: RecordServiceSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.recordService(app.ctx, request.user!, request.params.id, request.body)),
  );

  r.get('/api/landlord/documents', { schema: { querystring: LandlordQuery } }, async (request) =>
    landlordDocs.listLandlordDocuments(app.ctx, request.user!, request.query.landlordId),
  );

  r.post('/api/landlord/documents', { schema: { querystring: LandlordQuery } }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await landlordDocs.createLandlordDocument(app.ctx, request.user!, request.query.landlordId, () =>
          readDocumentUpload(request),
        ),
      ),
  );

  r.delete('/api/landlord/documents/:id', { schema: { params: IdParams } }, async (request) =>
    landlordDocs.deleteLandlordDocument(app.ctx, request.user!, request.params.id),
  );

  r.get('/api/landlord/documents/:id/file', { schema: { params: IdParams } }, async (request, reply) => {
    const { row, stream } = await landlordDocs.openLandlordDocumentFile(
      app.ctx,
      request.user!,
      request.params.id,
    );
    return reply
      .header('content-type', row.fileType)
      .header('content-length', String(row.fileSize))
      .header('content-disposition', contentDisposition('attachment', row.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stream);
  });
}
