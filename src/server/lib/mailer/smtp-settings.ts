import crypto from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Options as SmtpOptions } from 'nodemailer/lib/smtp-transport';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/create-db';
import { messagingSettings } from '../../db/schema';
import { checkAddresses, guardedLookup, type OutboundPolicy } from '../outbound-host';
import { secretBoxFor } from '../secret-box';

/**
 * Where e-mail goes: SMTP_URL from the environment wins; otherwise what an admin saved in the
 * e-mail settings (messaging_settings, channel 'email'), the password opened with APP_SECRET.
 */

/** The non-secret part of saved SMTP settings, as stored in messaging_settings.settings. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
}

export interface SavedSmtpSettings extends SmtpSettings {
  secretCiphertext: string;
  updatedAt: Date;
}

/** What the sender connects with, and a key that changes whenever that does. */
export interface SmtpTarget {
  /** Changes when SMTP_URL or the saved settings change, so a new transporter is made. */
  key: string;
  source: 'environment' | 'settings';
  /** A URL (SMTP_URL) or nodemailer options (saved settings). */
  options: string | SmtpOptions;
  /** What must never appear in a log line or a stored error: the password. */
  secrets: string[];
  /** Where it connects (never the credentials), for messages. */
  server: { host: string; port: number; secure: boolean };
}

export interface SmtpConnectOptions {
  /** ALLOW_PRIVATE_HOSTS. */
  allowPrivate: boolean;
  /** Connecting, the greeting and each later wait, in ms. */
  timeoutMs?: number;
  /** Name resolution, for tests. */
  lookup?: OutboundPolicy['lookup'];
}

/** The saved e-mail settings, or null when none are saved or the row is not in the expected shape. */
export async function readSavedSmtpSettings(db: Db): Promise<SavedSmtpSettings | null> {
  const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.channel, 'email'));
  if (!row) return null;
  const { host, port, secure, user } = row.settings;
  if (typeof host !== 'string' || typeof port !== 'number' || typeof user !== 'string') return null;
  return {
    host,
    port,
    secure: secure === true,
    user,
    secretCiphertext: row.secretCiphertext,
    updatedAt: row.updatedAt,
  };
}

/**
 * nodemailer options for saved settings. The socket is opened here rather than by nodemailer, with
 * `guardedLookup`: every address the host resolves to is checked against ALLOW_PRIVATE_HOSTS at
 * the moment of connecting, and the checked address is the one connected to (no DNS rebinding
 * between a check and the connection). The host name stays the TLS server name (SNI and the
 * certificate check), for implicit TLS and STARTTLS alike.
 */
export function smtpTransportOptions(
  settings: SmtpSettings & { password: string },
  connect: SmtpConnectOptions,
): SmtpOptions {
  const timeoutMs = connect.timeoutMs ?? 30_000;
  const policy: OutboundPolicy = {
    allowPrivate: connect.allowPrivate,
    ...(connect.lookup ? { lookup: connect.lookup } : {}),
    timeoutMs,
  };
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Without TLS from the start, insist on STARTTLS: someone on the path could otherwise strip the
    // offer and read the password. Local test servers (ALLOW_PRIVATE_HOSTS) may speak plain SMTP.
    requireTLS: !settings.secure && !connect.allowPrivate,
    auth: { user: settings.user, pass: settings.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    // Waiting on each later command (AUTH, DATA): a check is quick to give up, a send less so.
    socketTimeout: connect.timeoutMs ?? 60_000,
    logger: false,
    debug: false,
    getSocket: (_options, callback) => {
      openGuardedSocket(settings.host, settings.port, policy, timeoutMs)
        .then((connection) => callback(null, { connection }))
        .catch((error: Error) => callback(error));
    },
  };
}

function openGuardedSocket(
  host: string,
  port: number,
  policy: OutboundPolicy,
  timeoutMs: number,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    // A literal address never goes through lookup: check it here (its range cannot change).
    if (net.isIP(host)) {
      try {
        checkAddresses(host, [{ address: host, family: net.isIP(host) }], policy);
      } catch (error) {
        reject(error as Error);
        return;
      }
    }
    const socket = net.connect({ host, port, lookup: guardedLookup(policy), autoSelectFamily: true });
    // nodemailer adds its own handlers once it has the socket; this one keeps a late error from
    // being thrown in the gap.
    socket.on('error', () => {});
    const timer = setTimeout(() => {
      socket.destroy();
      reject(Object.assign(new Error(`Connection to ${host}:${port} timed out`), { code: 'ETIMEDOUT' }));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    });
  });
}

const warnedUnreadable = new Set<string>();
const hash = (s: string) => crypto.createHash('sha256').update(s).digest('base64url').slice(0, 16);

/**
 * What to send e-mail through now, or undefined when nothing is configured. Saved settings whose
 * password cannot be opened (APP_SECRET changed since they were saved) count as not configured,
 * with one warning in the log.
 */
export async function resolveSmtpTarget(
  db: Db,
  config: Pick<AppConfig, 'smtpUrl' | 'appSecret' | 'allowPrivateHosts'>,
  log?: FastifyBaseLogger,
): Promise<SmtpTarget | undefined> {
  if (config.smtpUrl) return smtpUrlTarget(config.smtpUrl);
  const saved = await readSavedSmtpSettings(db);
  if (!saved) return undefined;
  const password = secretBoxFor(config).open(saved.secretCiphertext);
  const key = `settings:${saved.updatedAt.toISOString()}`;
  if (password === null) {
    if (!warnedUnreadable.has(key)) {
      warnedUnreadable.add(key);
      log?.warn(
        'The saved SMTP password cannot be read (APP_SECRET has changed since it was saved): e-mail is not sent until an admin saves the e-mail settings again',
      );
    }
    return undefined;
  }
  return {
    key,
    source: 'settings',
    options: smtpTransportOptions({ ...saved, password }, { allowPrivate: config.allowPrivateHosts }),
    secrets: [password],
    server: { host: saved.host, port: saved.port, secure: saved.secure },
  };
}

/** Sending through an smtp(s):// URL (SMTP_URL), its password known to be secret. */
export function smtpUrlTarget(url: string): SmtpTarget {
  return {
    key: `env:${hash(url)}`,
    source: 'environment',
    options: url,
    secrets: secretsOfUrl(url),
    server: serverOfUrl(url),
  };
}

/** The password (and user) inside an smtp(s):// URL, as given and as decoded. */
function secretsOfUrl(url: string): string[] {
  try {
    const parsed = new URL(url);
    return parsed.password ? [parsed.password, decodeURIComponent(parsed.password)] : [];
  } catch {
    return [];
  }
}

function serverOfUrl(url: string): SmtpTarget['server'] {
  try {
    const parsed = new URL(url);
    const secure = parsed.protocol === 'smtps:';
    return { host: parsed.hostname, port: Number(parsed.port) || (secure ? 465 : 587), secure };
  } catch {
    return { host: 'SMTP_URL', port: 0, secure: false };
  }
}

/**
 * The text with every secret (as is and base64-encoded, as SMTP AUTH carries it) replaced by
 * [redacted]: for error messages that reach a log line or the outbox's last_error.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 3) continue;
    for (const form of [secret, Buffer.from(secret).toString('base64')])
      out = out.split(form).join('[redacted]');
  }
  return out;
}
