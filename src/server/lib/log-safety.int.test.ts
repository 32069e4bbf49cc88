/**
 * A failed insert logs no parameter values: no password hash, no e-mail address, no row detail
 * (CONTRACT.md §1). The real app and database, with the logger's output captured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_URL } from '../../../tests/setup/test-app';
import { createTestDb } from '../../../tests/setup/test-db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/create-db';
import { users } from '../db/schema';
import { safeLogOptions, serializeError } from './log-safety';
import { hashPassword } from './passwords';

describe('database errors in the log', () => {
  let app: FastifyInstance;
  let dbHandle: DbHandle;
  let dataDir: string;
  const lines: string[] = [];
  const output = () => lines.join('');
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  const log = pino({ ...safeLogOptions, level: 'trace' }, sink);

  beforeAll(async () => {
    dbHandle = await createTestDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-log-safety-'));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, APP_SECRET: 'test-secret-test-secret' });
    app = await buildApp({ config, dbHandle, logger: log, clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dbHandle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  /** A user insert that fails on the unique username, as Drizzle throws it. */
  async function failedInsert(hash: string): Promise<Error> {
    const values = {
      username: 'twice.over',
      email: 'twice.over@example.test',
      fullName: 'Twice Over',
      userType: 'tenant' as const,
      passwordHash: hash,
    };
    await dbHandle.db
      .insert(users)
      .values(values)
      .onConflictDoNothing()
      .catch(() => {});
    return dbHandle.db
      .insert(users)
      .values({ ...values, email: 'second.try@example.test' })
      .then(
        () => {
          throw new Error('the insert should have failed');
        },
        (error: Error) => error,
      );
  }

  it('a route whose insert fails answers 500 and logs the error without the hash, the values or the row', async () => {
    // A rule only this test's database has, so registering "Break The Insert" fails in the database.
    await dbHandle.db.execute(
      sql.raw(`alter table users add constraint log_test_check check (full_name <> 'Break The Insert')`),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '192.0.2.80',
      payload: {
        username: 'breaker',
        password: 'Quiet-Harbour-77',
        email: 'breaker.secret@example.test',
        userType: 'tenant',
        fullName: 'Break The Insert',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/insert|argon|params/i);

    const errorLine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.err);
    expect(errorLine).toBeDefined();
    // What helps: the SQLSTATE and the constraint, and the query text with placeholders.
    expect(JSON.stringify(errorLine)).toContain('23514');
    expect(JSON.stringify(errorLine)).toContain('log_test_check');
    expect((errorLine!.err as { query: string }).query).toMatch(
      /^insert into "users" .*values \(default, \$1, /,
    );
    // What must not be there: the hash, any value sent, the row detail.
    const text = output();
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain('breaker.secret@example.test');
    expect(text).not.toContain('Break The Insert');
    expect(text).not.toMatch(/"params"|"detail"|Failing row/);
  });

  it('the unique violation of a user insert, however it is logged, shows no parameter', async () => {
    const hash = await hashPassword('Hidden-Harbour-58');
    const error = await failedInsert(hash);
    // The error itself does carry the hash: that is what must not reach the log.
    expect(`${error.message} ${JSON.stringify(pino.stdSerializers.err(error))}`).toContain(hash);

    log.error({ err: error }, 'insert failed');
    log.error(error);
    log.warn({ err: { message: error.message } }, 'sender failed');
    log.warn({
      err: error.message,
      user: { email: 'x@example.test', passwordHash: hash, resetToken: 'abc' },
    });
    const text = output();
    expect(lines).toHaveLength(4);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('second.try@example.test');
    expect(text).not.toContain('"passwordHash"');
    expect(text).not.toContain('resetToken');
    expect(text).toContain('[parameters not logged]');
    expect(text).toContain('23505');
  });

  it('serializeError keeps the type, code, constraint and stack frames, and drops params, detail and secret-named fields', async () => {
    const hash = await hashPassword('Hidden-Harbour-59');
    const error = await failedInsert(hash);
    const safe = serializeError(error) as Record<string, unknown> & { cause?: Record<string, unknown> };
    expect(safe.type).toBe('DrizzleQueryError');
    expect(safe).not.toHaveProperty('params');
    expect(safe.message).toMatch(/^Failed query: insert into "users".* \[parameters not logged\]$/s);
    expect(String(safe.stack)).toMatch(/\n\s+at /);
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'users_username_lower_idx' });
    expect(safe.cause).not.toHaveProperty('detail');
    expect(JSON.stringify(safe)).not.toContain(hash);
    expect(
      serializeError(Object.assign(new Error('boom'), { apiToken: 't', clientSecret: 's', statusCode: 502 })),
    ).toMatchObject({ type: 'Error', message: 'boom', statusCode: 502 });
  });
});
