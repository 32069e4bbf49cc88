import type net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * For tests only: a real SMTP server on loopback that asks for a username and password, like a
 * provider does, and keeps every message it accepts, parsed. Plain (no TLS) by default;
 * `starttls` offers STARTTLS with smtp-server's own self-signed certificate, `implicitTls` speaks
 * TLS from the first byte (port-465 style), also self-signed.
 */
export interface AuthSmtpOptions {
  port?: number;
  user: string;
  password: string;
  starttls?: boolean;
  implicitTls?: boolean;
  /** A careless server: its refusal repeats the password it was given. */
  echoPasswordOnFailure?: boolean;
}

export async function startAuthSmtp(options: AuthSmtpOptions) {
  const received: ParsedMail[] = [];
  const logins: { username: string; ok: boolean }[] = [];
  const serverOptions: SMTPServerOptions = {
    secure: options.implicitTls ?? false,
    authOptional: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: !options.starttls && !options.implicitTls,
    disabledCommands: options.starttls || options.implicitTls ? [] : ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.user && auth.password === options.password;
      logins.push({ username: auth.username ?? '', ok });
      if (!ok) {
        const text = options.echoPasswordOnFailure
          ? `Invalid password ${auth.password ?? ''}`
          : 'Invalid username or password';
        const error = Object.assign(new Error(text), { responseCode: 535 });
        callback(error);
        return;
      }
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  };
  const server = new SMTPServer(serverOptions);
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    logins,
    to: (email: string) =>
      received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === email)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AuthSmtp = Awaited<ReturnType<typeof startAuthSmtp>>;
