import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuery } from '../../lib/list-query';
import {
  DocumentFieldsInput,
  DocumentUpdateInput,
  contentDisposition,
  readDocumentUpload,
} from './document-upload';
import { recordAudit } from '../../lib/audit';
import * as service from './documents.service';
import { fileAnswer, IdParams, recordAt, routeAccess, routeTags } from '../../lib/route-kit';
import { acceptUploads } from '../../lib/multipart-upload';

const FileQuery = z.object({ inline: z.enum(['0', '1', 'true', 'false']).optional() });

/**
 * A file opened in the browser (?inline=1) is one of the four types judged by content at upload:
 * nothing that can run script in our origin. Images are sandboxed too; Chromium will not start its
 * PDF viewer in a sandboxed document, so a PDF gets the same policy without the sandbox.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Property and tenant documents (CONTRACT.md §3 documents): upload, list, edit, delete, download. */
export async function documentsRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Managing documents is a landlord's (or an admin's), refused to a tenant before any input is
  // read; downloading a file is also for the tenant it is shared with (config.access below).
  routeAccess(app, 'landlord');
  routeTags(app, 'Documents');

  r.get(
    '/api/properties/:id/documents',
    {
      schema: {
        summary: "List a property's documents",
        description: "Another landlord's property is not found (404).",
        params: IdParams,
        querystring: ListQuery,
      },
      config: { answers: { 200: 'The documents (`DocumentRecord`, src/shared/documents.ts).' } },
    },
    async (request, reply) => {
      const { documents, total } = await service.listPropertyDocuments(
        request.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return documents;
    },
  );

  r.post(
    '/api/properties/:id/documents',
    {
      schema: {
        summary: 'Upload a document of a property',
        description: "Another landlord's property is not found (404).",
        params: IdParams,
      },
      config: {
        upload: {
          file: 'file',
          fileDescription: 'A PDF, JPEG, PNG or WebP file (judged by its content), at most 10 MB.',
          fields: DocumentFieldsInput,
          required: ['title', 'documentType', 'issueDate'],
        },
        answers: { 201: 'The new document (`DocumentRecord`).' },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createPropertyDocument(request.ctx, request.user!, request.params.id, () =>
            readDocumentUpload(request),
          ),
        ),
  );

  r.get(
    '/api/tenants/:id/documents',
    {
      schema: {
        summary: "List a tenancy's documents",
        description: "Another landlord's tenancy is not found (404).",
        params: IdParams,
        querystring: ListQuery,
      },
      config: { answers: { 200: 'The documents (`DocumentRecord`).' } },
    },
    async (request, reply) => {
      const { documents, total } = await service.listTenantDocuments(
        request.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return documents;
    },
  );

  r.post(
    '/api/tenants/:id/documents',
    {
      schema: {
        summary: 'Upload a document of a tenancy',
        description:
          "Another landlord's tenancy is not found (404). `sharedWithTenant` shows it in the tenant's portal.",
        params: IdParams,
      },
      config: {
        upload: {
          file: 'file',
          fileDescription: 'A PDF, JPEG, PNG or WebP file (judged by its content), at most 10 MB.',
          fields: DocumentFieldsInput,
          required: ['title', 'documentType', 'issueDate'],
        },
        answers: { 201: 'The new document (`DocumentRecord`).' },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createTenantDocument(request.ctx, request.user!, request.params.id, () =>
            readDocumentUpload(request),
          ),
        ),
  );

  r.put(
    '/api/documents/:id',
    {
      schema: { summary: "Edit a document's details", params: IdParams, body: DocumentUpdateInput },
      config: {
        currentRecord: recordAt((ctx, actor, id) => service.getDocument(ctx, actor, id)),
        answers: {
          200: 'The document as it now is (`DocumentRecord`).',
          409: 'The type and issue date of a gas safety record cannot change while it must be kept (2 years).',
        },
      },
    },
    async (request) => service.updateDocument(request.ctx, request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/documents/:id',
    {
      schema: { summary: 'Delete a document and its file', params: IdParams },
      config: {
        answers: { 200: '`{message}`.', 409: 'A gas safety record under 2 years old must be kept.' },
      },
    },
    async (request) => service.deleteDocument(request.ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/documents/:id/file',
    {
      schema: {
        summary: 'Download a document (the file itself)',
        description:
          'To its landlord, an admin, or the tenant it is shared with (404 to anyone else). `inline=1` opens it in the browser instead of downloading.',
        params: IdParams,
        querystring: FileQuery,
      },
      config: {
        access: 'user',
        answers: {
          200: fileAnswer('application/octet-stream', 'The file: a PDF, JPEG, PNG or WebP, as uploaded.'),
        },
      },
    },
    async (request, reply) => {
      const { row, stream } = await service.openDocumentFile(request.ctx, request.user!, request.params.id);
      await recordAudit(request.ctx.db, {
        action: 'document_served',
        targetType: 'documents',
        targetId: row.id,
        details: { fileName: row.fileName },
      });
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
