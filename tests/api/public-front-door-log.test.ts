import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DbHandle } from '../../src/server/db/create-db';
import { safeLogOptions } from '../../src/server/lib/log-safety';
import { frontDoorLogLine } from '../../src/server/lib/public-cache';
import { PUBLIC_URL } from '../setup/test-app';
import { createTestDb } from '../setup/test-db';

/**
 * What the request log says of the front door's answers (lib/public-cache.ts, ADR 0017): counts per
 * path every few seconds, not a line per answer (a line cost as much as the answer itself, issue
 * #19); the query is left out, as the request log leaves it out.
 */
describe('the front door in the request log', () => {
  let app: FastifyInstance;
  let dbHandle: DbHandle;
  let dataDir: string;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      callback();
    },
  });
  const messages = (msg: string) => lines.filter((line) => line.msg === msg);

  beforeAll(async () => {
    dbHandle = await createTestDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-front-log-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, APP_SECRET: 'test-secret-test-secret' }),
      publicCachePollMs: 100,
    };
    app = await buildApp({
      config,
      dbHandle,
      logger: pino({ ...safeLogOptions, level: 'info' }, sink),
      clientDir: path.join(dataDir, 'no-client'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await new Promise((resolve) => setTimeout(resolve, 250)); // the poller has read the version
  });
  afterAll(async () => {
    await app.close();
    await dbHandle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts its answers per path, without the query, and writes no line for each', async () => {
    const get = (url: string) => fetch(`${base}${url}`).then((response) => response.arrayBuffer());
    await get('/api/listings?limit=2&ref=secret-ref'); // through the pipeline: kept
    await get('/api/listings?limit=3'); // another address, kept too
    const before = app.ctx.publicCache.servedAtFront();
    const requestLines = messages('request').length;
    for (let i = 0; i < 3; i += 1) await get('/api/listings?limit=2&ref=secret-ref');
    await get('/api/listings?limit=3');
    expect(app.ctx.publicCache.servedAtFront()).toBe(before + 4);
    expect(messages('request')).toHaveLength(requestLines);

    app.ctx.publicCache.reportFrontDoor();
    const [report] = messages('kept public answers sent');
    expect(report).toMatchObject({
      method: 'GET',
      status: 200,
      paths: [{ path: '/api/listings', answers: 4 }],
      answers: 4,
    });
    expect(JSON.stringify(report)).not.toContain('secret-ref');

    // Reported once: the next report holds only what came after it.
    app.ctx.publicCache.reportFrontDoor();
    expect(messages('kept public answers sent')).toHaveLength(1);
  });

  it('keeps a path named like a secret (the log drops such keys, not list items)', () => {
    const counts = new Map([
      ['/forgot-password?email=someone', 2],
      ['/forgot-password', 1],
      ['/', 5],
    ]);
    expect(frontDoorLogLine(counts)).toEqual({
      method: 'GET',
      status: 200,
      paths: [
        { path: '/forgot-password', answers: 3 },
        { path: '/', answers: 5 },
      ],
      answers: 8,
    });
  });
});
