import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { sendRentReminders } from './rent-reminders.service';
import { markOverdue, runRentSchedule } from './rent-schedule.service';

const HOUR_MS = 60 * 60 * 1000;

export interface PaymentJobs {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Called after reminders were queued so they go out now. */
  kickOutbox: () => void;
  /** Extra monthly work (statements), run after the rent steps. */
  extra?: () => Promise<void>;
  everyMs?: number;
}

/**
 * The rent schedule, overdue marking and reminders: at start and then hourly. Every step is
 * idempotent and claims its rows in the database, so several instances may run it together.
 */
export function startPaymentJobs(opts: PaymentJobs) {
  const run = async () => {
    try {
      const created = await runRentSchedule(opts.db);
      const overdue = await markOverdue(opts.db);
      const reminders = await sendRentReminders(opts.db, opts.publicUrl);
      if (reminders) opts.kickOutbox();
      await opts.extra?.();
      if (created || overdue || reminders) opts.log.info({ created, overdue, reminders }, 'rent jobs');
    } catch (error) {
      opts.log.error({ err: error }, 'rent jobs failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), opts.everyMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
