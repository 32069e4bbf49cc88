import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no locking of its own: a second process on the same folder would silently lose
 * writes. Hold a lock on DATA_DIR for the life of the process and refuse a second start.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, '.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another running instance of the product. ` +
          'Stop that process first, or start this one with a different DATA_DIR.',
      );
    }
    throw error;
  }
}
