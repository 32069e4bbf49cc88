import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/context';
import { contextAs } from '../lib/request-context';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What this request's code runs with (lib/request-context.ts): the app's context, with a
     * database whose writes reach the audit trail as this request's user and address. Made at
     * the first read, so a request that never reads it (a probe, an answer from the front door)
     * pays nothing for it.
     */
    readonly ctx: AppContext;
    /** ctx, once made. */
    madeCtx: AppContext | null;
  }
}

/**
 * Everything a request runs, from its hooks to its handler, is handed `request.ctx`, so its writes
 * reach the audit trail with who asked and from where. The user is read when a write happens,
 * after plugins/auth.ts has identified them.
 */
export const auditContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('madeCtx', null);
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): AppContext {
      // The one place a request's context is made from the app's own.
      // eslint-disable-next-line no-restricted-syntax
      return (this.madeCtx ??= contextAs(app.systemCtx, () => ({
        actorId: this.user?.id ?? null,
        ip: this.ip || null,
      })));
    },
  });
});
