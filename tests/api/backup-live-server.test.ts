import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/server/ops/archive';
import { startServerProcess, type ServerProcess } from '../setup/server-process';

/**
 * The embedded database while the real server runs (`npm start`'s entry, its own process, holding
 * DATA_DIR's lock): `npm run backup` gets the snapshot through DATA_DIR/control.sock.
 * PostgreSQL needs no socket (the command connects), so this runs on the embedded database only.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('backup of a running embedded server', () => {
  let dataDir: string;
  let server: ServerProcess;
  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-live-'));
    server = await startServerProcess(
      { ...env(), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Owner-Pass-2026' },
      () => fs.existsSync(path.join(dataDir, 'control.sock')),
    );
  }, 160_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers on a socket only its user can open, and the command writes a full archive', async () => {
    expect(fs.statSync(path.join(dataDir, 'control.sock')).mode & 0o777).toBe(0o600);
    const file = path.join(dataDir, 'live.tar.gz');
    const run = spawnSync('npm', ['run', '-s', 'backup', '--', file], {
      env: env(),
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('snapshot taken by the running server');

    const out = path.join(dataDir, 'unpacked');
    fs.mkdirSync(out);
    await tar.extract({ file, cwd: out });
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database).toBe('pglite');
    expect(manifest.tables.find((t) => t.name === 'users')?.rows).toBe(1);
    expect(fs.readFileSync(path.join(out, 'db', 'users.jsonl'), 'utf8')).toContain('"username":"owner"');
    expect(manifest.appSecret).toBe(!process.env.APP_SECRET);
  }, 120_000);
});
