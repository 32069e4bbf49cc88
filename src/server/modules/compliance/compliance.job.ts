import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { runComplianceChecks } from './compliance-reminders.service';

const HOUR_MS = 60 * 60 * 1000;

export interface ComplianceJobOptions {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  agencyEmail: string;
  kickOutbox: () => void;
  everyMs?: number;
}

/**
 * Certificates not yet served are served, then every reminder step reached is sent: at start
 * and hourly. Both claim in the database, so any number of instances may run this together.
 */
export function startComplianceJobs(opts: ComplianceJobOptions) {
  const run = async () => {
    try {
      const { served, reminders } = await runComplianceChecks(opts.db, {
        publicUrl: opts.publicUrl,
        agencyEmail: opts.agencyEmail,
      });
      if (served || reminders) {
        opts.kickOutbox();
        opts.log.info({ served, reminders }, 'compliance jobs');
      }
    } catch (error) {
      opts.log.error({ err: error }, 'compliance jobs failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), opts.everyMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
