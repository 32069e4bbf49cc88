import type { FastifyInstance } from 'fastify';
import { routeAccess, routeTags } from '../../lib/route-kit';

export async function healthRoutes(app: FastifyInstance) {
  routeAccess(app, 'public');
  routeTags(app, 'Health');
  app.get(
    '/api/health',
    {
      schema: { summary: 'Whether the service and its database answer' },
      config: {
        answers: {
          200: '`{status: "ok"}`.',
          503: '`{status: "unavailable", message}`: the database is not answering.',
        },
      },
    },
    async (_request, reply) => {
      const ok = await app.dbHandle.ping();
      return ok
        ? { status: 'ok' }
        : reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
    },
  );
}
