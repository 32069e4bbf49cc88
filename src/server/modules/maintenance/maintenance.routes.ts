import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MaintenanceChangeSchema,
  MaintenanceRequestChangeSchema,
  MaintenanceRequestSchema,
} from '@shared/maintenance';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE } from '@shared/uploads';
import { badRequest } from '../../lib/app-error';
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
import { addRequestPhoto, openRequestPhoto } from './maintenance-photos.service';
import { changeRequest, getManagedRequest, listPropertyRequests } from './maintenance.service';
import {
  getOwnRequest,
  listOwnRequests,
  reportRequest,
  updateOwnRequest,
} from './tenant-maintenance.service';

/** Repairs (CONTRACT.md §3 maintenance): the tenant's side, the landlord's side and the photos. */
export async function maintenanceRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  await app.register(tenantMaintenanceRoutes);
  await app.register(managedMaintenanceRoutes);
  await app.register(maintenancePhotoRoutes);
}

/** The tenant portal's Maintenance tab: the signed-in tenant's own requests; anyone else 403. */
async function tenantMaintenanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'tenant');
  routeTags(app, 'Maintenance');

  r.get(
    '/api/tenant/maintenance',
    {
      schema: {
        summary: 'My repair requests (tenant)',
        querystring: ListQuery.extend({ tenancyId: optionalQueryId('tenancyId') }),
      },
      config: {
        answers: { 200: 'The requests (`MaintenanceRequest`, src/shared/maintenance.ts) of my tenancy.' },
      },
    },
    async (request, reply) => {
      const { requests, total } = await listOwnRequests(request.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return requests;
    },
  );

  r.post(
    '/api/tenant/maintenance',
    {
      schema: { summary: 'Report a repair (tenant)', body: MaintenanceRequestSchema },
      config: { answers: { 201: 'The new request (`MaintenanceRequest`); the landlord is told.' } },
    },
    async (request, reply) =>
      reply.status(201).send(await reportRequest(request.ctx, request.user!, request.body)),
  );

  r.put(
    '/api/tenant/maintenance/:id',
    {
      schema: {
        summary: 'Edit my repair request while it is still submitted (tenant)',
        params: IdParams,
        body: MaintenanceRequestChangeSchema,
      },
      config: {
        currentRecord: recordAt((ctx, actor, id) => getOwnRequest(ctx, actor, id)),
        answers: {
          200: 'The request as it now is (`MaintenanceRequest`).',
          409: 'The request is no longer just submitted, so it cannot change.',
        },
      },
    },
    async (request) => updateOwnRequest(request.ctx, request.user!, request.params.id, request.body),
  );
}

/** A property's requests and the changes to them: its landlord or an admin. */
async function managedMaintenanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Maintenance');

  r.get(
    '/api/properties/:id/maintenance',
    {
      schema: { summary: "List a property's repair requests", params: IdParams, querystring: ListQuery },
      config: { answers: { 200: 'The requests (`MaintenanceRequest`), with their history.' } },
    },
    async (request, reply) => {
      const { requests, total } = await listPropertyRequests(
        request.ctx,
        request.user!,
        request.params.id,
        request.query,
      );
      void reply.header('x-total-count', String(total));
      return requests;
    },
  );

  r.patch(
    '/api/maintenance/:id',
    {
      schema: {
        summary: 'Update a repair: status, contractor, notes, cost',
        params: IdParams,
        body: MaintenanceChangeSchema,
      },
      config: {
        currentRecord: recordAt((ctx, actor, id) => getManagedRequest(ctx, actor, id)),
        answers: {
          200: 'The request as it now is (`MaintenanceRequest`).',
          409: "The contractor's certificates for their trade are missing or expired (on `contractorId`).",
        },
      },
    },
    async (request) => changeRequest(request.ctx, request.user!, request.params.id, request.body),
  );
}

/** Photos of a request: its tenant, its landlord and admins (the service decides; 404 to others). */
async function maintenancePhotoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'user');
  routeTags(app, 'Maintenance');

  // Multipart: `file` (JPEG, PNG or WebP, at most 10 MB).
  r.post(
    '/api/maintenance/:id/photos',
    {
      schema: {
        summary: 'Add a photo to a repair request',
        description: 'Its tenant (while submitted), its landlord or an admin; 404 to anyone else.',
        params: IdParams,
      },
      config: {
        upload: {
          file: 'file',
          fileDescription: 'A JPEG, PNG or WebP photo (judged by its content), at most 10 MB.',
        },
        answers: {
          201: '`{id, url}`: the new photo and where to fetch it.',
          409: 'The request is no longer just submitted (a tenant), or it has as many photos as it may.',
        },
      },
    },
    async (request, reply) => {
      const { file } = await readMultipartUpload(request, {
        fileField: 'file',
        what: 'photo',
        tooLargeMessage: PHOTO_TOO_LARGE,
      });
      if (!file?.data.length) {
        throw badRequest(PHOTO_REQUIRED, { file: PHOTO_REQUIRED });
      }
      return reply
        .status(201)
        .send(await addRequestPhoto(request.ctx, request.user!, request.params.id, file.data));
    },
  );

  r.get(
    '/api/maintenance/:id/photos/:photoId',
    {
      schema: {
        summary: "A repair request's photo (the image itself)",
        description: 'Its tenant, its landlord or an admin; 404 to anyone else.',
        params: PhotoParams,
      },
      config: { answers: { 200: fileAnswer('image/webp', 'The photo, as WebP.') } },
    },
    async (request, reply) => {
      const photo = await openRequestPhoto(
        request.ctx,
        request.user!,
        request.params.id,
        request.params.photoId,
      );
      return sendPhoto(reply, photo, 'signed-in viewer');
    },
  );
}
