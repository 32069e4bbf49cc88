import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/create-db';
import type { PublicCache } from './public-cache';
import type { FileStorage } from './storage';

/** What every service needs: the database, the configuration, file storage and a nudge for the outbox sender. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  /** Call after committing a change that queued a message, so it goes out now rather than on the next poll. */
  kickOutbox: () => void;
  /** Uploaded files (DATA_DIR/uploads, or S3 when STORAGE=s3). */
  storage: FileStorage;
  /** Public lookups and pages kept while what they show is unchanged. */
  publicCache: PublicCache;
  /** For work that runs after the answer's change is committed and must not fail the request. */
  log?: FastifyBaseLogger;
}
