import pino from 'pino';

/** Log lines wait for a block this big, or for the flush interval. */
const BLOCK_BYTES = 4096;
const FLUSH_MS = 1000;

/** What pino asks of a destination: `flush` for logger.flush(), `flushSync` after a fatal line. */
export interface LogDestination {
  write(line: string): void;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

/**
 * Where the product's log goes (a file descriptor or a path): written in blocks of 4 KB, not a
 * blocking write per line, since a line per request cost more than the rest of a cached answer
 * (issue #19). What waits goes out within a second, and pino's destination writes what is left
 * when the process exits.
 *
 * The block is kept as Buffers: sonic-boom's text mode measures the whole waiting block on every
 * line (Buffer.byteLength of a growing string), 1.5 µs a line against 0.5 µs this way.
 */
export function logDestination(dest: number | string): LogDestination {
  const boom = pino.destination({ dest, sync: false, minLength: BLOCK_BYTES, contentMode: 'buffer' });
  setInterval(() => boom.flush(), FLUSH_MS).unref();
  return {
    write: (line) => void boom.write(Buffer.from(line) as unknown as string),
    flush: (callback) => boom.flush(callback),
    flushSync: () => boom.flushSync(),
  };
}
