/** Small process and network helpers shared by the bench's pieces. */
import { execFile } from 'node:child_process';
import net from 'node:net';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds since `start` (a performance.now() value), to two decimals. */
export const secondsSince = (start: number) => Math.round((performance.now() - start) / 10) / 100;

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; a non-zero exit rejects with its output. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      command,
      args,
      { env: options.env ?? process.env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${command} ${args.join(' ')} failed: ${stderr || stdout || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** Polls `check` every `everyMs` until it answers true; false when `timeoutMs` passed first. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (await check().catch(() => false)) return true;
    await sleep(everyMs);
  }
  return false;
}
