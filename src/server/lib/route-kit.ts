import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { textId } from '@shared/numbers';
import type { SessionUser } from '../modules/auth/session.service';
import { badRequest } from './app-error';
import type { AppContext } from './context';

/**
 * The pieces every route module uses, so each states only what is its own: who may call it
 * (`routeAccess`, lib/access.ts), the id in its path, and a page of a list with its full count.
 */
export { routeAccess, type Access } from './access';
export { ListQuery } from './list-query';
export { fileAnswer, listAnswer, routeTags, type RouteAnswers } from './api-docs';

/** `/…/:id` */
export const IdParams = z.object({ id: textId('id') });

/** `/…/:id/photos/:photoId`: the record's id and one of its photos'. */
export const PhotoParams = z.object({ id: textId('id'), photoId: textId('photoId') });

/** An optional record id in a query string (`?tenancyId=`, `?landlordId=`). */
export const optionalQueryId = (name: string) => textId(name).optional();

/** A page of a list call (CONTRACT.md §2): the rows as the body, the full count in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  void reply.header('x-total-count', String(page.total));
  return page.rows;
}

/**
 * A stored photo, the image itself. A photo id always names the same bytes (a new upload is a new
 * id), so a browser may keep it an hour, and shared caches too when anyone may see it.
 */
export function sendPhoto(
  reply: FastifyReply,
  photo: { stream: NodeJS.ReadableStream; contentType: string },
  seenBy: 'anyone' | 'signed-in viewer',
) {
  void reply
    .header('content-type', photo.contentType)
    .header('cache-control', seenBy === 'anyone' ? 'public, max-age=3600' : 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
  return reply.send(photo.stream);
}

/**
 * `config.currentRecord` for a route on `/…/:id`: the record as the API answers it, read with
 * the caller's rights (lib/read-only-fields.ts). Runs before validation, so the id is checked here.
 */
export function recordAt<T extends object>(
  load: (ctx: AppContext, actor: SessionUser, id: number) => Promise<T>,
) {
  return async (request: FastifyRequest): Promise<T> => {
    const parsed = IdParams.safeParse(request.params);
    if (!parsed.success) throw badPath(parsed.error);
    return load(request.ctx, request.user!, parsed.data.id);
  };
}

/** A path id that is not one: the 400 the route's own validation would answer, naming it. */
function badPath(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'id')] ??= issue.message;
  return badRequest(Object.values(fields)[0] ?? 'Invalid path', fields);
}

/** `config.currentRecord` for a route on `/…/:id/photos/:photoId`: that photo as the API answers it. */
export function photoRecordAt<T extends object>(
  load: (ctx: AppContext, actor: SessionUser, id: number, photoId: number) => Promise<T>,
) {
  return async (request: FastifyRequest): Promise<T> => {
    const parsed = PhotoParams.safeParse(request.params);
    if (!parsed.success) throw badPath(parsed.error);
    return load(request.ctx, request.user!, parsed.data.id, parsed.data.photoId);
  };
}

/** `config.currentRecord` for a route whose record is the signed-in caller's own (no id in the path). */
export function ownRecord<T extends object>(load: (ctx: AppContext, actor: SessionUser) => Promise<T>) {
  return async (request: FastifyRequest): Promise<T> => load(request.ctx, request.user!);
}
