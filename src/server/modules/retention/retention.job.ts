import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { purgeExpiredData } from './retention.service';

const HOUR_MS = 60 * 60 * 1000;

/** Runs the purge at start and then hourly; a failed run is logged and tried again next hour. */
export function startRetentionJob(opts: { db: Db; log: FastifyBaseLogger; everyMs?: number }) {
  const run = async () => {
    try {
      const counts = await purgeExpiredData(opts.db);
      if (Object.values(counts).some((n) => n > 0)) opts.log.info({ purged: counts }, 'retention purge');
    } catch (error) {
      opts.log.error({ err: error }, 'retention purge failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), opts.everyMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
