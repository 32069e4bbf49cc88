import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Callers know only keys; the file bytes go in and out through here,
 * so STORAGE=local and STORAGE=s3 behave the same.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Every key held, in no set order (used by backups). */
  list(): AsyncIterable<string>;
}

export { createLocalStorage } from './local-storage';
export { createS3Storage } from './s3-storage';

/** Whether a storage write failed for want of room (a full disk or quota), not for a fault of ours. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
