import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { sendHoldingDepositReminders } from './holding-deposit.service';

const HOUR_MS = 60 * 60 * 1000;

export interface ApplicationJobOptions {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  agencyEmail: string;
  kickOutbox: () => void;
  everyMs?: number;
}

/**
 * Holding-deposit repayment reminders: at start and hourly. Each reminder is claimed in the
 * database, so any number of instances may run this together.
 */
export function startApplicationJobs(opts: ApplicationJobOptions) {
  const run = async () => {
    try {
      const reminders = await sendHoldingDepositReminders(opts.db, {
        publicUrl: opts.publicUrl,
        agencyEmail: opts.agencyEmail,
      });
      if (reminders) {
        opts.kickOutbox();
        opts.log.info({ reminders }, 'holding deposit reminders');
      }
    } catch (error) {
      opts.log.error({ err: error }, 'holding deposit reminders failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), opts.everyMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
