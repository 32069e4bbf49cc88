/**
 * The product as `npm start` runs it (tsx on src/server/main.ts), but as one process we start
 * and kill ourselves: `node --import tsx` rather than the tsx command, which would put a second
 * process between us and the server and make a SIGKILL miss it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
import { secondsSince, sleep } from './processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ProductOptions {
  port: number;
  databaseUrl: string;
  dataDir: string;
  smtpUrl: string;
  logFile: string;
}

export const ADMIN = {
  username: 'faultadmin',
  password: 'Fault-Bench-Admin-2026',
  email: 'admin@faults.test',
};

export class Product {
  readonly base: string;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** How the last process ended, when it ended without being asked to (kill or stop). */
  private ended: { code: number | null; signal: string | null } | undefined;
  private stopping = false;

  constructor(private readonly options: ProductOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
    onCleanup('the product', () => this.stop());
  }

  private env(): NodeJS.ProcessEnv {
    const o = this.options;
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATABASE_URL: o.databaseUrl,
      DATA_DIR: o.dataDir,
      APP_SECRET: 'fault-bench-secret-fault-bench-secret',
      PUBLIC_URL: this.base,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      SEED_DEMO: '0',
      ALLOW_PRIVATE_HOSTS: '1',
      SMTP_URL: o.smtpUrl,
      LOG_LEVEL: 'warn',
    };
  }

  /** Starts the product and waits for /api/health to answer 200; resolves to the seconds that took. */
  async start(timeoutMs = 90_000): Promise<number> {
    if (this.child) throw new Error('the product is already running');
    const started = performance.now();
    const log = fs.openSync(this.options.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: this.env(),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    this.ended = undefined;
    this.stopping = false;
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        exitCode = code ?? (signal ? -1 : null);
        if (!this.stopping) this.ended = { code, signal };
        if (this.child === child) this.child = undefined;
        resolve();
      }),
    );
    const until = performance.now() + timeoutMs;
    while (performance.now() < until) {
      if (exitCode !== undefined)
        throw new Error(`the product exited (${exitCode}) before it answered:\n${this.logTail()}`);
      const healthy = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) })
        .then((res) => res.status === 200)
        .catch(() => false);
      if (healthy) return secondsSince(started);
      await sleep(50);
    }
    throw new Error(
      `the product did not answer /api/health within ${timeoutMs / 1000} s:\n${this.logTail()}`,
    );
  }

  /** SIGKILL: no shutdown of any kind, as a crash or the OOM killer would do it. */
  async kill(): Promise<void> {
    this.stopping = true;
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, as a deployment would stop it; SIGKILL if it has not gone after 20 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.stopping = true;
    child.kill('SIGTERM');
    const gone = await Promise.race([this.exited.then(() => true), sleep(20_000).then(() => false)]);
    if (!gone) await this.kill();
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /**
   * When the process died by itself (a crash, not our kill or stop): its exit and the last error
   * line of its log, such as `Error: Connection terminated unexpectedly`.
   */
  crash(): string | undefined {
    if (!this.ended) return undefined;
    const lines = this.logTail(200).split('\n');
    const unhandled = lines.some((line) => line.includes("Unhandled 'error' event"));
    const error = lines.reverse().find((line) => /^\w*error: /i.test(line.trim()));
    const how = this.ended.signal ? `signal ${this.ended.signal}` : `code ${this.ended.code}`;
    const what = error ? `: ${unhandled ? "unhandled 'error' event, " : ''}${error.trim()}` : '';
    return `the product process exited by itself (${how})${what}`;
  }

  logTail(lines = 30): string {
    try {
      return fs.readFileSync(this.options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
