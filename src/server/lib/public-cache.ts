import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/create-db';
import { publicVersion } from '../db/schema';

/** An answer as sent: status, its own headers and the body, with compressed copies made once. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  /** False: send it, but do not keep it (a page rendered while one of its lookups failed). */
  keep?: boolean;
}

export interface PublicCache {
  /**
   * The answer kept under `key` while the public version is unchanged; otherwise `compute`'s,
   * kept for next time. Callers asking at once for a key not yet kept share one computation.
   */
  answer(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
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
}

/**
 * Answers of the public lookups and pages, kept while what they show is unchanged (issue #19).
 * The database holds the version (public_version, bumped by a deferred trigger as a change to a
 * listed home, a photo or a site image commits); each instance reads it every `pollMs`
 * (config.publicCachePollMs), or before each answer when that is 0. Until a read succeeds, and
 * when none has for TRUST_VERSION_MS (the database away or stuck), nothing is served from here, so
 * an outage still answers 503. Keys are partly the visitor's to choose (a search), so the store
 * is bounded by bytes and by entries, least recently used first out.
 */
export function createPublicCache(db: Db, pollMs: number): PublicCache {
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
          entries.set(key, entry);
        } else if (entries.get(key) === entry) entries.delete(key);
        return done;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    refresh: read,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}

function withCompressedCopies(answer: CachedAnswer): CachedAnswer {
  if (answer.status !== 200 || answer.body.length < COMPRESS_FROM_BYTES) return answer;
  return {
    ...answer,
    brotli: brotliCompressSync(answer.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    }),
    gzip: gzipSync(answer.body, { level: 9 }),
  };
}

/**
 * Sends a kept answer compressed as the client accepts, negotiated as @fastify/compress does
 * (q-values, `*`, `x-no-compression`), or as it is.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  void reply.status(answer.status).headers(answer.headers);
  if (!answer.brotli || !answer.gzip) return reply.send(answer.body);
  void reply.header(
    'vary',
    answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
  );
  const accepts = request.headers['accept-encoding'];
  const encoding =
    accepts && request.headers['x-no-compression'] === undefined
      ? negotiate(accepts, ['br', 'gzip', 'identity'])
      : null;
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(answer.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.body);
}

/** A JSON answer to keep: the body serialised once. */
export const jsonAnswer = (value: unknown, headers: Record<string, string> = {}): CachedAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify(value)),
});
