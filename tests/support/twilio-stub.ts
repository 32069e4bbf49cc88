/**
 * A local HTTP server on 127.0.0.1 that answers like Twilio's REST API for what the product uses:
 * - POST /2010-04-01/Accounts/{Sid}/Messages.json (form body To, From, Body) → 201 and a message;
 * - GET  /2010-04-01/Accounts/{Sid}.json → 200 and the account (how credentials are checked).
 * Basic auth is checked against the configured SID and token (401 with Twilio's code 20003
 * otherwise). Every request is recorded (method, path, the credentials, the form) and every
 * accepted message too, for assertions; with `recordDir` each accepted message is also written
 * there as one JSON file, so another process (a browser test) can read it. It can be told to fail
 * the next messages (a 500, or Twilio's 400 for an invalid To) to exercise retries.
 * Used by the API tests (in-process) and the browser tests (started by their global setup).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';

/** Credentials the stub accepts unless told otherwise; fixed, so another process can use them. */
export const TWILIO_STUB_DEFAULTS = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'stub-auth-token-5f0e6c1d9a8b7c6d',
  /** A number the account owns (E.164, UK): use it as the sending number. */
  phoneNumber: '+447700900001',
} as const;

export interface StubRequest {
  method: string;
  /** The path without the query string, e.g. /2010-04-01/Accounts/AC…/Messages.json. */
  path: string;
  /** The basic-auth credentials sent, or null when none were. */
  auth: { username: string; password: string } | null;
  headers: http.IncomingHttpHeaders;
  /** The form body, parsed (empty for a GET). */
  form: Record<string, string>;
}

export interface StubMessage {
  sid: string;
  accountSid: string;
  path: string;
  to: string;
  from: string;
  body: string;
  receivedAt: string;
}

/** How the next message requests fail: a server error, or Twilio refusing the To number. */
export type StubFailure = 'server_error' | 'invalid_to' | 'unreachable_to';

export interface TwilioStub {
  /** http://127.0.0.1:port — what TWILIO_API_BASE (config.twilio.apiBase) is set to. */
  url: string;
  port: number;
  accountSid: string;
  authToken: string;
  phoneNumber: string;
  /** Every request received, in order. */
  requests: StubRequest[];
  /** Every message accepted (201), in order. */
  messages: StubMessage[];
  /** The accepted messages to one number. */
  messagesTo: (to: string) => StubMessage[];
  /** The next `count` message requests (POST …/Messages.json) fail this way. */
  failNext: (count: number, failure?: StubFailure) => void;
  /** Accept other credentials from now on. */
  setCredentials: (accountSid: string, authToken: string) => void;
  /** Forget what was received and any pending failures (credentials are kept). */
  reset: () => void;
  close: () => Promise<void>;
}

const API_VERSION = '2010-04-01';
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const ACCOUNT_PATH = /^\/2010-04-01\/Accounts\/([^/.]+)\.json$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const MAX_BODY_CHARS = 1600;

const moreInfo = (code: number) => `https://www.twilio.com/docs/errors/${code}`;
const twilioError = (status: number, code: number, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { code, message, more_info: moreInfo(code), status, ...extra },
});
/** Twilio's dates look like RFC 2822: "Thu, 30 Jul 2015 20:12:31 +0000". */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');
const sidOf = (prefix: string) => `${prefix}${crypto.randomBytes(16).toString('hex')}`;

function parseAuth(header: string | undefined): StubRequest['auth'] {
  if (!header?.toLowerCase().startsWith('basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startTwilioStub(
  options: {
    accountSid?: string;
    authToken?: string;
    phoneNumber?: string;
    /** Also write each accepted message here as one JSON file (write, then rename). */
    recordDir?: string;
    port?: number;
  } = {},
): Promise<TwilioStub> {
  let accountSid = options.accountSid ?? TWILIO_STUB_DEFAULTS.accountSid;
  let authToken = options.authToken ?? TWILIO_STUB_DEFAULTS.authToken;
  const phoneNumber = options.phoneNumber ?? TWILIO_STUB_DEFAULTS.phoneNumber;
  const requests: StubRequest[] = [];
  const messages: StubMessage[] = [];
  const failures: StubFailure[] = [];

  function record(message: StubMessage) {
    messages.push(message);
    if (!options.recordDir) return;
    const name = `${Date.now()}-${String(messages.length).padStart(4, '0')}-${message.sid}.json`;
    const temp = path.join(options.recordDir, `.${name}.tmp`);
    fs.writeFileSync(temp, JSON.stringify(message, null, 2));
    fs.renameSync(temp, path.join(options.recordDir, name));
  }

  function answerMessage(sid: string, form: Record<string, string>, requestPath: string) {
    const to = form.To?.trim() ?? '';
    const from = form.From?.trim() ?? '';
    const body = form.Body ?? '';
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    if (body.length > MAX_BODY_CHARS)
      return twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    if (!E164.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!E164.test(from))
      return twilioError(400, 21212, `The 'From' number ${from} is not a valid phone number or shortcode.`);

    const failure = failures.shift();
    if (failure === 'server_error') return twilioError(500, 20500, 'An internal server error has occurred');
    if (failure === 'invalid_to')
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (failure === 'unreachable_to')
      return twilioError(400, 21614, `'To' number ${to} is not a valid mobile number`);

    const now = new Date();
    const messageSid = sidOf('SM');
    record({
      sid: messageSid,
      accountSid: sid,
      path: requestPath,
      to,
      from,
      body,
      receivedAt: now.toISOString(),
    });
    const uri = `/${API_VERSION}/Accounts/${sid}/Messages/${messageSid}.json`;
    return {
      status: 201,
      body: {
        account_sid: sid,
        api_version: API_VERSION,
        body,
        date_created: rfc2822(now),
        date_sent: null,
        date_updated: rfc2822(now),
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: null,
        num_media: '0',
        num_segments: String(Math.max(1, Math.ceil(body.length / 153))),
        price: null,
        price_unit: 'GBP',
        sid: messageSid,
        status: 'queued',
        subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
        to,
        uri,
      },
    };
  }

  function answerAccount(sid: string) {
    const now = rfc2822(new Date());
    return {
      status: 200,
      body: {
        auth_token: authToken,
        date_created: now,
        date_updated: now,
        friendly_name: 'Stub account',
        owner_account_sid: sid,
        sid,
        status: 'active',
        subresource_uris: { messages: `/${API_VERSION}/Accounts/${sid}/Messages.json` },
        type: 'Full',
        uri: `/${API_VERSION}/Accounts/${sid}.json`,
      },
    };
  }

  async function handle(req: http.IncomingMessage): Promise<{ status: number; body: unknown }> {
    const requestPath = (req.url ?? '/').split('?')[0]!;
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const form = Object.fromEntries(new URLSearchParams(raw));
    const auth = parseAuth(req.headers.authorization);
    requests.push({ method: req.method ?? '', path: requestPath, auth, headers: req.headers, form });

    const messagesMatch = MESSAGES_PATH.exec(requestPath);
    const accountMatch = ACCOUNT_PATH.exec(requestPath);
    if (!messagesMatch && !accountMatch)
      return twilioError(404, 20404, `The requested resource ${requestPath} was not found`);
    if (!auth || auth.username !== accountSid || auth.password !== authToken)
      return twilioError(401, 20003, 'Authenticate', {
        detail: 'Your AccountSid or AuthToken was incorrect.',
      });
    const sid = decodeURIComponent((messagesMatch ?? accountMatch)![1]!);
    if (sid !== accountSid)
      return twilioError(404, 20404, `The requested resource ${requestPath} was not found`);
    if (messagesMatch) {
      if (req.method !== 'POST') return twilioError(405, 20004, 'Method not allowed');
      if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return twilioError(400, 20001, 'Requests must be form-encoded (application/x-www-form-urlencoded).');
      return answerMessage(sid, form, requestPath);
    }
    if (req.method !== 'GET') return twilioError(405, 20004, 'Method not allowed');
    return answerAccount(sid);
  }

  const server = http.createServer((req, res) => {
    handle(req)
      .then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      })
      .catch(() => {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(twilioError(500, 20500, 'An internal server error has occurred').body));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get accountSid() {
      return accountSid;
    },
    get authToken() {
      return authToken;
    },
    phoneNumber,
    requests,
    messages,
    messagesTo: (to) => messages.filter((m) => m.to === to),
    failNext: (count, failure = 'server_error') => {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    setCredentials: (sid, token) => {
      accountSid = sid;
      authToken = token;
    },
    reset: () => {
      requests.length = 0;
      messages.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The messages a stub started with `recordDir` wrote there, oldest first (for another process). */
export function readRecordedMessages(recordDir: string): StubMessage[] {
  return fs
    .readdirSync(recordDir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(recordDir, name), 'utf8')) as StubMessage);
}
