/** Calls to the running product over real HTTP, as any client would make them. */
export interface Answer {
  /** 0: no answer at all (connection refused or cut, or timed out). */
  status: number;
  body: unknown;
  headers: Headers | undefined;
  /** Why there was no answer, when status is 0. */
  error?: string;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call(base: string, method: string, url: string, o: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: o.form ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
      signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: kept as text */
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return { status: 0, body: undefined, headers: undefined, error: e.cause?.code ?? e.name ?? e.message };
  }
}

/** Signs in and answers the bearer token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/login', { body: { username, password } });
  const token = (res.body as { token?: string } | undefined)?.token;
  if (res.status !== 200 || !token)
    throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

/** `{message, code}` of an error answer, when it has that shape. */
export function errorBody(answer: Answer): { message: string; code?: string } | undefined {
  const b = answer.body as { message?: unknown; code?: unknown } | undefined;
  if (!b || typeof b !== 'object' || typeof b.message !== 'string') return undefined;
  return { message: b.message, ...(typeof b.code === 'string' ? { code: b.code } : {}) };
}

/** An answer in a line: its status and the start of its body, or why there was none. */
export const describe = (a: Answer) =>
  a.status ? `${a.status} ${JSON.stringify(a.body)?.slice(0, 110)}` : `no answer (${a.error})`;

/** Counts of each status, as `201×40, 0×3` (0: no answer). */
export function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s === 0 ? 'no answer' : s}×${n}`)
    .join(', ');
}
