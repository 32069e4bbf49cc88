/**
 * What went wrong with an SMTP server, in words an admin understands, from the error nodemailer or
 * the socket gave (SPEC.md §8 'Configuration Failed'; issue 7: wrong password, wrong port,
 * certificate not trusted, host not found). Pure: the messages are ours, built from codes, so no
 * server text — and never the password — reaches the answer.
 */

export type SmtpField = 'host' | 'port' | 'secure' | 'user' | 'password' | 'recipient';

export interface SmtpProblem {
  /** What kind of failure: for tests and logs. */
  kind:
    | 'private_host'
    | 'invalid_host'
    | 'host_not_found'
    | 'host_unreachable'
    | 'auth_failed'
    | 'tls_required'
    | 'certificate_untrusted'
    | 'certificate_name'
    | 'tls_mode'
    | 'refused'
    | 'timeout'
    | 'closed'
    | 'recipient_refused'
    | 'other';
  message: string;
  /** The form field the admin should look at. */
  field: SmtpField;
}

export interface SmtpErrorContext {
  host: string;
  port: number;
  secure: boolean;
}

/** The parts of an error this looks at (nodemailer sets code, responseCode, command, originalCode). */
interface ErrorLike {
  code?: unknown;
  originalCode?: unknown;
  responseCode?: unknown;
  command?: unknown;
  problem?: unknown;
  message?: unknown;
  reason?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Every code and message in the error, its cause and (for several addresses tried) each attempt. */
function collect(error: unknown, depth = 0): { codes: string[]; text: string } {
  if (!error || typeof error !== 'object' || depth > 3) return { codes: [], text: '' };
  const e = error as ErrorLike;
  const codes = [e.code, e.originalCode].filter((c): c is string => typeof c === 'string');
  const texts = [e.message, e.reason].filter((t): t is string => typeof t === 'string');
  const nested = [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])].map((n) => collect(n, depth + 1));
  return {
    codes: [...codes, ...nested.flatMap((n) => n.codes)],
    text: [...texts, ...nested.map((n) => n.text)].join(' '),
  };
}

const has = (codes: string[], ...wanted: string[]) => codes.some((c) => wanted.includes(c));

const SECURE = "'Use a secure connection (TLS)'";
const PORT_HINT = `Port 465 is used with ${SECURE} on; ports 587 and 25 with it off.`;

export function describeSmtpError(error: unknown, ctx: SmtpErrorContext): SmtpProblem {
  const { codes, text } = collect(error);
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const command = typeof e.command === 'string' ? e.command.toUpperCase() : '';
  const where = `${ctx.host} on port ${ctx.port}`;

  if (has(codes, 'EOUTBOUNDHOST')) {
    if (e.problem === 'private')
      return {
        kind: 'private_host',
        field: 'host',
        message:
          "This host is on a private or local network, which the server is not allowed to reach. Use your mail provider's public host name.",
      };
    if (e.problem === 'invalid')
      return {
        kind: 'invalid_host',
        field: 'host',
        message: 'Enter a host name such as smtp.example.com, without http:// or a port',
      };
    return hostNotFound(ctx);
  }
  if (has(codes, 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL', 'EDNS', 'ENODATA'))
    return hostNotFound(ctx);

  // 530 "Must issue a STARTTLS command first": the server wants encryption before the password.
  if (responseCode === 530 && /starttls|tls|encrypt/i.test(text))
    return {
      kind: 'tls_required',
      field: 'secure',
      message: `The mail server wants an encrypted connection before it accepts a password. ${PORT_HINT}`,
    };
  // requireTLS and a server that offers no STARTTLS: the password was not sent.
  if (/upgrading connection with STARTTLS|does not support required STARTTLS/i.test(text))
    return {
      kind: 'tls_required',
      field: 'secure',
      message: `The mail server does not offer an encrypted connection on this port, so the password was not sent. ${PORT_HINT}`,
    };
  if (has(codes, 'EAUTH', 'ENOAUTH') || responseCode === 535 || responseCode === 534 || responseCode === 530)
    return {
      kind: 'auth_failed',
      field: 'password',
      message:
        'The mail server did not accept the username or password. Check them and try again; some providers (Gmail, Outlook) need an app password rather than your usual one.',
    };

  if (
    has(codes, 'ERR_TLS_CERT_ALTNAME_INVALID') ||
    /does not match certificate|altnames|Hostname\/IP does not match/i.test(text)
  )
    return {
      kind: 'certificate_name',
      field: 'host',
      message: `The mail server's certificate is not issued for ${ctx.host}. Use the host name your provider gives for SMTP (the one on its certificate).`,
    };
  if (
    codes.some((c) => /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(c)) ||
    /self[- ]signed|certificate|unable to verify|unable to get (local )?issuer/i.test(text)
  )
    return {
      kind: 'certificate_untrusted',
      field: 'host',
      message: `The mail server's security certificate is not trusted (it is self-signed, expired or from an unknown authority), so the password was not sent. Use your provider's official SMTP host name.`,
    };
  if (
    has(codes, 'ERR_SSL_WRONG_VERSION_NUMBER', 'EPROTO', 'ERR_SSL_PACKET_LENGTH_TOO_LONG') ||
    /wrong version number|packet length too long|unknown protocol|http request|record layer failure/i.test(
      text,
    )
  )
    return {
      kind: 'tls_mode',
      field: ctx.secure ? 'secure' : 'port',
      message: ctx.secure
        ? `The server at ${where} does not start with TLS. Turn ${SECURE} off for this port (587 or 25), or use port 465 with it on.`
        : `The server at ${where} did not answer as a mail server expects. ${PORT_HINT}`,
    };

  if (has(codes, 'ECONNREFUSED'))
    return {
      kind: 'refused',
      field: 'port',
      message: `Nothing accepts connections at ${where}. Check the port number. ${PORT_HINT}`,
    };
  if (has(codes, 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'))
    return {
      kind: 'host_unreachable',
      field: 'host',
      message: `The server cannot reach ${ctx.host}. Check the host name.`,
    };
  if (has(codes, 'ETIMEDOUT', 'ESOCKETTIMEDOUT') || /timed? ?out|greeting never received/i.test(text))
    return {
      kind: 'timeout',
      field: 'port',
      message: !ctx.secure
        ? `No answer from ${where}. Check the port; if it is 465, turn ${SECURE} on. ${PORT_HINT}`
        : `No answer from ${where}. Check the host and port. ${PORT_HINT}`,
    };
  if (has(codes, 'ECONNRESET', 'ECONNECTION', 'EPIPE', 'ETLS'))
    return {
      kind: 'closed',
      field: 'port',
      message: `The server at ${where} closed the connection. This often means the secure connection setting does not match the port. ${PORT_HINT}`,
    };

  if (
    has(codes, 'EENVELOPE') ||
    (command.startsWith('RCPT') && responseCode !== undefined && responseCode >= 500)
  )
    return {
      kind: 'recipient_refused',
      field: 'recipient',
      message: 'The mail server refused to send to this address. Check the recipient.',
    };

  return {
    kind: 'other',
    field: 'host',
    message: `The mail server could not be used with these settings${
      responseCode ? ` (it answered ${responseCode})` : ''
    }. Check the host, port, secure connection setting, username and password.`,
  };
}

function hostNotFound(ctx: SmtpErrorContext): SmtpProblem {
  return {
    kind: 'host_not_found',
    field: 'host',
    message: `The host ${ctx.host} could not be found. Check the spelling of the SMTP host.`,
  };
}
