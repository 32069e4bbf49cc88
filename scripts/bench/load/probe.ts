/**
 * Bench-only preload for `npm run bench:load` (issue #19): the product is started with
 * `--import` of this file, so its event-loop delay and memory are read from inside without any
 * change to the product. Each SIGUSR2 writes what was seen since the previous one as JSON to
 * BENCH_PROBE_FILE (written aside and renamed, so a reader never sees half of it) and starts a
 * new window: the bench signals once before its measured window and once after it.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeSnapshot {
  /** 1 for the first signal, 2 for the second…: the bench waits for the one it asked for. */
  seq: number;
  /** Over the window since the previous signal (or the start). */
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  eventLoopDelayMeanMs: number;
  /** At the moment of the signal. */
  rssMB: number;
  heapUsedMB: number;
}

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let seq = 0;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
  process.on('SIGUSR2', () => {
    seq += 1;
    const memory = process.memoryUsage();
    const snapshot: ProbeSnapshot = {
      seq,
      eventLoopDelayP99Ms: ms(delay.percentile(99)),
      eventLoopDelayMaxMs: ms(delay.max),
      eventLoopDelayMeanMs: ms(delay.mean),
      rssMB: mb(memory.rss),
      heapUsedMB: mb(memory.heapUsed),
    };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    fs.renameSync(`${file}.tmp`, file);
    delay.reset();
  });
}
