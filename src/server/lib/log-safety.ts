import type { LoggerOptions } from 'pino';

/**
 * What reaches the log about an error: never a query's parameter values (a failed insert carries
 * the password hash it tried to write), a row's values (`detail`: "Failing row contains …", "Key
 * (email)=(…)") or any field named like a password, hash, token or secret (CONTRACT.md §1: logs
 * hold no password, token or secret). Used by the logger for every `err` and every Error in a log
 * line, so the error handler, jobs and senders all go through it.
 */

/** Fields whose names say they hold a secret. */
const SECRET_NAME = /pass(word|wd|phrase)|hash|token|secret|authorization|cookie|credential|api_?key/i;
/** Database error fields that carry values: Drizzle's and PGlite's `params`, pg's `detail` and `where`. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);
const MAX_DEPTH = 4;

/** Names already judged: a log line's keys are nearly always the same few (issue #19). */
const secretNames = new Map<string, boolean>();
function isSecretName(key: string): boolean {
  let secret = secretNames.get(key);
  if (secret === undefined) {
    secret = SECRET_NAME.test(key);
    if (secretNames.size < 1000) secretNames.set(key, secret);
  }
  return secret;
}

/** An error's message without what Drizzle appends after the query ("\nparams: …"). */
export function safeErrorMessage(error: unknown): string {
  const message =
    typeof error === 'string'
      ? error
      : String((error as { message?: unknown } | null | undefined)?.message ?? error);
  return stripParams(message);
}

function stripParams(text: string): string {
  if (!text.includes('\nparams: ')) return text;
  const at = text.search(/\nparams: /);
  return at >= 0 ? `${text.slice(0, at)} [parameters not logged]` : text;
}

/** SQL text with its string literals blanked: values only ever appear as literals. */
function stripLiterals(query: string): string {
  return query.replace(/'(?:[^']|'')*'/g, "'…'").slice(0, 2000);
}

/** The stack's frames under a safe first line (the raw first lines repeat the message). */
function safeStack(stack: string, heading: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [heading, ...frames].join('\n');
}

/** An error (or anything logged as one) as a plain object fit for the log. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripParams(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return '[nested too deep]';
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const type =
    value instanceof Error
      ? value.constructor?.name || value.name
      : typeof source.type === 'string'
        ? source.type
        : undefined;
  if (type) out.type = type;
  if (source.message !== undefined) out.message = safeErrorMessage(source);
  if (typeof source.stack === 'string') {
    out.stack = safeStack(source.stack, `${type ?? 'Error'}: ${String(out.message ?? '')}`);
  }
  for (const [key, field] of Object.entries(source)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || key === 'type') continue;
    if (VALUE_FIELDS.has(key) || SECRET_NAME.test(key)) continue;
    out[key] = key === 'query' && typeof field === 'string' ? stripLiterals(field) : redact(field, depth + 1);
  }
  if (source.cause !== undefined) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** Any logged value: errors serialised safely, secret-named fields dropped, plain objects walked. */
function redact(value: unknown, depth: number): unknown {
  if (value instanceof Error) return serializeError(value, depth);
  if (typeof value === 'string') return stripParams(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  // Only plain objects: a request or socket is left to its own serializer.
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isSecretName(key)) continue;
    out[key] = key === 'err' || key === 'error' ? serializeError(field, depth + 1) : redact(field, depth + 1);
  }
  return out;
}

/** The logger's options for this: give them to every pino logger the app or a job writes with. */
export const safeLogOptions: Pick<LoggerOptions, 'serializers' | 'formatters' | 'hooks'> = {
  serializers: { err: (e: unknown) => serializeError(e) as Record<string, unknown> },
  formatters: { log: (object) => redact(object, 0) as Record<string, unknown> },
  hooks: {
    // pino takes the line's message from the error's own when none is given; give a safe one.
    logMethod(args, method) {
      const [first, ...rest] = args as unknown[];
      if (first instanceof Error && rest.length === 0) {
        return method.apply(this, [{ err: first }, safeErrorMessage(first)] as unknown as Parameters<
          typeof method
        >);
      }
      if (
        first !== null &&
        typeof first === 'object' &&
        'err' in first &&
        (first as { err?: unknown }).err &&
        rest.length === 0 &&
        !('msg' in first)
      ) {
        return method.apply(this, [
          first,
          safeErrorMessage((first as { err: unknown }).err),
        ] as unknown as Parameters<typeof method>);
      }
      return method.apply(this, args);
    },
  },
};
