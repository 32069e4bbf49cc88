import type { FastifyInstance } from 'fastify';
import { routeAccess, routeTags } from '../../lib/route-kit';

/** A probe's answer stands this long: callers in between share it rather than each asking the database. */
const PING_MS = 250;

export async function healthRoutes(app: FastifyInstance) {
  // Load balancers and monitors probe often, every instance; the answer is at most PING_MS old.
  let last: { at: number; ok: Promise<boolean> } | null = null;
  const databaseAnswers = () => {
    const now = performance.now();
    if (!last || now - last.at >= PING_MS) last = { at: now, ok: app.dbHandle.ping() };
    return last.ok;
  };
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
      const ok = await databaseAnswers();
      return ok
        ? { status: 'ok' }
        : reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
    },
  );
}
