import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE } from '@shared/uploads';
import { badRequest } from '../../lib/app-error';
import { readMultipartUpload } from '../../lib/multipart-upload';
import { landlordGuard } from './properties.routes';
import * as service from './photos.service';

const PhotoParams = z.object({
  id: z.coerce.number().int().positive(),
  photoId: z.coerce.number().int().positive(),
});
const ALT_TEXT_MAX = 300;
const altTextMessage = `Alt text must be at most ${ALT_TEXT_MAX} characters`;

/** Photo management under a property (landlord or admin). */
export async function propertyPhotosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', landlordGuard(app));

  // Multipart: `file` (JPEG, PNG or WebP, at most 10 MB) and optional `altText`, in either order.
  r.post(
    '/api/properties/:id/photos',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const { fields, file } = await readMultipartUpload(request, {
        fileField: 'file',
        what: 'photo',
        tooLargeMessage: PHOTO_TOO_LARGE,
      });
      const altText = typeof fields.altText === 'string' ? fields.altText.trim() : '';
      const data = file?.data;
      if (altText.length > ALT_TEXT_MAX) throw badRequest(altTextMessage, { altText: altTextMessage });
      if (!data || data.length === 0) {
        throw badRequest(PHOTO_REQUIRED, { file: PHOTO_REQUIRED });
      }
      return reply
        .status(201)
        .send(await service.addPhoto(app.ctx, request.user!, request.params.id, data, altText));
    },
  );

  r.patch(
    '/api/properties/:id/photos/:photoId',
    {
      schema: {
        params: PhotoParams,
        body: z
          .object({
            altText: z.string('Alt text must be text').trim().max(ALT_TEXT_MAX, altTextMessage).optional(),
            isCover: z.boolean('isCover must be true or false').optional(),
          })
          .strict(),
      },
    },
    async (request) =>
      service.updatePhoto(app.ctx, request.user!, request.params.id, request.params.photoId, request.body),
  );

  r.put(
    '/api/properties/:id/photos/order',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z
          .object({
            photoIds: z
              .array(z.number().int().positive(), "photoIds must list this property's photos")
              .max(service.MAX_PHOTOS_PER_PROPERTY),
          })
          .strict(),
      },
    },
    async (request) =>
      service.reorderPhotos(app.ctx, request.user!, request.params.id, request.body.photoIds),
  );

  r.delete('/api/properties/:id/photos/:photoId', { schema: { params: PhotoParams } }, async (request) =>
    service.deletePhoto(app.ctx, request.user!, request.params.id, request.params.photoId),
  );
}

/** The image itself: public for a listed property, otherwise its landlord and admins only. */
export async function photoFileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/photos/:photoId/file',
    { schema: { params: z.object({ photoId: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const { stream, isPublic, contentType } = await service.openPhoto(
        app.ctx,
        request.user,
        request.params.photoId,
      );
      // A photo id always names the same bytes (a new upload is a new id), so caches may keep it.
      void reply
        .header('content-type', contentType)
        .header('cache-control', isPublic ? 'public, max-age=3600' : 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      return reply.send(stream);
    },
  );
}
