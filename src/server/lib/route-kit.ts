import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The pieces every route module uses, so each states only what is its own: who may call it
 * (`routeAccess`, lib/access.ts), the id in its path, and a page of a list with its full count.
 */
export { routeAccess, type Access } from './access';
export { ListQuery } from './list-query';
export { fileAnswer, listAnswer, routeTags, type RouteAnswers } from './api-docs';

/** A record id in a path: a whole number the database's integer ids can hold. */
export const recordId = (name: string) =>
  z.coerce
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(2_147_483_647, `${name} is too large`);

/** `/…/:id` */
export const IdParams = z.object({ id: recordId('id') });

/** `/…/:id/photos/:photoId`: the record's id and one of its photos'. */
export const PhotoParams = z.object({ id: recordId('id'), photoId: recordId('photoId') });

/** A page of a list call (CONTRACT.md §2): the rows as the body, the full count in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  void reply.header('x-total-count', String(page.total));
  return page.rows;
}
