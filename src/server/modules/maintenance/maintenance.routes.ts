import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MaintenanceChangeSchema, MaintenanceRequestSchema } from '@shared/maintenance';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE } from '@shared/uploads';
import { badRequest } from '../../lib/app-error';
import { ListQuery } from '../../lib/list-query';
import { readMultipartUpload } from '../../lib/multipart-upload';
import { IdParams, landlordGuard } from '../properties/properties.routes';
import { assertTenant } from './maintenance-access';
import { addRequestPhoto, openRequestPhoto } from './maintenance-photos.service';
import { changeRequest, listPropertyRequests } from './maintenance.service';
import { listOwnRequests, reportRequest, updateOwnRequest } from './tenant-maintenance.service';

const PhotoParams = z.object({
  id: z.coerce.number().int().positive(),
  photoId: z.coerce.number().int().positive(),
});

/** Repairs (CONTRACT.md §3 maintenance): the tenant's side, the landlord's side and the photos. */
export async function maintenanceRoutes(app: FastifyInstance) {
  await app.register(tenantMaintenanceRoutes);
  await app.register(managedMaintenanceRoutes);
  await app.register(maintenancePhotoRoutes);
}

/** The tenant portal's Maintenance tab: the signed-in tenant's own requests; anyone else 403. */
async function tenantMaintenanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    assertTenant(request.user!);
  });

  r.get(
    '/api/tenant/maintenance',
    {
      schema: {
        querystring: ListQuery.extend({ tenancyId: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request, reply) => {
      const { requests, total } = await listOwnRequests(app.ctx, request.user!, request.query);
      void reply.header('x-total-count', String(total));
      return requests;
    },
  );

  r.post('/api/tenant/maintenance', { schema: { body: MaintenanceRequestSchema } }, async (request, reply) =>
    reply.status(201).send(await reportRequest(app.ctx, request.user!, request.body)),
  );

  r.put(
    '/api/tenant/maintenance/:id',
    { schema: { params: IdParams, body: MaintenanceRequestSchema } },
    async (request) => updateOwnRequest(app.ctx, request.user!, request.params.id, request.body),
  );
}

/** A property's requests and the changes to them: its landlord or an admin. */
async function managedMaintenanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', landlordGuard(app));

  r.get(
    '/api/properties/:id/maintenance',
    { schema: { params: IdParams, querystring: ListQuery } },
    async (request, reply) => {
      const { requests, total } = await listPropertyRequests(
        app.ctx,
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
    { schema: { params: IdParams, body: MaintenanceChangeSchema } },
    async (request) => changeRequest(app.ctx, request.user!, request.params.id, request.body),
  );
}

/** Photos of a request: its tenant, its landlord and admins (the service decides; 404 to others). */
async function maintenancePhotoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', app.requireUser);

  // Multipart: `file` (JPEG, PNG or WebP, at most 10 MB).
  r.post('/api/maintenance/:id/photos', { schema: { params: IdParams } }, async (request, reply) => {
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
      .send(await addRequestPhoto(app.ctx, request.user!, request.params.id, file.data));
  });

  r.get(
    '/api/maintenance/:id/photos/:photoId',
    { schema: { params: PhotoParams } },
    async (request, reply) => {
      const { stream, contentType } = await openRequestPhoto(
        app.ctx,
        request.user!,
        request.params.id,
        request.params.photoId,
      );
      // A photo id always names the same bytes; only the signed-in viewer's browser may keep it.
      void reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      return reply.send(stream);
    },
  );
}
