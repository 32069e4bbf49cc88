import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { Db, DbHandle } from '../../src/server/db/create-db';
import { outbox, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import type { Locale } from '../../src/shared/i18n/locale';
import type { PublicUser, Role, UserStatus, UserType } from '../../src/shared/users';
import { createTestDb } from './test-db';

export const PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_PASSWORD = 'Tr1cky-Lettings-Pass';

let cachedHash: Promise<string> | undefined;
let counter = 0;

/** A signed-in user of a test: the account (with its password) and a bearer token. */
export type Signed = { user: PublicUser & { password: string }; token: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dbHandle: DbHandle;
  config: AppConfig;
  /** An inject call, with a bearer token when given. */
  api: (options: InjectOptions & { token?: string | undefined }) => Promise<LightMyRequestResponse>;
  /** A JSON call: method, path, the caller's token (none: signed out) and a body when given. */
  call: (method: Method, url: string, token?: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  createUser: (overrides?: Partial<NewUser>) => Promise<PublicUser & { password: string }>;
  /** Creates a user and signs them in. */
  signedIn: (overrides?: Partial<NewUser>) => Promise<Signed>;
  login: (username: string, password: string, rememberMe?: boolean) => Promise<LightMyRequestResponse>;
  /** The outbox rows for a recipient (of one template, when named), newest first. */
  mailsTo: (email: string, template?: string) => Promise<(typeof outbox.$inferSelect)[]>;
  close: () => Promise<void>;
}

export interface NewUser {
  username: string;
  email: string;
  fullName: string;
  userType: UserType;
  role: Role;
  status: UserStatus;
  password: string;
  mustChangePassword: boolean;
  language: Locale;
}

/** Builds the real app in-process on a fresh database for one test file. */
export async function createTestApp(configOverrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dbHandle = await createTestDb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-api-'));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, APP_SECRET: 'test-secret-test-secret' }),
    // Tests write rows directly and read at once: the public cache reads its version every time
    // (tests/api/public-cache.test.ts proves the polling every instance runs in production).
    publicCachePollMs: 0,
    ...configOverrides,
  };
  const app = await buildApp({ config, dbHandle, clientDir: path.join(dataDir, 'no-client') });
  await app.ready();
  const db = dbHandle.db;

  const api: TestApp['api'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const call: TestApp['call'] = (method, url, token, payload) =>
    api({
      method,
      url,
      token,
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });

  const createUser: TestApp['createUser'] = async (overrides = {}) => {
    counter += 1;
    const suffix = `${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
    const password = overrides.password ?? DEFAULT_PASSWORD;
    cachedHash ??= hashPassword(DEFAULT_PASSWORD);
    const passwordHash = password === DEFAULT_PASSWORD ? await cachedHash : await hashPassword(password);
    const userType = overrides.userType ?? 'landlord';
    const [row] = await db
      .insert(users)
      .values({
        username: overrides.username ?? `user${suffix}`,
        email: overrides.email ?? `user${suffix}@example.test`,
        fullName: overrides.fullName ?? `Test User ${counter}`,
        userType,
        role: overrides.role ?? (userType === 'admin' ? 'admin' : 'user'),
        status: overrides.status ?? 'approved',
        mustChangePassword: overrides.mustChangePassword ?? false,
        language: overrides.language ?? 'en',
        passwordHash,
      })
      .returning();
    const { toPublicUser } = await import('../../src/server/modules/users/user.presenter');
    return { ...toPublicUser(row!), password };
  };

  const login: TestApp['login'] = (username, password, rememberMe = false) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, rememberMe } });

  const signedIn: TestApp['signedIn'] = async (overrides) => {
    const user = await createUser(overrides);
    const res = await login(user.username, user.password);
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return { user, token: res.json().token as string };
  };

  const mailsTo: TestApp['mailsTo'] = (email, template) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), template ? eq(outbox.template, template) : undefined))
      .orderBy(desc(outbox.id));

  return {
    app,
    db,
    dbHandle,
    config,
    api,
    call,
    createUser,
    signedIn,
    login,
    mailsTo,
    close: async () => {
      await app.close();
      await dbHandle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The token and user id of the link in a reset or invitation e-mail body. */
export function linkFromMail(text: string): { token: string; userId: number; url: string } {
  const match = /(https?:\/\/\S+\/reset-password\?token=([^&\s]+)&userId=(\d+))/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text.slice(0, 200)}`);
  return { url: match[1]!, token: decodeURIComponent(match[2]!), userId: Number(match[3]) };
}
