import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DbHandle } from '../../src/server/db/create-db';
import { createTestApp, PUBLIC_URL, type TestApp } from '../setup/test-app';
import { createTestDb } from '../setup/test-db';

/** Scripts in a page that are not loaded from a file: the site's CSP (script-src 'self') would block them. */
const inlineScripts = (html: string) => html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];

describe('the API reference at /api/docs while developing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is an HTML page for anyone, whose scripts are files under the site CSP', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await t.api({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="swagger-ui"');
      expect(inlineScripts(res.body)).toEqual([]);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    const page = (await t.api({ method: 'GET', url: '/api/docs' })).body;
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual(
      expect.arrayContaining([
        '/api/docs/static/swagger-ui-bundle.js',
        '/api/docs/static/swagger-initializer.js',
      ]),
    );
    for (const script of scripts) {
      const res = await t.api({ method: 'GET', url: script });
      expect(res.statusCode, script).toBe(200);
      expect(res.headers['content-type'], script).toContain('javascript');
    }
  });

  it('loads the same OpenAPI document the API serves', async () => {
    const initializer = await t.api({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const fromUi = await t.api({ method: 'GET', url: '/api/docs/json' });
    const served = await t.api({ method: 'GET', url: '/api/openapi.json' });
    expect(fromUi.statusCode).toBe(200);
    expect(fromUi.json()).toEqual(served.json());
  });
});

describe('the API reference in production (NODE_ENV=production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t.close());

  it('reads NODE_ENV=production from the environment', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({}).production).toBe(false);
  });

  it('is for admins only: 401 anonymous, 403 for a landlord or a tenant', async () => {
    const landlord = (await t.signedIn({ userType: 'landlord' })).token;
    const tenant = (await t.signedIn({ userType: 'tenant' })).token;
    const admin = (await t.signedIn({ userType: 'admin' })).token;
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/static/swagger-ui-bundle.js',
    ]) {
      expect((await t.api({ method: 'GET', url })).statusCode, `${url} anonymous`).toBe(401);
      expect((await t.api({ method: 'GET', url, token: landlord })).statusCode, `${url} landlord`).toBe(403);
      expect((await t.api({ method: 'GET', url, token: tenant })).statusCode, `${url} tenant`).toBe(403);
      expect((await t.api({ method: 'GET', url, token: admin })).statusCode, `${url} admin`).toBe(200);
    }
    const page = await t.api({ method: 'GET', url: '/api/docs', token: admin });
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('still serves /api/openapi.json to anyone', async () => {
    const res = await t.api({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0' });
  });
});

describe('the built site beside the reference', () => {
  let app: FastifyInstance;
  let dbHandle: DbHandle;
  let dir: string;
  beforeAll(async () => {
    // A built client: its file server and page fallback are registered, as in a deployment.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-docs-'));
    fs.mkdirSync(path.join(dir, 'client'));
    fs.writeFileSync(
      path.join(dir, 'client', 'index.html'),
      '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>',
    );
    dbHandle = await createTestDb();
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL, APP_SECRET: 'test-secret-test-secret' });
    app = await buildApp({ config, dbHandle, clientDir: path.join(dir, 'client') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dbHandle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does not answer /api/docs with the app shell, nor an unknown path under it', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('id="swagger-ui"');
    expect(docs.body).not.toContain('<div id="root">');
    // The built client's file server matches any GET path, so an anonymous caller meets the
    // signed-in default of /api/ first (401); either way the answer is JSON, never the app shell.
    const anonymous = await app.inject({ method: 'GET', url: '/api/docs/no-such-page' });
    expect(anonymous.headers['content-type']).toContain('application/json');
    expect([401, 404]).toContain(anonymous.statusCode);
    expect(anonymous.body).not.toContain('<div id="root">');
  });
});
