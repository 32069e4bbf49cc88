/**
 * Starts what the browser tests talk to, once per run:
 * - an SMTP sink on 127.0.0.1 (smtp-server) that parses every message (mailparser) and writes it
 *   as one JSON file into a temporary folder, where tests read it (see mail.ts);
 * - a stub of Twilio's Messages API (tests/support/twilio-stub.ts) that writes each text it accepts
 *   into another temporary folder, where tests read it;
 * - the product, spawned exactly as `npm start` (builds the client when needed, then the server) on
 *   a free port with a temporary DATA_DIR, the demo accounts and an admin of our own, with
 *   TWILIO_API_BASE at the stub and ALLOW_PRIVATE_HOSTS=1 (both servers are on loopback). It has no
 *   SMTP_URL: once healthy, the e-mail settings are saved through the admin API, pointing at the
 *   sink, so what an admin saves on the settings page is what the product really sends with.
 * Tests learn the addresses from the environment (see env.ts). The returned function is the
 * teardown: it stops the product's whole process group, the sink, and removes the temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { startTwilioStub, type TwilioStub } from '../../support/twilio-stub';
import { E2E_ADMIN, E2E_SMTP, ENV_KEYS, type StoredMail } from './env';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startSmtpSink(mailDir: string): Promise<{ server: SMTPServer; port: number }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'e2e SMTP sink',
    onAuth(auth, _session, callback) {
      if (auth.username === E2E_SMTP.user && auth.password === E2E_SMTP.password)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail: StoredMail = {
            to,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          count += 1;
          const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`;
          // Write then rename, so a reader never sees half a file.
          fs.writeFileSync(path.join(mailDir, `.${name}.tmp`), JSON.stringify(mail, null, 2));
          fs.renameSync(path.join(mailDir, `.${name}.tmp`), path.join(mailDir, name));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { server, port };
}

function tail(file: string, lines = 80): string {
  if (!fs.existsSync(file)) return '(no server log)';
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The product stopped before it was ready (exit ${child.exitCode ?? child.signalCode}). Server log:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `The product was not healthy within ${START_TIMEOUT_MS / 1000} s (${lastProblem}). Server log:\n${tail(logFile)}`,
  );
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
    const pid = child.pid;
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      // Anything left in the group (npm's children) goes too.
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/** Saves the e-mail settings as an admin would (POST /api/email/configure), pointing at the sink. */
async function configureEmail(baseURL: string, smtpPort: number): Promise<void> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_ADMIN.username, password: E2E_ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`e2e admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const configured = await fetch(`${baseURL}/api/email/configure`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      user: E2E_SMTP.user,
      password: E2E_SMTP.password,
    }),
  });
  if (configured.status !== 200)
    throw new Error(`e2e e-mail settings were refused: ${configured.status} ${await configured.text()}`);
  await fetch(`${baseURL}/api/auth/logout`, { method: 'POST', headers: auth });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-e2e-'));
  const dataDir = path.join(tempRoot, 'data');
  const mailDir = path.join(tempRoot, 'mail');
  fs.mkdirSync(mailDir);
  const smsDir = path.join(tempRoot, 'sms');
  fs.mkdirSync(smsDir);
  const logFile = path.join(tempRoot, 'server.log');

  const sink = await startSmtpSink(mailDir);
  const twilio: TwilioStub = await startTwilioStub({ recordDir: smsDir });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const log = fs.openSync(logFile, 'a');
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      // Twilio credentials from the environment would win over the SMS settings page.
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('TWILIO_'))),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      SMTP_URL: '',
      ALLOW_PRIVATE_HOSTS: '1',
      TWILIO_API_BASE: twilio.url,
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
    },
  });
  fs.closeSync(log);

  const teardown = async () => {
    await stopGroup(child);
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
    await twilio.close();
    if (process.env.E2E_KEEP_TEMP === '1') {
      console.log(`e2e: kept ${tempRoot} (server.log, mail/)`);
    } else {
      fs.rmSync(tempRoot, { recursive: true, force: true });
    }
  };

  try {
    await waitForHealth(baseURL, child, logFile);
    await configureEmail(baseURL, sink.port);
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env[ENV_KEYS.baseURL] = baseURL;
  process.env[ENV_KEYS.mailDir] = mailDir;
  process.env[ENV_KEYS.serverLog] = logFile;
  process.env[ENV_KEYS.smtpPort] = String(sink.port);
  process.env[ENV_KEYS.smsDir] = smsDir;
  return teardown;
}
