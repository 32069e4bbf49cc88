import type { ErrorBody } from '@shared/errors';
import { ErrorCode } from '@shared/errors';
import { ApiError, NETWORK_ERROR } from './api-errors';

export { ApiError, errorMessage, hasErrorCode, isApiError, NETWORK_ERROR } from './api-errors';

const codeForStatus = (status: number): string => {
  switch (status) {
    case 400:
      return ErrorCode.validation;
    case 401:
      return ErrorCode.unauthenticated;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.payloadTooLarge;
    case 415:
      return ErrorCode.unsupportedMediaType;
    case 429:
      return ErrorCode.rateLimited;
    default:
      return ErrorCode.internal;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body could not be read; fall back to the status below.
  }
  return apiErrorFrom(response.status, text);
}

/** A failed answer's status and body text as an ApiError (fetch, and XMLHttpRequest uploads). */
export function apiErrorFrom(status: number, text: string): ApiError {
  let body: Partial<ErrorBody> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (isRecord(parsed)) body = parsed as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy page, say): keep the text only if it is short and plain.
    if (text && text.length < 200 && !text.trimStart().startsWith('<')) body = { message: text };
  }
  const fields: Record<string, string> = {};
  if (isRecord(body.errors)) {
    for (const [key, value] of Object.entries(body.errors)) {
      if (typeof value === 'string') fields[key] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fields[key] = value[0];
    }
  }
  const code = typeof body.code === 'string' && body.code ? body.code : codeForStatus(status);
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError(status, code, message, fields, body as Record<string, unknown>);
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Extra request headers, such as Idempotency-Key. */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server-side renderer answers the same calls in-process (the browser uses fetch). Only the
 * renderer calls this, once, before rendering anything.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * One request. Authentication rides on the httpOnly session cookie the server sets at login:
 * the client never reads or stores a token.
 */
export async function request(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal ?? null };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, '');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ListResult<T> {
  items: T[];
  total: number;
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions) =>
    readJson<T>(await request('GET', path, undefined, options)),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    readJson<T>(await request('POST', path, body ?? {}, options)),
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    readJson<T>(await request('PUT', path, body ?? {}, options)),
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    readJson<T>(await request('PATCH', path, body ?? {}, options)),
  delete: async <T = void>(path: string, options?: RequestOptions) =>
    readJson<T>(await request('DELETE', path, undefined, options)),
  /** A list call: the array body plus the full count from X-Total-Count (falls back to the array length). */
  list: async <T>(path: string, options?: RequestOptions): Promise<ListResult<T>> => {
    const response = await request('GET', path, undefined, options);
    const items = (await readJson<T[]>(response)) ?? [];
    const header = Number(response.headers.get('X-Total-Count'));
    return {
      items,
      total: Number.isFinite(header) && response.headers.has('X-Total-Count') ? header : items.length,
    };
  },
};
