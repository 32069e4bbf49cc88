import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Db } from '../db/create-db';
import { dumpDatabase, type DumpEvent } from './db-dump';

/**
 * On the embedded database the running server holds DATA_DIR's lock, so `npm run backup` cannot
 * open PGlite itself. The server therefore answers on DATA_DIR/control.sock, a unix socket only
 * its own user can open (mode 0600: whoever can use it could copy DATA_DIR anyway). One request
 * exists: "dump\n", answered with the DumpEvents of one snapshot as JSON lines.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export async function startControlSocket(
  dataDir: string,
  db: Db,
  log: Log,
): Promise<{ close(): Promise<void> } | null> {
  const file = controlSocketPath(dataDir);
  // Unix socket paths are limited to about 107 bytes; without the socket, backups need a stop.
  if (Buffer.byteLength(file) > 100) {
    log.warn({ file }, 'DATA_DIR path too long for the control socket: backups need the server stopped');
    return null;
  }
  // We hold DATA_DIR's lock, so a socket file left here is from a process that is gone.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    const lines = readline.createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      if (line.trim() !== 'dump') {
        socket.end(`${JSON.stringify({ kind: 'error', message: 'unknown request' })}\n`);
        return;
      }
      log.info({}, 'backup: dumping the database for the control socket');
      // Buffer inside the transaction: PGlite serves nothing else until it ends, so it must
      // not wait on a slow reader.
      const out: string[] = [];
      dumpDatabase(db, (event) => void out.push(JSON.stringify(event)))
        .then(() => writeLines(socket, out))
        .catch((error: unknown) =>
          socket.end(`${JSON.stringify({ kind: 'error', message: (error as Error).message })}\n`),
        );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: file, readableAll: false, writableAll: false }, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

async function writeLines(socket: net.Socket, lines: string[]): Promise<void> {
  for (const line of lines) {
    if (!socket.write(`${line}\n`)) await new Promise((resolve) => socket.once('drain', resolve));
  }
  socket.end();
}

/** Asks the running server for a dump; null when no server answers on the socket. */
export async function requestDump(
  dataDir: string,
  emit: (event: DumpEvent) => void | Promise<void>,
): Promise<boolean> {
  const file = controlSocketPath(dataDir);
  if (!fs.existsSync(file)) return false;
  const socket = net.createConnection({ path: file });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch {
    return false; // a socket file with nobody listening
  }
  socket.write('dump\n');
  let ended = false;
  for await (const line of readline.createInterface({ input: socket })) {
    const event = JSON.parse(line) as DumpEvent | { kind: 'error'; message: string };
    if (event.kind === 'error') throw new Error(`the running server could not dump: ${event.message}`);
    await emit(event);
    if (event.kind === 'end') ended = true;
  }
  if (!ended) throw new Error('the running server closed the control socket before the dump ended');
  return true;
}
