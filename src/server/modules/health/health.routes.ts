import type { FastifyInstance } from 'fastify';
import { routeAccess } from '../../lib/route-kit';

export async function healthRoutes(app: FastifyInstance) {
  routeAccess(app, 'public');
  app.get('/api/health', async (_request, reply) => {
    const ok = await app.dbHandle.ping();
    return ok
      ? { status: 'ok' }
      : reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
  });
}
