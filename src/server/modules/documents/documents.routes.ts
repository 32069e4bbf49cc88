import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuery } from '../../lib/list-query';
import { DocumentUpdateInput, contentDisposition, readDocumentUpload } from './document-upload';
import * as service from './documents.service';
import { IdParams, recordAt, routeAccess } from '../../lib/route-kit';

const FileQuery = z.object({ inline: z.enum(['0', '1', 'true', 'false']).optional() });

/**
 * A file opened in the browser (?inline=1) is one of the four types judged by content at upload:
 * nothing that can run script in our origin. Images are sandboxed too; Chromium will not start its
 * PDF viewer in a sandboxed document, so a PDF gets the same policy without the sandbox.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Property and tenant documents (CONTRACT.md §3 documents): upload, list, edit, delete, download. */
export async function documentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');

  r.get(
    '/api/properties/:id/documents',
    { schema: { params: IdParams, querystring: ListQuery } },
    async (request, reply) => {
      const { documents, total } = await service.listPropertyDocuments(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return documents;
    },
  );

  r.post('/api/properties/:id/documents', { schema: { params: IdParams } }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await service.createPropertyDocument(app.ctx, request.user!, request.params.id, () =>
          readDocumentUpload(request),
        ),
      ),
  );

  r.get(
    '/api/tenants/:id/documents',
    { schema: { params: IdParams, querystring: ListQuery } },
    async (request, reply) => {
      const { documents, total } = await service.listTenantDocuments(
        app.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return documents;
    },
  );

  r.post('/api/tenants/:id/documents', { schema: { params: IdParams } }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await service.createTenantDocument(app.ctx, request.user!, request.params.id, () =>
          readDocumentUpload(request),
        ),
      ),
  );

  r.put(
    '/api/documents/:id',
    {
      schema: { params: IdParams, body: DocumentUpdateInput },
      config: { currentRecord: recordAt((actor, id) => service.getDocument(app.ctx, actor, id)) },
    },
    async (request) => service.updateDocument(app.ctx, request.user!, request.params.id, request.body),
  );

  r.delete('/api/documents/:id', { schema: { params: IdParams } }, async (request) =>
    service.deleteDocument(app.ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/documents/:id/file',
    { schema: { params: IdParams, querystring: FileQuery } },
    async (request, reply) => {
      const { row, stream } = await service.openDocumentFile(app.ctx, request.user!, request.params.id);
      const inline = request.query.inline === '1' || request.query.inline === 'true';
      const isPdf = row.fileType === 'application/pdf';
      return reply
        .header('content-type', row.fileType)
        .header('content-length', String(row.fileSize))
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', inline && isPdf ? FILE_CSP : `${FILE_CSP}; sandbox`)
        .send(stream);
    },
  );
}
