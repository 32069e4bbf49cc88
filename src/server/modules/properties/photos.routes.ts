import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE } from '@shared/uploads';
import { badRequest } from '../../lib/app-error';
import { acceptUploads, readMultipartUpload } from '../../lib/multipart-upload';
import {
  fileAnswer,
  IdParams,
  listAnswer,
  PhotoParams,
  photoRecordAt,
  routeAccess,
  routeTags,
  sendPhoto,
} from '../../lib/route-kit';
import * as service from './photos.service';

const ALT_TEXT_MAX = 300;
const altTextMessage = `Alt text must be at most ${ALT_TEXT_MAX} characters`;

/** Photo management under a property (landlord or admin). */
export async function propertyPhotosRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'landlord');
  routeTags(app, 'Properties');

  // Multipart: `file` (JPEG, PNG or WebP, at most 10 MB) and optional `altText`, in either order.
  r.post(
    '/api/properties/:id/photos',
    {
      schema: { summary: 'Upload a photo of a property', params: IdParams },
      config: {
        upload: {
          file: 'file',
          fileDescription: 'A JPEG, PNG or WebP photo (judged by its content), at most 10 MB.',
          fields: z.object({
            altText: z.string().max(ALT_TEXT_MAX).optional().describe('Alt text for the photo.'),
          }),
        },
        answers: { 201: 'The new photo (`PropertyPhoto`, src/shared/properties.ts).' },
      },
    },
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
        .send(await service.addPhoto(request.ctx, request.user!, request.params.id, data, altText));
    },
  );

  r.patch(
    '/api/properties/:id/photos/:photoId',
    {
      schema: {
        summary: "Change a photo's alt text, or make it the cover",
        params: PhotoParams,
        body: z
          .object({
            altText: z.string('Alt text must be text').trim().max(ALT_TEXT_MAX, altTextMessage).optional(),
            isCover: z.boolean('isCover must be true or false').optional(),
          })
          .strict(),
      },
      config: {
        currentRecord: photoRecordAt((ctx, actor, id, photoId) => service.getPhoto(ctx, actor, id, photoId)),
        answers: { 200: listAnswer("The property's photos (`PropertyPhoto`), in order.") },
      },
    },
    async (request) =>
      service.updatePhoto(
        request.ctx,
        request.user!,
        request.params.id,
        request.params.photoId,
        request.body,
      ),
  );

  r.put(
    '/api/properties/:id/photos/order',
    {
      schema: {
        summary: "Put a property's photos in a new order",
        params: IdParams,
        body: z
          .object({
            photoIds: z
              .array(z.number().int().positive(), "photoIds must list this property's photos")
              .max(service.MAX_PHOTOS_PER_PROPERTY),
          })
          .strict(),
      },
      config: { answers: { 200: listAnswer("The property's photos (`PropertyPhoto`), in the new order.") } },
    },
    async (request) =>
      service.reorderPhotos(request.ctx, request.user!, request.params.id, request.body.photoIds),
  );

  r.delete(
    '/api/properties/:id/photos/:photoId',
    {
      schema: { summary: 'Delete a photo', params: PhotoParams },
      config: { answers: { 200: listAnswer("The property's remaining photos (`PropertyPhoto`).") } },
    },
    async (request) =>
      service.deletePhoto(request.ctx, request.user!, request.params.id, request.params.photoId),
  );
}

/** The image itself: public for a listed property, otherwise its landlord and admins only. */
export async function photoFileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');
  routeTags(app, 'Properties');
  r.get(
    '/api/photos/:photoId/file',
    {
      schema: {
        summary: 'A property photo (the image itself)',
        description:
          "Anyone may see a listed property's photos; others only its landlord and admins (404 to anyone else).",
        params: PhotoParams.pick({ photoId: true }),
      },
      config: { answers: { 200: fileAnswer('image/webp', 'The photo, as WebP.') } },
    },
    async (request, reply) => {
      const photo = await service.openPhoto(request.ctx, request.user, request.params.photoId);
      return sendPhoto(reply, photo, photo.isPublic ? 'anyone' : 'signed-in viewer');
    },
  );
}
