import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCompress } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/create-db';
import { publicVersion } from '../db/schema';
import { hasAnyControlCharacter } from './control-characters';
import { todayInLondon } from '@shared/dates';

/** An answer as sent: status, its own headers and the body, with compressed copies made once. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  /** False: send it, but do not keep it (a page rendered while one of its lookups failed). */
  keep?: boolean;
  /** The London day it was made for, when it says dates relative to today: stale the next day. */
  day?: string;
}

export interface PublicCache {
  /**
   * The answer kept under `key` while the public version is unchanged; otherwise `compute`'s,
   * kept for next time. Callers asking at once for a key not yet kept share one computation.
   */
  answer(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  /**
   * Sends an answer compressed as the client accepts, negotiated as @fastify/compress does
   * (q-values, `*`, `x-no-compression`), or as it is; a kept one sent to a visitor without a
   * session is offered at the front door for that address.
   */
  send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply;
  /**
   * The front door: before Fastify sees the request, a visitor's GET of an address whose kept
   * answer is still current gets exactly the bytes and headers it got last time. True when sent.
   */
  serveAtFront(request: IncomingMessage, response: ServerResponse): boolean;
  /** How many answers the front door has sent (the bench and the tests read it). */
  servedAtFront(): number;
  /** Reports the front door's answers since the last report (see FrontDoorOptions.onReport). */
  reportFrontDoor(): void;
  /** Reads the version now (after a change made here, so this instance shows it at once). */
  refresh(): Promise<void>;
  stop(): void;
}

/** Bytes kept, compressed copies included: about 150 rendered pages or many more JSON answers. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Answers kept at most, however small (an empty search is 2 bytes, and its key the visitor's). */
const MAX_ENTRIES = 10_000;
/** What an entry costs beyond its bytes: its key, headers and the objects around them. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** A version read longer ago than this is not trusted: the database may be away or stuck. */
const TRUST_VERSION_MS = 2000;
/** Below this an answer goes out as it is (as @fastify/compress would leave it). */
const COMPRESS_FROM_BYTES = 1024;

interface Entry {
  version: number;
  answer: Promise<CachedAnswer>;
  bytes: number;
  /** The answer, once computed and kept. */
  kept?: CachedAnswer;
}

/** An address served at the front door: the kept answer it showed, and the headers sent with it. */
interface FrontAddress {
  key: string;
  answer: CachedAnswer;
  /** Every header as the whole pipeline sent it, per content encoding, its length included. */
  headers: Record<Encoding, OutgoingHttpHeaders>;
}
type Encoding = 'br' | 'gzip' | 'identity';
/** Addresses the front door knows, at most: a search's address is the visitor's to choose. */
const MAX_FRONT_ADDRESSES = 10_000;

/**
 * Answers of the public lookups and pages, kept while what they show is unchanged (issue #19).
 * The database holds the version (public_version, bumped by a deferred trigger as a change to a
 * listed home, a photo or a site image commits); each instance reads it every `pollMs`
 * (config.publicCachePollMs), or before each answer when that is 0. Until a read succeeds, and
 * when none has for TRUST_VERSION_MS (the database away or stuck), nothing is served from here, so
 * an outage still answers 503. Keys are partly the visitor's to choose (a search), so the store
 * is bounded by bytes and by entries, least recently used first out.
 */
export function createPublicCache(db: Db, pollMs: number, options: FrontDoorOptions = {}): PublicCache {
  let version: number | null = null;
  let readAt = 0;
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.bytes + key.length + ENTRY_OVERHEAD_BYTES,
  });

  const readOnce = async () => {
    try {
      const [row] = await db
        .select({ version: publicVersion.version })
        .from(publicVersion)
        .where(eq(publicVersion.id, 1));
      const next = row?.version ?? 0;
      if (next !== version) entries.clear();
      version = next;
      readAt = performance.now();
    } catch {
      version = null;
      entries.clear();
    }
  };
  // One read at a time: callers meanwhile share it (a poll stuck on a busy pool is not repeated).
  let reading: Promise<void> | null = null;
  const read = () => {
    reading ??= readOnce().finally(() => {
      reading = null;
    });
    return reading;
  };
  /** The version, while a recent read vouches for it; else null (nothing is served from here). */
  const trusted = () => (version !== null && performance.now() - readAt < TRUST_VERSION_MS ? version : null);

  /** The key each kept answer is kept under (the front door finds the entry from the answer). */
  const keyOf = new WeakMap<CachedAnswer, string>();
  const front = new LRUCache<string, FrontAddress>({ max: MAX_FRONT_ADDRESSES });
  let closing = false;
  let frontAnswers = 0;
  /** Front-door answers per address since the last report. */
  let tally = new Map<string, number>();
  const report = () => {
    if (tally.size === 0) return;
    const counts = tally;
    tally = new Map();
    options.onReport?.(counts);
  };
  const reporter = options.onReport ? setInterval(report, options.reportMs ?? FRONT_REPORT_MS) : null;
  reporter?.unref();

  const timer = pollMs > 0 ? setInterval(() => void read(), pollMs) : null;
  timer?.unref();
  if (timer) void read();

  return {
    async answer(key, compute) {
      if (!timer) await read();
      const at = trusted();
      if (at === null) return compute();
      const kept = entries.get(key);
      if (kept && kept.version === at) return kept.answer;
      const answer = compute().then(withCompressedCopies);
      const entry: Entry = { version: at, answer, bytes: 0 };
      entries.set(key, entry);
      try {
        const done = await answer;
        // Sized once known; dropped if the version moved meanwhile (the next caller computes again).
        // Only whole pages and found records are kept: a 404 for any address is no one's to fill.
        if (version === at && entries.get(key) === entry && done.status === 200 && done.keep !== false) {
          entry.bytes = done.body.length + (done.brotli?.length ?? 0) + (done.gzip?.length ?? 0);
          entry.kept = done;
          keyOf.set(done, key);
          entries.set(key, entry);
        } else if (entries.get(key) === entry) entries.delete(key);
        return done;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    send(request, reply, answer) {
      void reply.status(answer.status).headers(answer.headers);
      const compressed = answer.brotli && answer.gzip;
      if (compressed) {
        void reply.header(
          'vary',
          answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
        );
      }
      const key = keyOf.get(answer);
      if (key !== undefined && !closing && request.method === 'GET' && isAnonymous(request.headers)) {
        front.set(request.url, {
          key,
          answer,
          headers: headersPerEncoding(reply.getHeaders() as OutgoingHttpHeaders, answer),
        });
      }
      const encoding = compressed ? acceptedEncoding(request.headers) : 'identity';
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.send(bodyFor(answer, encoding));
    },
    serveAtFront(request, response) {
      // Only while polling: with pollMs 0 every answer waits for a fresh read, which this cannot.
      if (!timer || closing || request.method !== 'GET' || !isAnonymous(request.headers)) return false;
      const at = trusted();
      const address = at === null ? undefined : front.get(request.url!);
      if (!address) return false;
      // Still what the pipeline would send: the same kept answer, current, made for today.
      const entry = entries.get(address.key);
      if (entry?.version !== at || entry.kept !== address.answer) return false;
      if (address.answer.day !== undefined && address.answer.day !== today()) return false;
      // CONTRACT.md §5 refuses a control character in a header: the pipeline answers that.
      if (hasAnyControlCharacter(request.rawHeaders)) return false;
      const encoding =
        address.answer.brotli && address.answer.gzip ? acceptedEncoding(request.headers) : 'identity';
      response.writeHead(address.answer.status, address.headers[encoding]);
      response.end(bodyFor(address.answer, encoding));
      frontAnswers += 1;
      tally.set(request.url!, (tally.get(request.url!) ?? 0) + 1);
      return true;
    },
    servedAtFront: () => frontAnswers,
    reportFrontDoor: report,
    refresh: read,
    stop: () => {
      closing = true;
      if (timer) clearInterval(timer);
      if (reporter) clearInterval(reporter);
      report();
    },
  };
}

export interface FrontDoorOptions {
  /**
   * Told every `reportMs` how many answers the front door sent to each address (the request log).
   * Counted, not a line each: a log line cost as much as the rest of a kept answer (issue #19).
   */
  onReport?: (counts: ReadonlyMap<string, number>) => void;
  /** Default FRONT_REPORT_MS. */
  reportMs?: number;
}

/**
 * The request log's line for a report: answers per path, without the query (which can carry a
 * token, as plugins/request-log.ts says), and their total. A list, not an object keyed by path:
 * the log drops keys named like secrets, and "/forgot-password" is one.
 */
export function frontDoorLogLine(counts: ReadonlyMap<string, number>): {
  method: 'GET';
  status: 200;
  paths: { path: string; answers: number }[];
  answers: number;
} {
  const byPath = new Map<string, number>();
  let answers = 0;
  for (const [url, n] of counts) {
    const path = url.split('?')[0]!;
    byPath.set(path, (byPath.get(path) ?? 0) + n);
    answers += n;
  }
  const paths = [...byPath].map(([path, n]) => ({ path, answers: n }));
  return { method: 'GET', status: 200, paths, answers };
}

/** How often the front door's answers are reported. */
export const FRONT_REPORT_MS = 10_000;

/** No bearer token and no session cookie: a visitor who sees what every visitor sees. */
function isAnonymous(headers: IncomingHttpHeaders): boolean {
  return headers.authorization === undefined && !SESSION_COOKIE_PATTERN.test(headers.cookie ?? '');
}
/** A `sid` cookie anywhere in the header (plugins/auth.ts's SESSION_COOKIE). */
const SESSION_COOKIE_PATTERN = /(?:^|[;,]\s*)sid=/;

function acceptedEncoding(headers: IncomingHttpHeaders): Encoding {
  const accepts = headers['accept-encoding'];
  if (!accepts || headers['x-no-compression'] !== undefined) return 'identity';
  return (negotiate(accepts, ['br', 'gzip', 'identity']) as Encoding | null) ?? 'identity';
}

function bodyFor(answer: CachedAnswer, encoding: Encoding): Buffer {
  return encoding === 'br' ? answer.brotli! : encoding === 'gzip' ? answer.gzip! : answer.body;
}

/** The headers the pipeline sent (security headers and all), completed for each encoding. */
function headersPerEncoding(sent: OutgoingHttpHeaders, answer: CachedAnswer): FrontAddress['headers'] {
  const { 'content-encoding': _encoding, 'content-length': _length, ...common } = sent;
  const withBody = (encoding: Encoding): OutgoingHttpHeaders => {
    const body = answer.brotli && answer.gzip ? bodyFor(answer, encoding) : answer.body;
    return {
      ...common,
      ...(encoding !== 'identity' && answer.brotli && answer.gzip ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    };
  };
  return { br: withBody('br'), gzip: withBody('gzip'), identity: withBody('identity') };
}

/** Today in London, worked out at most once a second (the front door asks on every page). */
let todayAt = 0;
let todayIs = '';
function today(): string {
  const now = Date.now();
  if (now - todayAt >= 1000) {
    todayIs = todayInLondon(new Date(now));
    todayAt = now;
  }
  return todayIs;
}

/** Compressed on libuv's threads: Brotli at quality 9 on a 136 KB page takes ~100 ms of CPU. */
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

async function withCompressedCopies(answer: CachedAnswer): Promise<CachedAnswer> {
  if (answer.status !== 200 || answer.body.length < COMPRESS_FROM_BYTES) return answer;
  const [brotliCopy, gzipCopy] = await Promise.all([
    brotli(answer.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    }),
    gzip(answer.body, { level: 9 }),
  ]);
  return { ...answer, brotli: brotliCopy, gzip: gzipCopy };
}

/** A JSON answer to keep: the body serialised once. */
export const jsonAnswer = (value: unknown, headers: Record<string, string> = {}): CachedAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify(value)),
});
