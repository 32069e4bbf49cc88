import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { readAll } from '../../src/server/lib/storage/read-all';
import { storageFor } from '../../src/server/ops/archive';
import { runBackup } from '../../src/server/ops/backup';
import { startControlSocket } from '../../src/server/ops/control-socket';
import { runRestore } from '../../src/server/ops/restore';
import { insertDocument, insertProperty } from '../setup/factories';
import { createTestApp, type TestApp } from '../setup/test-app';
import { startS3Server } from '../setup/s3-server';
import { PDF } from '../setup/uploads';
import { freshTarget, sourceConfig, tableCounts } from './backup-support';

/** STORAGE=s3 against a real S3-compatible server (s3rver) on loopback, with two buckets. */
describe('backup and restore with S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let s3Settings: (bucket: string) => AppConfig['s3'];
  let t: TestApp;
  let work: string;
  let socket: { close(): Promise<void> } | null = null;
  const targets: { remove(): Promise<void> }[] = [];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-backup-s3-'));
    s3 = await startS3Server(work, ['source', 'restored']);
    s3Settings = s3.settings;
    t = await createTestApp({ storage: 's3', s3: s3Settings('source') });
    if (t.dbHandle.kind === 'pglite')
      socket = await startControlSocket(t.config.dataDir, t.db, { info: () => {}, warn: () => {} });
  });

  afterAll(async () => {
    await socket?.close();
    for (const target of targets) await target.remove();
    await t?.close();
    await s3?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('copies the bucket into the archive and back into an empty bucket', async () => {
    const landlord = await t.createUser({ userType: 'landlord' });
    const property = await insertProperty(t.db, landlord.id);
    const kept = await insertDocument(
      t.db,
      property.id,
      { documentType: 'EPC', issueDate: '2026-02-01' },
      t.app.systemCtx.storage,
    );
    // A file gone from storage while its row remains: recorded as missing, not fatal.
    const lost = await insertDocument(
      t.db,
      property.id,
      { documentType: 'GAS', issueDate: '2026-02-01' },
      t.app.systemCtx.storage,
    );
    await t.app.systemCtx.storage.delete(lost.storageKey);

    const archive = path.join(work, 'backup.tar.gz');
    const manifest = await runBackup(await sourceConfig(t), archive);
    expect(manifest.storage).toBe('s3');
    expect(manifest.files.map((f) => f.key)).toEqual([kept.storageKey]);
    expect(manifest.missingFiles).toEqual([lost.storageKey]);

    // A bucket that already holds files is refused before anything is written.
    const busy = await freshTarget(t.config, { storage: 's3', s3: s3Settings('source') });
    targets.push(busy);
    await expect(runRestore(busy.config, archive)).rejects.toThrow(/already holds files/);

    const target = await freshTarget(t.config, { storage: 's3', s3: s3Settings('restored') });
    targets.push(target);
    await runRestore(target.config, archive);
    expect(await readAll(await storageFor(target.config).get(kept.storageKey))).toEqual(PDF);
    const counts = await tableCounts(target.config, ['users', 'properties', 'documents']);
    expect(counts).toEqual({ users: 1, properties: 1, documents: 2 });
  }, 180_000);
});
