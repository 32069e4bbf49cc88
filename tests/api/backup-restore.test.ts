import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { readAll } from '../../src/server/lib/storage/read-all';
import { storageFor, type Manifest } from '../../src/server/ops/archive';
import { runBackup } from '../../src/server/ops/backup';
import { startControlSocket } from '../../src/server/ops/control-socket';
import { runRestore } from '../../src/server/ops/restore';
import { insertDocument, insertTenant, propertyBody } from '../setup/factories';
import { createTestApp, type Signed, type TestApp } from '../setup/test-app';
import { PDF } from '../setup/uploads';
import { freshTarget, signInOn, sourceConfig, tableCounts } from './backup-support';

/**
 * The drill of issue #18: back up while the app serves writes, restore into a fresh place, and
 * check every table's row count, a file's bytes, and that people can sign in there.
 */
describe('backup and restore drill', () => {
  let t: TestApp;
  let landlord: Signed;
  let source: AppConfig;
  let work: string;
  let archive: string;
  let manifest: Manifest;
  let docKey: string;
  let socket: { close(): Promise<void> } | null = null;
  const targets: { remove(): Promise<void> }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    source = await sourceConfig(t);
    // The embedded database is inside this process, as in the server: backups go through the socket.
    if (t.dbHandle.kind === 'pglite')
      socket = await startControlSocket(t.config.dataDir, t.db, { info: () => {}, warn: () => {} });
    landlord = await t.signedIn({ userType: 'landlord' });
    const created = await t.call('POST', '/api/properties', landlord.token, propertyBody());
    expect(created.statusCode).toBe(201);
    const propertyId = (created.json() as { id: number }).id;
    await insertTenant(t.db, propertyId, { fullName: 'Rhian Morgan', email: 'rhian@example.test' });
    docKey = (
      await insertDocument(
        t.db,
        propertyId,
        { documentType: 'GAS', issueDate: '2026-01-10' },
        t.app.systemCtx.storage,
      )
    ).storageKey;
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-backup-test-'));
    archive = path.join(work, 'backup.tar.gz');
  });

  afterAll(async () => {
    await socket?.close();
    for (const target of targets) await target.remove();
    await t?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('takes a consistent backup while the app keeps taking writes', async () => {
    let writes = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        const res = await t.call(
          'POST',
          '/api/properties',
          landlord.token,
          propertyBody({ title: `Flat ${writes}` }),
        );
        expect(res.statusCode).toBe(201);
        writes += 1;
      }
    })();
    while (writes < 2) await new Promise((r) => setTimeout(r, 10));
    const before = writes;
    manifest = await runBackup(source, archive);
    const during = writes - before;
    stop = true;
    await writer;
    expect(during, 'writes served while the backup ran').toBeGreaterThan(0);

    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(manifest.database).toBe(t.dbHandle.kind);
    const rows = Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows]));
    expect(rows.users).toBe(1);
    expect(rows.tenants).toBe(1);
    expect(rows.documents).toBe(1);
    // Taken mid-stream: some of the loop's properties, never more than were written.
    expect(rows.properties).toBeGreaterThanOrEqual(1 + before);
    expect(rows.properties).toBeLessThanOrEqual(1 + writes);
    expect(manifest.files).toEqual([{ key: docKey, bytes: PDF.length, sha256: expect.any(String) }]);
    expect(manifest.missingFiles).toEqual([]);
  });

  it('restores into a fresh place: every row count, the file bytes, and signing in', async () => {
    const target = await freshTarget(t.config);
    targets.push(target);
    const { manifest: restored } = await runRestore(target.config, archive);
    expect(restored.createdAt).toBe(manifest.createdAt);

    const names = manifest.tables.map((x) => x.name);
    expect(await tableCounts(target.config, names)).toEqual(
      Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows])),
    );
    expect(await readAll(await storageFor(target.config).get(docKey))).toEqual(PDF);
    expect(
      await signInOn(target.config, landlord.user.username, landlord.user.password, propertyBody()),
    ).toEqual({ login: 200, create: 201 });

    const again = await runRestore(target.config, archive).catch((e: Error) => e);
    expect(String(again)).toMatch(/already holds a database|not empty/);
  }, 180_000);

  it('refuses an archive whose contents do not match their sha256, touching nothing', async () => {
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const file = path.join(unpacked, 'files', docKey);
    const bytes = fs.readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(file, bytes);
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, fs.readdirSync(unpacked));

    const dataDir = path.join(work, 'never-written');
    // Through the command itself, as an operator runs it.
    const run = spawnSync('npx', ['tsx', 'src/server/ops/ops.cli.ts', 'restore', damaged], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The archive is damaged: file ${docKey} does not match its sha256`);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 90_000);

  it('refuses an archive made by a newer version of the product', async () => {
    const unpacked = path.join(work, 'newer');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const newer = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    newer.migration = { hash: 'f'.repeat(64), createdAt: newer.migration.createdAt + 1 };
    fs.writeFileSync(manifestFile, JSON.stringify(newer));
    const future = path.join(work, 'future.tar.gz');
    await tar.create({ gzip: true, file: future, cwd: unpacked }, fs.readdirSync(unpacked));
    const target = await freshTarget(t.config);
    targets.push(target);
    await expect(runRestore(target.config, future)).rejects.toThrow(/newer version of the product/);
    expect(fs.existsSync(path.join(target.config.dataDir, 'pglite'))).toBe(false);
  });
});
