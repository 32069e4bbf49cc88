/**
 * A real SMTP server on loopback that keeps what it receives across a stop and a start on the
 * same port (fault 3 takes it away and brings it back). Unlike tests/setup/smtp-sink.ts it can
 * be stopped at once: open connections are cut rather than waited for.
 */
import type net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { onCleanup } from './cleanup';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  subject: string;
  at: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  isUp: () => boolean;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const start = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
              a.value.map((v) => (v.address ?? '').toLowerCase()),
            );
            received.push({
              messageId: mail.messageId ?? '',
              to,
              subject: mail.subject ?? '',
              at: Date.now(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    s.on('error', () => {}); // a client cut off while the sink stops is no fault of the bench
    port = ((s as unknown as { server: net.Server }).server.address() as net.AddressInfo).port;
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await start();
  onCleanup('SMTP sink', stop);
  return { port, url: `smtp://127.0.0.1:${port}`, received, isUp: () => server !== undefined, stop, start };
}
