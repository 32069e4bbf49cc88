import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './worlds/email';

export interface ServerProcess {
  url: string;
  /** SIGTERM, as an orchestrator stops it, and wait for the exit. */
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (src/server/main.ts, its own process group), on a free port
 * with `env` over this process's environment. Resolves once GET /api/health answers 200 and
 * `ready` (if given) holds.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  ready: () => boolean = () => true,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && ready()) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the server did not start within 150 s');
}
