/**
 * A PostgreSQL of the bench's own: initdb in a temporary folder, pg_ctl on a free loopback port
 * with trust authentication, one database for the product. It can be stopped and started again
 * (fault 2) and is removed at the end. PostgreSQL refuses to run as root, so as root the
 * commands run as the `postgres` user (or `nobody`), which then owns the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from './cleanup';
import { freePort, run } from './processes';

export interface Postgres {
  port: number;
  /** The product's database. */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended, the server is down when this resolves. */
  stop: () => Promise<void>;
  /** `pg_ctl start -w`: the server takes connections when this resolves. */
  start: () => Promise<void>;
}

/** Who runs PostgreSQL's commands: the current user, or as root `postgres` (else `nobody`). */
function runAs(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = fs.readFileSync('/etc/passwd', 'utf8').split('\n');
  return ['postgres', 'nobody'].find((name) => passwd.some((line) => line.startsWith(`${name}:`)));
}

/**
 * Where initdb and pg_ctl are: on PATH, else Debian's and Ubuntu's versioned folder (their
 * packages keep the server's commands off PATH), the newest version first.
 */
function pgBin(): string {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs.readdirSync(debian).filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0])
    throw new Error('initdb was not found on PATH nor under /usr/lib/postgresql: install PostgreSQL');
  return path.join(debian, versions[0], 'bin');
}

const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => fs.existsSync(p)) ?? 'runuser';

export async function startPostgres(root: string): Promise<Postgres> {
  const user = runAs();
  const dir = path.join(root, 'postgres');
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const logFile = path.join(dir, 'postgres.log');
  fs.mkdirSync(socketDir, { recursive: true });
  if (user) {
    fs.chmodSync(root, 0o755);
    await run('chown', ['-R', user, dir]);
  }
  const bin = pgBin();
  const as = (command: string, args: string[]) =>
    user
      ? run(RUNUSER, ['-u', user, '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);

  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const options = `-k ${socketDir} -p ${port} -c listen_addresses=127.0.0.1`;
  const start = async () => {
    await as('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  onCleanup('PostgreSQL', () =>
    as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).then(
      () => undefined,
      () => undefined, // already down
    ),
  );

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('create database faults');
  await admin.end();
  return { port, url: `postgres://postgres@127.0.0.1:${port}/faults`, stop, start };
}
