import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * What a route tells /api/openapi.json beyond the schemas it validates with (plugins/api-docs.ts
 * turns it into the OpenAPI document). All of it is documentation only: nothing here checks a
 * request or a reply, so a description can never break an answer.
 *
 * - `schema.summary` (and `schema.description`): one line on what the call does.
 * - `routeTags(app, 'Properties')`: the area every route of the plugin belongs to.
 * - `config.answers`: the success answer and the errors that the route's own logic can give
 *   (409, 429, a 403 of a public route…). 400, 401, 403 and 404 follow from its access level and
 *   schemas, and 413/415 from taking a body, so they are added without being listed here.
 * - `config.upload`: a multipart/form-data body, which has no `schema.body`; `config.noBody`: a
 *   POST/PUT/PATCH that reads no body at all.
 */
export interface AnswerDoc {
  description: string;
  /** The JSON body's shape, where a Zod schema for it exists; otherwise the description says it. */
  schema?: z.ZodType;
  /** A body that is not JSON: a PDF, a CSV, an image, a calendar. */
  contentType?: string;
  /** A JSON array (a paged list, one with `limit` and `offset`, is known to be one). */
  list?: boolean;
}

/** By status code: a description, or a description with the body's shape or media type. */
export type RouteAnswers = Partial<Record<number, string | AnswerDoc>>;

export interface UploadDoc {
  /** The name of the part that carries the file. */
  file: string;
  /** What the file may be: its types and size. */
  fileDescription: string;
  /** The text parts sent beside the file, as the handler checks them. */
  fields?: z.ZodObject;
  /** Field names to list as required besides the file. */
  required?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answers the route gives, for the API reference (see lib/api-docs.ts). */
    answers?: RouteAnswers;
    /** A multipart upload's parts, for the API reference (the handler reads them itself). */
    upload?: UploadDoc;
    /** A POST/PUT/PATCH that reads nothing from its body (documented as taking none). */
    noBody?: boolean;
  }
}

/** Every route this plugin registers is listed under these tags in the API reference. */
export function routeTags(app: FastifyInstance, ...tags: string[]): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: route.schema?.tags ?? tags };
  });
}

/** A file answer: its media type and what it holds. */
export const fileAnswer = (contentType: string, description: string): AnswerDoc => ({
  contentType,
  description,
});

/** A JSON array answer (one not paged with `limit` and `offset`). */
export const listAnswer = (description: string): AnswerDoc => ({ description, list: true });
