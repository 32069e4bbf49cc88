import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config';
import { createLocalStorage, createS3Storage, type FileStorage } from '../lib/storage';
import type { AppliedMigration } from './db-dump';

/**
 * What one backup archive (.tar.gz) holds:
 *   manifest.json        this Manifest
 *   db/<table>.jsonl     one table per file, one row per line (row_to_json: PGlite and PostgreSQL alike)
 *   files/<key>          every stored file, under its storage key
 *   app-secret           DATA_DIR/app-secret, when APP_SECRET is not set (it unlocks saved SMTP/SMS passwords)
 */
export const ARCHIVE_FORMAT = 1;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  appVersion: string;
  database: 'pglite' | 'postgres';
  storage: 'local' | 's3';
  /** The last migration of the snapshot: a restore builds exactly this schema, then migrates on. */
  migration: AppliedMigration;
  tables: { name: string; rows: number; bytes: number; sha256: string }[];
  files: { key: string; bytes: number; sha256: string }[];
  /** Keys the snapshot refers to, or that storage listed, whose file was gone when copied. */
  missingFiles: string[];
  appSecret: boolean;
}

export class OpsRefusal extends Error {}

export const appVersion = (): string =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version;

export function storageFor(config: AppConfig): FileStorage {
  return config.storage === 's3'
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
}

export const tableFile = (root: string, table: string) => path.join(root, 'db', `${table}.jsonl`);

/** A storage key as a path under files/, refusing any key that would escape it. */
export function keyFile(root: string, key: string): string {
  const base = path.resolve(root, 'files');
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new OpsRefusal(`unsafe storage key in archive: ${key}`);
  return full;
}

export async function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
