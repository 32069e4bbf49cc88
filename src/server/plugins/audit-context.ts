import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runAsActor } from '../lib/request-context';

/**
 * Everything a request runs, from its first hook to its handler, knows who asks and from where
 * (lib/request-context.ts), so its writes reach the audit trail with both. The user is read when
 * a write happens, after plugins/auth.ts has identified them.
 */
export const auditContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    runAsActor(() => ({ actorId: request.user?.id ?? null, ip: request.ip || null }), done);
  });
});
