import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import type { FileStorage } from '../../lib/storage';
import { compactOutboxTallies } from '../notifications/log/notification-log.service';
import { purgeExpiredData } from './retention.service';
import { purgeEndedTenancies } from './tenancy-purge.service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the purges at start and then hourly: what expires within days (retention.service.ts) and
 * tenancies six years after they ended (tenancy-purge.service.ts, which deletes their files from
 * `storage`); then folds the outbox's tallies together. A failed run is logged and tried again next hour.
 */
export function startRetentionJob(opts: {
  db: Db;
  log: FastifyBaseLogger;
  storage?: FileStorage;
  everyMs?: number;
}) {
  const run = async () => {
    try {
      const counts = await purgeExpiredData(opts.db);
      if (Object.values(counts).some((n) => n > 0)) opts.log.info({ purged: counts }, 'retention purge');
      const tenancies = await purgeEndedTenancies(opts.db, opts.storage);
      if (Object.values(tenancies).some((n) => n > 0))
        opts.log.info({ purged: tenancies }, 'six-year tenancy purge');
      // The purges' deletes added tallies too: fold them all into one row per kind.
      await compactOutboxTallies(opts.db);
    } catch (error) {
      opts.log.error({ err: error }, 'retention purge failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), opts.everyMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
