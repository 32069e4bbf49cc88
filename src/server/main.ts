import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { ensureAdmin } from './bootstrap/ensure-admin';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { createDb } from './db/create-db';
import { lockDataDir, DataDirLockedError } from './db/data-dir-lock';
import { users } from './db/schema';
import { seedDemo } from './db/seed/demo';
import { shouldSeedDemo, warnIfDemoAccounts } from './db/seed/demo-policy';
import { resolveAppSecret } from './lib/app-secret';
import { logDestination } from './lib/log-destination';
import { safeLogOptions } from './lib/log-safety';
import { startRetentionJob } from './modules/retention/retention.job';
import { startOutboxSender } from './lib/mailer/sender';
import { startSmsSender } from './lib/sms/sender';
import { resolveSmtpTarget } from './lib/mailer/smtp-settings';
import { startPaymentJobs } from './modules/payments/payments.job';
import { startComplianceJobs } from './modules/compliance/compliance.job';
import { startApplicationJobs } from './modules/applications/applications.job';
import { sendMonthlyStatements } from './modules/payments/monthly-statements.service';
import { readAll } from './lib/storage/read-all';
import type { FileStorage } from './lib/storage';
import { startControlSocket } from './ops/control-socket';

/** Starts the product: checks the environment, opens the database, listens; SIGTERM closes cleanly. */

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(
    { ...safeLogOptions, level: config.logLevel, base: { pid: process.pid } },
    logDestination(1),
  );
  config.appSecret = resolveAppSecret(config.dataDir, config.appSecret);

  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        log.fatal(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const dbHandle = await createDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  log.info({ database: dbHandle.kind }, 'database ready');

  const [existingUsers] = await dbHandle.db.select({ n: count() }).from(users);
  const seedDemoData = shouldSeedDemo(config, existingUsers?.n === 0);
  await ensureAdmin(dbHandle.db, config, log);

  // The sender starts before the app (which owns file storage); attachments are read through this.
  const files: { storage?: FileStorage } = {};
  const sender = startOutboxSender({
    readAttachment: async (key) => (files.storage ? readAll(await files.storage.get(key)) : null),
    db: dbHandle.db,
    log,
    from: config.mailFrom,
    // SMTP_URL, else the admin's saved e-mail settings (read on each pass: a change applies at once).
    resolveTransport: () => resolveSmtpTarget(dbHandle.db, config, log),
    pollMs: config.outboxPollMs,
    hostname: new URL(config.publicUrl).hostname || os.hostname(),
  });
  const smsSender = startSmsSender({ db: dbHandle.db, log, config, pollMs: config.outboxPollMs });
  // A change that queued a message wakes both senders: the e-mail and any text beside it go now.
  const kickSenders = () => {
    sender.kick();
    smsSender.kick();
  };
  const app = await buildApp({ config, dbHandle, kickOutbox: kickSenders, logger: log });
  files.storage = app.systemCtx.storage;
  if (seedDemoData) await seedDemo(dbHandle.db, app.systemCtx.storage, log);
  await warnIfDemoAccounts(dbHandle.db, log);
  await app.listen({ port: config.port, host: config.host });
  // Embedded database: `npm run backup` asks us for the snapshot, since we hold DATA_DIR's lock.
  const controlSocket = config.databaseUrl
    ? null
    : await startControlSocket(config.dataDir, dbHandle.db, log);
  const retention = startRetentionJob({ db: dbHandle.db, log, storage: app.systemCtx.storage });
  const rentJobs = startPaymentJobs({
    db: dbHandle.db,
    log,
    publicUrl: config.publicUrl,
    kickOutbox: kickSenders,
    extra: async () => {
      if (await sendMonthlyStatements(dbHandle.db, app.systemCtx.storage, config.publicUrl)) sender.kick();
    },
  });

  const complianceJobs = startComplianceJobs({
    db: dbHandle.db,
    log,
    publicUrl: config.publicUrl,
    agencyEmail: config.agencyEmail,
    kickOutbox: kickSenders,
  });

  const applicationJobs = startApplicationJobs({
    db: dbHandle.db,
    log,
    publicUrl: config.publicUrl,
    agencyEmail: config.agencyEmail,
    kickOutbox: kickSenders,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close(); // stops taking requests and waits for those in flight
    await controlSocket?.close();
    retention.stop();
    rentJobs.stop();
    complianceJobs.stop();
    applicationJobs.stop();
    await sender.stop();
    await smsSender.stop();
    await dbHandle.close();
    await releaseLock?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
