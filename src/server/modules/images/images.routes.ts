import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_CATEGORIES,
  IMAGE_FORMATS,
  IMAGE_USAGE_TYPE_INVALID,
  IMAGE_USAGE_TYPES,
  ImageUploadFieldsSchema,
  SetImageUsageSchema,
} from '@shared/images';
import { ListQuery } from '../../lib/list-query';
import { readImageUpload } from './image-upload';
import * as service from './images.service';
import { fileAnswer, IdParams, listAnswer, routeAccess, routeTags } from '../../lib/route-kit';
import { textInt } from '@shared/numbers';
import { jsonAnswer } from '../../lib/public-cache';
import { acceptUploads } from '../../lib/multipart-upload';

const UsageType = z.enum(IMAGE_USAGE_TYPES, IMAGE_USAGE_TYPE_INVALID);

/** The public calls: a slot's active image, and the image files themselves. */
export async function publicImagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'public');
  routeTags(app, 'Images');

  r.get(
    '/api/images/active/:usageType',
    {
      schema: {
        summary: 'The image chosen for a slot of the site (hero, area guide…)',
        params: z.object({ usageType: UsageType }),
        querystring: z.object({ usageContext: z.string().trim().max(100).optional() }),
      },
      config: {
        answers: {
          200: "`ActiveImage` (src/shared/images.ts): the image and its variants' URLs. 404 when the slot has none.",
        },
      },
    },
    async (request, reply) => {
      const { usageType } = request.params;
      const { usageContext } = request.query;
      const answer = await request.ctx.publicCache.answer(
        `image:${usageType}:${usageContext ?? ''}`,
        async () =>
          // An admin's new choice shows at once; the client keeps its own 5-minute cache (SPEC.md §8).
          jsonAnswer(await service.activeImage(request.ctx, usageType, usageContext), {
            'cache-control': 'no-cache',
          }),
      );
      return request.ctx.publicCache.send(request, reply, answer);
    },
  );

  r.get(
    '/api/images/:id/file',
    {
      schema: {
        summary: 'A managed image (the image itself), at a width and format',
        description: 'Anyone may see an active image; an inactive one only admins.',
        params: IdParams,
        querystring: z.object({
          w: textInt('w must be a width in pixels', { min: 1, max: 10_000 }).optional(),
          format: z.enum(IMAGE_FORMATS, 'format must be webp or avif').default('webp'),
        }),
      },
      config: { answers: { 200: fileAnswer('image/webp', 'The image: WebP, or AVIF when `format=avif`.') } },
    },
    async (request, reply) => {
      const { stream, contentType, isPublic } = await service.openImageFile(
        request.ctx,
        request.user,
        request.params.id,
        request.query,
      );
      // An id and variant always name the same bytes (a new upload is a new id), so caches may keep them.
      void reply
        .header('content-type', contentType)
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      return reply.send(stream);
    },
  );
}

/** Image management (SPEC.md §2 /admin/images): admins only, checked before the input is. */
export async function adminImagesRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  routeAccess(app, 'admin');
  routeTags(app, 'Images');

  r.get(
    '/api/admin/images',
    {
      schema: {
        summary: 'List the managed images',
        querystring: ListQuery.extend({
          category: z.enum(IMAGE_CATEGORIES, 'category must be hero, property, area or general').optional(),
        }),
      },
      config: { answers: { 200: 'The images (`ManagedImage`, src/shared/images.ts).' } },
    },
    async (request, reply) => {
      const { images, total } = await service.listImages(request.ctx, request.query);
      void reply.header('x-total-count', String(total));
      return images;
    },
  );

  // Multipart: `image` (JPEG, PNG, WebP or AVIF by content, at most 10 MB), name, description, category, tags.
  r.post(
    '/api/admin/images/upload',
    {
      schema: { summary: 'Upload an image for the site' },
      config: {
        upload: {
          file: 'image',
          fileDescription: 'A JPEG, PNG, WebP or AVIF image (judged by its content), at most 10 MB.',
          fields: ImageUploadFieldsSchema,
          required: ['category'],
        },
        answers: { 201: 'The new image (`ManagedImage`) with its WebP and AVIF variants.' },
      },
    },
    async (request, reply) => {
      const input = await readImageUpload(request);
      return reply.status(201).send(await service.uploadImage(request.ctx, request.user!.id, input));
    },
  );

  r.delete(
    '/api/admin/images/:id',
    {
      schema: { summary: 'Delete an image and where it is used', params: IdParams },
      config: { answers: { 200: '`{message}`.' } },
    },
    async (request) => service.deleteImage(request.ctx, request.params.id),
  );

  r.get(
    '/api/admin/image-usage',
    {
      schema: {
        summary: 'Where images are used on the site',
        querystring: z.object({ usageType: UsageType.optional() }),
      },
      config: { answers: { 200: listAnswer('The usages (`ImageUsageRecord`, src/shared/images.ts).') } },
    },
    async (request) => service.listUsages(request.ctx, request.query.usageType),
  );

  r.post(
    '/api/admin/image-usage',
    {
      schema: { summary: 'Use an image in a slot of the site', body: SetImageUsageSchema },
      config: {
        answers: { 201: 'The usage (`ImageUsageRecord`).', 404: 'No such image (on `imageId`).' },
      },
    },
    async (request, reply) => reply.status(201).send(await service.setUsage(request.ctx, request.body)),
  );

  r.delete(
    '/api/admin/image-usage/:id',
    {
      schema: { summary: 'Stop using an image in a slot', params: IdParams },
      config: { answers: { 200: '`{message}`.' } },
    },
    async (request) => service.clearUsage(request.ctx, request.params.id),
  );
}
