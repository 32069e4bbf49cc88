import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import {
  ARCHIVE_FORMAT,
  OpsRefusal,
  appVersion,
  keyFile,
  storageFor,
  tableFile,
  type Manifest,
} from './archive';
import { requestDump } from './control-socket';
import { dumpDatabase, type AppliedMigration, type DumpEvent } from './db-dump';
import { openOpsDb, pgliteDir } from './ops-db';

/**
 * `npm run backup -- FILE`: one snapshot of the database (one transaction), then every stored
 * file, into one .tar.gz written beside FILE and renamed into place when complete.
 */
export async function runBackup(
  config: AppConfig,
  file: string,
  say: (line: string) => void = () => {},
): Promise<Manifest> {
  const started = Date.now();
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.backup-'));
  try {
    fs.mkdirSync(path.join(staging, 'db'));
    const sink = tableSink(staging);
    const kind = await dumpFrom(config, sink.emit, say);
    const snapshot = sink.result();
    say(
      `database: ${snapshot.tables.length} tables, ${snapshot.tables.reduce((n, t) => n + t.rows, 0)} rows`,
    );

    const storage = storageFor(config);
    const files: Manifest['files'] = [];
    const missing = new Set<string>();
    for await (const key of storage.list()) {
      const stream = await storage.get(key);
      if (!stream) {
        missing.add(key); // deleted after it was listed
        continue;
      }
      const target = keyFile(staging, key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const hash = crypto.createHash('sha256');
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      await pipeline(stream, fs.createWriteStream(target));
      files.push({ key, bytes, sha256: hash.digest('hex') });
    }
    const copied = new Set(files.map((f) => f.key));
    for (const key of snapshot.referencedKeys) if (!copied.has(key)) missing.add(key);
    const shown = [...missing].slice(0, 10).join(', ') + (missing.size > 10 ? ', …' : '');
    say(`files: ${files.length} copied${missing.size ? `, ${missing.size} missing (${shown})` : ''}`);

    // Without APP_SECRET the server keeps its own in DATA_DIR; saved SMTP/SMS passwords need it.
    const secretFile = path.join(config.dataDir, 'app-secret');
    const appSecret = !process.env.APP_SECRET && fs.existsSync(secretFile);
    if (appSecret) fs.copyFileSync(secretFile, path.join(staging, 'app-secret'));

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date(started).toISOString(),
      appVersion: appVersion(),
      database: kind,
      storage: config.storage,
      migration: snapshot.migration,
      tables: snapshot.tables,
      files,
      missingFiles: [...missing].sort(),
      appSecret,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const entries = [
      'manifest.json',
      'db',
      ...(files.length ? ['files'] : []),
      ...(appSecret ? ['app-secret'] : []),
    ];
    const partial = `${file}.partial`;
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        portable: true,
        mode: 0o600,
      } as tar.TarOptionsWithAliasesAsyncFile,
      entries,
    );
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    say(`wrote ${file} (${fs.statSync(file).size} bytes) in ${Date.now() - started} ms`);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(`${file}.partial`, { force: true }); // only left when something failed
  }
}

/** PostgreSQL: connect. Embedded: ask the running server, else open DATA_DIR ourselves (taking its lock). */
async function dumpFrom(
  config: AppConfig,
  emit: (event: DumpEvent) => void,
  say: (line: string) => void,
): Promise<'pglite' | 'postgres'> {
  if (config.databaseUrl) {
    const ops = await openOpsDb(config);
    try {
      await dumpDatabase(ops.db, emit);
    } finally {
      await ops.close();
    }
    return 'postgres';
  }
  if (await requestDump(config.dataDir, emit)) {
    say('database: snapshot taken by the running server');
    return 'pglite';
  }
  if (!fs.existsSync(pgliteDir(config.dataDir)))
    throw new OpsRefusal(`There is no database in ${config.dataDir} (DATA_DIR) to back up.`);
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new OpsRefusal(
        `DATA_DIR ${config.dataDir} is in use, but no server answers on its control socket. Try again in a moment.`,
      );
    throw error;
  }
  try {
    const ops = await openOpsDb(config);
    try {
      await dumpDatabase(ops.db, emit);
    } finally {
      await ops.close();
    }
  } finally {
    await release();
  }
  say('database: snapshot taken directly (no server running)');
  return 'pglite';
}

/** Writes each table's rows to db/<table>.jsonl as they arrive, counting and hashing them. */
function tableSink(root: string) {
  let migration: AppliedMigration | null = null;
  let referencedKeys: string[] = [];
  const tables: Manifest['tables'] = [];
  let current: { fd: number; hash: crypto.Hash; entry: Manifest['tables'][number] } | null = null;
  const finish = () => {
    if (!current) return;
    fs.closeSync(current.fd);
    current.entry.sha256 = current.hash.digest('hex');
    current = null;
  };
  const emit = (event: DumpEvent) => {
    if (event.kind === 'header') migration = event.migration;
    else if (event.kind === 'table') {
      finish();
      const entry = { name: event.name, rows: 0, bytes: 0, sha256: '' };
      tables.push(entry);
      current = {
        fd: fs.openSync(tableFile(root, event.name), 'w', 0o600),
        hash: crypto.createHash('sha256'),
        entry,
      };
    } else if (event.kind === 'rows' && current) {
      const text = Buffer.from(event.rows.map((r) => `${r}\n`).join(''));
      fs.writeSync(current.fd, text);
      current.hash.update(text);
      current.entry.rows += event.rows.length;
      current.entry.bytes += text.length;
    } else if (event.kind === 'end') {
      finish();
      referencedKeys = event.referencedKeys;
    }
  };
  return {
    emit,
    result: () => {
      if (!migration) throw new OpsRefusal('The database has no migrations applied: nothing to back up.');
      return { migration, tables, referencedKeys };
    },
  };
}
