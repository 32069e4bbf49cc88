/** No SMTP password in any log line. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL } from '../../../../../tests/setup/test-app';
import { createTestDb } from '../../../../../tests/setup/test-db';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  WRONG_PASSWORD,
  expectNoPassword,
  settingsFor,
} from '../../../../../tests/setup/worlds/email';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { safeLogOptions } from '../../../lib/log-safety';
import type { DbHandle } from '../../../db/create-db';
import { outbox, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { startAuthSmtp, type AuthSmtp } from '../../../../../tests/support/auth-smtp-server';

describe('no password in any log line', () => {
  let app: FastifyInstance;
  let dbHandle: DbHandle;
  let dataDir: string;
  let smtp: AuthSmtp;
  const lines: string[] = [];

  beforeAll(async () => {
    smtp = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    dbHandle = await createTestDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-email-logs-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, APP_SECRET: 'test-secret-test-secret' }),
      allowPrivateHosts: true,
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    // The logger main.ts builds, so the test sees what production would write.
    const logger = pino({ ...safeLogOptions, level: 'trace' }, sink);
    app = await buildApp({ config, dbHandle, logger, clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dbHandle.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('configuring (wrong password, then right), the status and a test e-mail log nothing secret', async () => {
    const [user] = await dbHandle.db
      .insert(users)
      .values({
        username: 'log.admin',
        email: 'log.admin@example.test',
        fullName: 'Log Admin',
        userType: 'admin',
        role: 'admin',
        status: 'approved',
        passwordHash: await hashPassword('Admin-Pass-2468'),
      })
      .returning();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user!.username, password: 'Admin-Pass-2468', rememberMe: false },
    });
    const token = login.json().token as string;
    const send = (url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
      app.inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    const wrong = await send('/api/email/configure', settingsFor(smtp, { password: WRONG_PASSWORD }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/did not accept the username or password/);
    const right = await send('/api/email/configure', settingsFor(smtp));
    expect(right.statusCode).toBe(200);
    const state = await send('/api/email/status');
    const test = await send('/api/email/test', { recipient: 'logs@example.test' });
    expect(test.statusCode).toBe(200);

    for (const res of [wrong, right, state, test]) expectNoPassword(res.body);
    const log = lines.join('');
    // The calls were logged (one line each), just never with the password.
    expect(log).toContain('/api/email/configure');
    expect(log).toContain('/api/email/test');
    expectNoPassword(log);
    const rows = await dbHandle.db.select().from(outbox);
    expectNoPassword(JSON.stringify(rows));
  });
});
