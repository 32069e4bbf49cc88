import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

/** What sends a text: the account's SID and auth token, and the number texts come from (E.164). */
export interface SmsCredentials {
  accountSid: string;
  authToken: string;
  phoneNumber: string;
}

const TWILIO_HOST = /(^|\.)twilio\.com$/;
const REQUEST_TIMEOUT_MS = 15_000;

/** Twilio's own address (https://api.twilio.com, or a regional one) moved onto `apiBase`. */
export function rebaseTwilioUri(uri: string, apiBase: string): string {
  const url = new URL(uri);
  if (!TWILIO_HOST.test(url.hostname)) return uri;
  return `${apiBase.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}

/**
 * The package's own HTTP client, sending to TWILIO_API_BASE instead of api.twilio.com: the
 * request path (/2010-04-01/Accounts/{Sid}/Messages.json), form body and basic auth stay the
 * package's, so a stub that answers like Twilio sees exactly what Twilio would.
 */
class ApiBaseRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiBase: string,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request<TData>({ ...opts, uri: rebaseTwilioUri(opts.uri, this.apiBase) });
  }
}

/**
 * The official client for one account. `apiBase` (config.twilio.apiBase) points it elsewhere;
 * without it, it talks to Twilio. No automatic retries: the outbox retries with its own backoff.
 */
export function createTwilioClient(
  credentials: Pick<SmsCredentials, 'accountSid' | 'authToken'>,
  apiBase: string | undefined,
  options: { keepAlive?: boolean } = {},
): twilio.Twilio {
  const httpOptions = { timeout: REQUEST_TIMEOUT_MS, keepAlive: options.keepAlive ?? false };
  return twilio(credentials.accountSid, credentials.authToken, {
    httpClient: apiBase
      ? new ApiBaseRequestClient(apiBase, httpOptions)
      : new twilio.RequestClient(httpOptions),
    // Never the package's debug lines (they would print request details to stdout).
    logLevel: 'info',
  });
}

/** Sends one text now; resolves with Twilio's message SID. */
export async function sendSmsNow(
  client: twilio.Twilio,
  from: string,
  to: string,
  body: string,
): Promise<{ sid: string; status: string }> {
  const message = await client.messages.create({ to, from, body });
  return { sid: message.sid, status: message.status };
}

/** Reads the account through the API: proves the SID and token are right (throws otherwise). */
export async function fetchAccount(client: twilio.Twilio, accountSid: string) {
  const account = await client.api.v2010.accounts(accountSid).fetch();
  return { sid: account.sid, status: account.status, friendlyName: account.friendlyName };
}

export interface TwilioFailure {
  /** HTTP status from Twilio, or null when it could not be reached. */
  status: number | null;
  /** Twilio's error code (20003, 21211, …), when it sent one. */
  code: number | null;
  /** Said the way an admin understands it; never a credential. */
  message: string;
  /** Trying again later cannot help (the number itself is refused). */
  permanent: boolean;
}

/** Error codes about the recipient's number: sending it again will not succeed. */
const RECIPIENT_CODES = new Set([21211, 21214, 21217, 21407, 21408, 21610, 21612, 21614]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT']);

/**
 * Turns what the package threw into admin words. Only the fields named here are read, never the
 * error object as a whole: an HTTP error from the client carries the request, basic auth included.
 */
export function describeTwilioError(error: unknown): TwilioFailure {
  if (error instanceof twilio.RestException) {
    const status = error.status;
    const code = typeof error.code === 'number' ? error.code : null;
    // Twilio's own sentence, without its closing full stop (ours follows).
    const said =
      typeof error.message === 'string' && error.message ? error.message.trim().replace(/\.+$/, '') : null;
    const base = { status, code, permanent: code !== null && RECIPIENT_CODES.has(code) };
    if (status === 401 || code === 20003)
      return {
        ...base,
        message:
          'Twilio refused the Account SID or Auth Token. Check both in your Twilio console and try again.',
      };
    if (status === 404 || code === 20404)
      return {
        ...base,
        message: 'Twilio does not know this Account SID. Check it in your Twilio console and try again.',
      };
    if (code === 21211 || code === 21614)
      return {
        ...base,
        message: `Twilio cannot text this number: ${said ?? 'it is not a valid mobile number'}.`,
      };
    if (code === 21606 || code === 21212 || code === 21659)
      return {
        ...base,
        message: `Twilio will not send from this number: ${said ?? 'it is not one of your Twilio numbers'}. Use a number bought in your Twilio account.`,
      };
    if (code === 21608)
      return {
        ...base,
        message:
          'This Twilio trial account can only text verified numbers. Verify the number in Twilio or upgrade the account.',
      };
    if (status >= 500)
      return {
        ...base,
        message: `Twilio had a problem on its side (HTTP ${status}). Please try again shortly.`,
      };
    return {
      ...base,
      message: `Twilio refused the request${code ? ` (error ${code})` : ''}: ${said ?? `HTTP ${status}`}.`,
    };
  }
  const err = error as { code?: unknown; message?: unknown } | null;
  const netCode = typeof err?.code === 'string' ? err.code : null;
  if (netCode && NETWORK_CODES.has(netCode))
    return {
      status: null,
      code: null,
      permanent: false,
      message: `Could not reach Twilio (${netCode}). Check the server's internet connection and try again.`,
    };
  if (netCode === 'ECONNABORTED')
    return {
      status: null,
      code: null,
      permanent: false,
      message: 'Twilio did not answer in time. Please try again.',
    };
  const text = typeof err?.message === 'string' ? err.message : 'unknown error';
  return { status: null, code: null, permanent: false, message: `Could not send through Twilio: ${text}` };
}
