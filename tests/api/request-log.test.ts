import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DbHandle } from '../../src/server/db/create-db';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { safeLogOptions } from '../../src/server/lib/log-safety';
import { frontDoorLogLine } from '../../src/server/lib/public-cache';
import { PUBLIC_URL } from '../setup/test-app';
import { createTestDb } from '../setup/test-db';

/**
 * The request log: a line per request (plugins/request-log.ts), and the front door's answers (lib/public-cache.ts, ADR 0017) as counts
 * per path every few seconds, not a line per answer (a line cost as much as the answer itself,
 * issue #19); the query is left out of both.
 */
describe('the request log', () => {
  let app: FastifyInstance;
  let dbHandle: DbHandle;
  let dataDir: string;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  const log = () => pino({ ...safeLogOptions, level: 'info', base: { pid: process.pid } }, sink);
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
      logger: log(),
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

  it('writes a line per request, without the query', async () => {
    lines.length = 0;
    const response = await fetch(`${base}/api/health?token=not-for-the-log`);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [line] = messages('request');
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      method: 'GET',
      path: '/api/health',
      status: 200,
      msg: 'request',
    });
    expect(typeof line!.time).toBe('number');
    expect(typeof line!.reqId).toBe('string');
    expect(typeof line!.ms).toBe('number');
    expect(JSON.stringify(line)).not.toContain('not-for-the-log');
    // The same keys in the same order as pino writes through the request's own logger.
    lines.length = 0;
    log().child({ reqId: 'req-1' }).info({ method: 'GET', path: '/', status: 200, ms: 1 }, 'request');
    expect(Object.keys(line!)).toEqual(Object.keys(lines[0]!));
  });

  it("writes the signed-in user's id, and any path as valid JSON", async () => {
    const [user] = await dbHandle.db
      .insert(users)
      .values({
        username: 'log.reader',
        email: 'log.reader@example.test',
        fullName: 'Log Reader',
        userType: 'landlord',
        role: 'user',
        status: 'approved',
        mustChangePassword: false,
        passwordHash: await hashPassword('Correct-Horse-Battery-9'),
      })
      .returning();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'log.reader', password: 'Correct-Horse-Battery-9' }),
    });
    const { token } = (await login.json()) as { token: string };
    lines.length = 0;
    await fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    // A path as a client may send it, raw: a quote and a backslash are written escaped, and the
    // line stays one valid JSON object. (Node refuses bytes past ASCII and control characters.)
    const oddPath = '/api/x"y\\z';
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () => {
        socket.end(Buffer.from(`GET ${oddPath} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 'latin1'));
      });
      socket
        .on('data', () => {})
        .on('end', resolve)
        .on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [signedIn, odd] = messages('request');
    expect(signedIn).toMatchObject({ path: '/api/auth/user', status: 200, userId: user!.id });
    expect(odd).toMatchObject({ status: 404 });
    expect(odd).not.toHaveProperty('userId');
    expect(odd!.path).toBe(oddPath);
  });

  it('writes no request line when the log is set above info', async () => {
    app.log.level = 'warn';
    try {
      lines.length = 0;
      await fetch(`${base}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(messages('request')).toHaveLength(0);
    } finally {
      app.log.level = 'info';
    }
  });

  it('counts its answers per path, without the query, and writes no line for each', async () => {
    const get = (url: string) => fetch(`${base}${url}`).then((response) => response.arrayBuffer());
    await get('/api/listings?limit=2&ref=secret-ref'); // through the pipeline: kept
    await get('/api/listings?limit=3'); // another address, kept too
    const before = app.systemCtx.publicCache.servedAtFront();
    const requestLines = messages('request').length;
    for (let i = 0; i < 3; i += 1) await get('/api/listings?limit=2&ref=secret-ref');
    await get('/api/listings?limit=3');
    expect(app.systemCtx.publicCache.servedAtFront()).toBe(before + 4);
    expect(messages('request')).toHaveLength(requestLines);

    app.systemCtx.publicCache.reportFrontDoor();
    const [report] = messages('kept public answers sent');
    expect(report).toMatchObject({
      method: 'GET',
      status: 200,
      paths: [{ path: '/api/listings', answers: 4 }],
      answers: 4,
    });
    expect(JSON.stringify(report)).not.toContain('secret-ref');

    // Reported once: the next report holds only what came after it.
    app.systemCtx.publicCache.reportFrontDoor();
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
