import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';
import { bodyShapeOf } from '../lib/body-shape';
import { findControlCharacters, hasAnyControlCharacter } from '../lib/control-characters';
import { reconcileReadOnlyFields } from '../lib/read-only-fields';

/**
 * CONTRACT.md §5 for every route at once, before its own validation:
 * - no NUL or other control characters in a header, query, path or body text (tab, CR and LF
 *   only in long text), answered 400 naming the field;
 * - a body may carry the record's own read-only fields as the API sent them: equal to the
 *   record's (or the path's) values they are dropped, different they are refused; any other
 *   field the route does not take is refused, named.
 */
export const inputTolerancePlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: most requests are clean and carry no body, and need no promise.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const suspect =
      hasAnyControlCharacter(request.headers) ||
      hasAnyControlCharacter(request.params) ||
      hasAnyControlCharacter(request.query) ||
      hasAnyControlCharacter(request.body);
    if (suspect) {
      const isLongText = request.body === undefined ? undefined : shapeOfBody(request)?.isLongText;
      const bad = {
        ...findControlCharacters(request.headers, { where: 'header' }),
        ...findControlCharacters(request.params, { where: 'path' }),
        ...findControlCharacters(request.query, { where: 'query' }),
        ...findControlCharacters(request.body, { where: 'body', isLongText }),
      };
      if (Object.keys(bad).length) return done(badRequest(Object.values(bad)[0]!, bad));
    }
    if (!isPlainObject(request.body)) return done();
    const shape = shapeOfBody(request);
    if (!shape) return done();
    reconcileReadOnlyFields(request, shape).then(() => done(), done);
  });
});

/**
 * The route's body shape. request.routeOptions is a new object at each read, so it is asked only
 * when there is a body to judge; and this is no closure made per request (the hook runs on every
 * request, and each closure the TypeScript loader names costs a defineProperty).
 */
function shapeOfBody(request: FastifyRequest) {
  return bodyShapeOf(request.routeOptions.schema?.body);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
