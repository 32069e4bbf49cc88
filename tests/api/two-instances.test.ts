import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/server/db/create-db';
import { outbox, properties } from '../../src/server/db/schema';
import { DEMO_ACCOUNTS, seedDemo } from '../../src/server/db/seed/demo';
import { createS3Storage } from '../../src/server/lib/storage';
import { startS3Server } from '../setup/s3-server';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { startSmtp } from '../setup/smtp-sink';
import { createPgTestDatabase } from '../setup/test-db';
import { image, multipart } from '../setup/uploads';

const quiet = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;
const landlord = DEMO_ACCOUNTS.find((a) => a.userType === 'landlord')!;

/**
 * CONTRACT.md §1 "several instances": two real server processes on one PostgreSQL and one S3
 * store (s3rver on loopback, not a mock), started at the same moment on demo data whose reminders
 * are due, so their start-up jobs and outbox senders race each other. PostgreSQL only: the
 * embedded database belongs to one process.
 */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL and one S3 store', () => {
  let work: string;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: Awaited<ReturnType<typeof createPgTestDatabase>>;
  let db: DbHandle;
  let a: ServerProcess;
  let b: ServerProcess;

  const call = (server: ServerProcess, url: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${server.url}${url}`, {
      ...init,
      headers: {
        ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  const signIn = async (server: ServerProcess) => {
    const res = await call(server, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: landlord.username, password: landlord.password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const settled = async () => {
    // Every queued message has been sent (or given up on) by one of the two senders.
    for (let i = 0; i < 120; i += 1) {
      const waiting = await db.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.status, ['queued', 'sending']));
      if (waiting.length === 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the outbox did not empty within 60 s');
  };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-two-'));
    s3 = await startS3Server(work, ['shared']);
    smtp = await startSmtp();
    database = await createPgTestDatabase();
    db = await createDb({ databaseUrl: database.url });
    // The demo data goes in before either instance runs, so both find the same due reminders.
    await seedDemo(db.db, createS3Storage(s3.settings('shared')), quiet);
    const env = (name: string) => ({
      ...s3.env('shared'),
      DATABASE_URL: database.url,
      DATA_DIR: path.join(work, name),
      APP_SECRET: 'two-instances-secret-two-instances',
      PUBLIC_URL: 'http://lettings.example.test',
      SMTP_URL: smtp.url,
      SEED_DEMO: '0',
    });
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await database?.drop();
    await smtp?.close();
    await s3?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('a session made on one works on the other, and a logout on either ends it on both', async () => {
    const token = await signIn(a);
    const onB = await call(b, '/api/auth/user', { token });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { username: string } }).user.username).toBe(landlord.username);

    expect((await call(b, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(a, '/api/auth/user', { token })).status).toBe(401);
    expect((await call(b, '/api/auth/user', { token })).status).toBe(401);
  });

  it('a photo uploaded through one downloads through the other, byte for byte', async () => {
    const token = await signIn(a);
    const mine = (await (await call(b, '/api/landlord/properties', { token })).json()) as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    const picture = await image('jpeg', 320, 240);
    const form = multipart([
      { name: 'altText', value: 'The garden from the kitchen' },
      { name: 'file', filename: 'garden.jpg', contentType: 'image/jpeg', data: picture },
    ]);
    const uploaded = await call(a, `/api/properties/${mine[0]!.id}/photos`, {
      method: 'POST',
      token,
      headers: form.headers,
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };

    const fromA = await call(a, `/api/photos/${id}/file`, { token });
    const fromB = await call(b, `/api/photos/${id}/file`, { token });
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('a change to a listed home shows on both within a second (their public caches poll one version)', async () => {
    const titles = async (server: ServerProcess) =>
      ((await (await call(server, '/api/listings')).json()) as { id: number; title: string }[]).map(
        (l) => l.title,
      );
    const [home] = await db.db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(and(eq(properties.isListed, true), eq(properties.status, 'vacant')))
      .limit(1);
    expect(home).toBeDefined();
    await Promise.all([titles(a), titles(b)]); // both keep the list now
    await db.db
      .update(properties)
      .set({ title: 'Renamed by another writer' })
      .where(eq(properties.id, home!.id));
    const changedAt = Date.now();
    for (const server of [a, b]) {
      while (!(await titles(server)).includes('Renamed by another writer')) {
        expect(Date.now() - changedAt).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });

  it('rate limits count calls to both: the contact form takes three messages an hour from one e-mail', async () => {
    const send = (server: ServerProcess) =>
      call(server, '/api/contact', {
        method: 'POST',
        body: JSON.stringify({
          name: 'Rhian Evans',
          email: 'rhian.evans@example.com',
          phone: '07700 900123',
          inquiryType: 'general',
          message: 'Do you manage flats in Pontcanna?',
        }),
      });
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await send(server)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('the start-up jobs and the two outbox senders send every message exactly once', async () => {
    await settled();
    const queued = await db.db
      .select({ id: outbox.id, template: outbox.template, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.channel, 'email'));
    // The demo's due reminders, queued by both instances' start-up jobs, beside the contact e-mails.
    const fromJobs = queued.filter((row) => !row.template.startsWith('contact-'));
    expect(fromJobs.length).toBeGreaterThan(0);
    expect(queued.filter((row) => row.status !== 'sent')).toEqual([]);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(queued.length);
  });
});
