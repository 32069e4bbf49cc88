import { ApiError, NETWORK_ERROR, toApiError } from './api-errors';

export { ApiError, apiErrorFrom, errorMessage, isApiError, NETWORK_ERROR } from './api-errors';

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
