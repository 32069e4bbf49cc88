import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import {
  InspectionCreateSchema,
  InspectionPhotoFieldsSchema,
  InspectionUpdateSchema,
} from '@shared/inspections';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE } from '@shared/uploads';
import { badRequest } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { ListQuery } from '../../lib/list-query';
import { acceptUploads, readMultipartUpload } from '../../lib/multipart-upload';
import {
  fileAnswer,
  IdParams,
  optionalQueryId,
  PhotoParams,
  recordAt,
  routeAccess,
  routeTags,
  sendPhoto,
} from '../../lib/route-kit';
import { fieldErrors } from '../documents/document-upload';
import { addInspectionPhoto, deleteInspectionPhoto, openInspectionPhoto } from './inspection-photos.service';
import { renderInspectionReportPdf } from './inspection-report';
import { reportFor } from './inspection-report.service';
import {
  getInspection,
  getManagedInspection,
  listOwnInspections,
  listPropertyInspections,
  scheduleInspection,
  updateInspection,
} from './inspections.service';

/** Inspections (CONTRACT.md §8): the landlord's side, what all parties read, and the tenant's list. */
export async function inspectionsRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  await app.register(managedInspectionRoutes);
  await app.register(sharedInspectionRoutes);
  await app.register(tenantInspectionRoutes);
}

/** Booking and filling in: the property's landlord or an admin. */
async function managedInspectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Inspections');

  r.get(
    '/api/properties/:id/inspections',
    {
      schema: { summary: "List a property's inspections", params: IdParams, querystring: ListQuery },
      config: {
        answers: { 200: 'The inspections (`Inspection`, src/shared/inspections.ts), latest booked first.' },
      },
    },
    async (request, reply) => {
      const { inspections, total } = await listPropertyInspections(
        request.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return inspections;
    },
  );

  r.post(
    '/api/properties/:id/inspections',
    {
      schema: {
        summary: 'Book a check-in, periodic or check-out inspection',
        description:
          "The current tenant is e-mailed at once; the visit must be at least 24 hours after that notice unless `tenantAgreed` (Renting Homes (Wales) Act). An empty home has nobody to tell. Another landlord's property is not found (404).",
        params: IdParams,
        body: InspectionCreateSchema,
      },
      config: { answers: { 201: 'The new inspection (`Inspection`).' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await scheduleInspection(request.ctx, request.user!, request.params.id, request.body)),
  );

  r.put(
    '/api/inspections/:id',
    {
      schema: {
        summary: 'Record an inspection: rooms, items, meters, alarm tests, notes and status',
        description:
          'The whole checklist with the `version` it was read at. Completing e-mails the tenant that the report is ready; cancelling tells them the visit is off.',
        params: IdParams,
        body: InspectionUpdateSchema,
      },
      config: {
        currentRecord: recordAt((ctx, actor, id) => getManagedInspection(ctx, actor, id)),
        answers: {
          200: 'The inspection as it now is (`Inspection`).',
          409: 'Changed since it was read (`edit_conflict`, with `current`), or cancelled, or a completed one cancelled.',
        },
      },
    },
    async (request) => updateInspection(request.ctx, request.user!, request.params.id, request.body),
  );

  // Multipart: `file` (JPEG, PNG or WebP, at most 10 MB), `room`, and optionally `item` and `caption`.
  r.post(
    '/api/inspections/:id/photos',
    {
      schema: {
        summary: 'Add a photo of a room or an item to an inspection',
        params: IdParams,
      },
      config: {
        upload: {
          file: 'file',
          fileDescription: 'A JPEG, PNG or WebP photo (judged by its content), at most 10 MB.',
          fields: InspectionPhotoFieldsSchema,
          required: ['room'],
        },
        answers: {
          201: 'The new photo (`InspectionPhoto`): `{id, url, room, item, caption}`.',
          409: 'The inspection was cancelled, or it has as many photos as it may.',
        },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readMultipartUpload(request, {
        fileField: 'file',
        what: 'photo',
        tooLargeMessage: PHOTO_TOO_LARGE,
        fieldsSchema: InspectionPhotoFieldsSchema,
      });
      const parsed = InspectionPhotoFieldsSchema.safeParse(fields);
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      if (!file?.data.length) errors.file ??= PHOTO_REQUIRED;
      const first = Object.values(errors)[0];
      if (first || !parsed.success || !file) throw badRequest(first ?? 'Invalid input', errors);
      return reply
        .status(201)
        .send(
          await addInspectionPhoto(request.ctx, request.user!, request.params.id, file.data, parsed.data),
        );
    },
  );

  r.delete(
    '/api/inspections/:id/photos/:photoId',
    {
      schema: { summary: "Delete an inspection's photo", params: PhotoParams },
      config: { answers: { 204: 'Deleted, with its file.', 409: 'The inspection was cancelled.' } },
    },
    async (request, reply) => {
      await deleteInspectionPhoto(request.ctx, request.user!, request.params.id, request.params.photoId);
      return reply.status(204).send();
    },
  );
}

/** What the landlord, an admin and the inspection's tenant all read; 404 to anyone else. */
async function sharedInspectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');
  routeTags(app, 'Inspections');

  r.get(
    '/api/inspections/:id',
    {
      schema: {
        summary: 'One inspection',
        description: 'Its landlord, an admin or the tenant it was booked for; 404 to anyone else.',
        params: IdParams,
      },
      config: { answers: { 200: 'The inspection (`Inspection`).' } },
    },
    async (request) => getInspection(request.ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/inspections/:id/photos/:photoId',
    {
      schema: {
        summary: "An inspection's photo (the image itself)",
        description: 'Its landlord, an admin or its tenant; 404 to anyone else.',
        params: PhotoParams,
      },
      config: { answers: { 200: fileAnswer('image/webp', 'The photo, as WebP.') } },
    },
    async (request, reply) => {
      const photo = await openInspectionPhoto(
        request.ctx,
        request.user!,
        request.params.id,
        request.params.photoId,
      );
      return sendPhoto(reply, photo, 'signed-in viewer');
    },
  );

  r.get(
    '/api/inspections/:id/report',
    {
      schema: {
        summary: 'The inspection report (PDF)',
        description:
          'Rooms, items and conditions with photo thumbnails, meters and alarm tests; a check-out adds its check-in beside it, item by item. The landlord and an admin may download a draft; the tenant once it is completed.',
        params: IdParams,
      },
      config: {
        answers: {
          200: fileAnswer('application/pdf', 'The report, as a PDF attachment.'),
          409: 'The inspection is not completed yet (the tenant).',
        },
      },
    },
    async (request, reply) => {
      const { report, filename } = await reportFor(request.ctx, request.user!, request.params.id);
      await recordAudit(request.ctx.db, {
        action: 'document_served',
        targetType: 'inspections',
        targetId: request.params.id,
        details: { document: 'inspection_report' },
      });
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${filename}"`,
          'cache-control': 'private, no-store',
        })
        .send(await renderInspectionReportPdf(report, AGENCY_LETTERHEAD));
    },
  );
}

/** The tenant portal's Inspections tab: the signed-in tenant's own; anyone else 403. */
async function tenantInspectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'tenant');
  routeTags(app, 'Inspections');

  r.get(
    '/api/tenant/inspections',
    {
      schema: {
        summary: 'My inspections (tenant)',
        querystring: ListQuery.extend({ tenancyId: optionalQueryId('tenancyId') }),
      },
      config: { answers: { 200: 'The inspections (`Inspection`) of my tenancies, latest booked first.' } },
    },
    async (request, reply) => {
      const { inspections, total } = await listOwnInspections(request.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return inspections;
    },
  );
}
