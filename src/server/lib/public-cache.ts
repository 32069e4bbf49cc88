import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * (config.publicCachePollMs), or before each answer when that is 0. Until a read succeeds, or while the database does not answer, nothing is
 * served from here, so an outage still answers 503. Keys are the visitor's to choose (a search),
 * so the store is bounded by bytes, least recently used first out.
 */
export function createPublicCache(db: Db, pollMs: number): PublicCache {
  let version: number | null = null;
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });

  const read = async () => {
    try {
      const [row] = await db
        .select({ version: publicVersion.version })
        .from(publicVersion)
        .where(eq(publicVersion.id, 1));
      const next = row?.version ?? 0;
      if (next !== version) entries.clear();
      version = next;
    } catch {
      version = null;
      entries.clear();
    }
  };
  const timer = pollMs > 0 ? setInterval(() => void read(), pollMs) : null;
  timer?.unref();
  if (timer) void read();

  return {
    async answer(key, compute) {
      if (!timer) await read();
      const at = version;
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
        if (version === at && entries.get(key) === entry && done.status === 200) {
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

/** Sends a kept answer, compressed as the client accepts (Brotli, then gzip), or as it is. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  void reply.status(answer.status).headers(answer.headers);
  if (answer.brotli || answer.gzip)
    void reply.header(
      'vary',
      answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
    );
  if (answer.brotli && /\bbr\b/.test(accepts))
    return reply.header('content-encoding', 'br').send(answer.brotli);
  if (answer.gzip && /\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.body);
}

/** A JSON answer to keep: the body serialised once. */
export const jsonAnswer = (value: unknown, headers: Record<string, string> = {}): CachedAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify(value)),
});
