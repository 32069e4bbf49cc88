import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { fillPath, operationsOf, type DocumentedOperation, type OpenApiDoc } from './openapi-support';

/**
 * Generated from /api/openapi.json: every operation that is not public refuses the wrong caller
 * (CONTRACT.md §4, §5) before it reads the body, whatever the body is: anonymous 401; a tenant on a
 * landlord's or an admin's call, a landlord on an admin's or a tenant's call, 403. A new route is
 * walked as soon as it is registered, because the document is made from the router.
 */
describe('who may call each operation: the wrong caller is refused whatever the body', () => {
  let t: TestApp;
  let operations: DocumentedOperation[];
  let tenant: string;
  let landlord: string;
  let mustChange: string;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.api({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
    operations = operationsOf(doc).filter(({ operation }) => operation['x-access'] !== 'public');
    tenant = (await t.signedIn({ userType: 'tenant' })).token;
    landlord = (await t.signedIn({ userType: 'landlord' })).token;
    mustChange = (await t.signedIn({ userType: 'admin', mustChangePassword: true })).token;
  });
  afterAll(() => t.close());

  /** The junk each operation is sent: a wrong JSON body, JSON that does not parse, and a wrong query. */
  const junkRequests = ({ method, path }: DocumentedOperation): InjectOptions[] => {
    const url = fillPath(path);
    if (method === 'GET') return [{ method, url: `${url}?limit=junk&offset=-1&junk=%00` }];
    const json = { 'content-type': 'application/json' };
    return [
      { method: method as 'POST', url, headers: json, payload: JSON.stringify({ junk: true }) },
      { method: method as 'POST', url, headers: json, payload: '{"junk": ' },
      { method: method as 'POST', url },
    ];
  };

  /** Sends every junk request of the operations at this access level; lists each answer that is not `status`. */
  const walk = async (levels: string[], token: string | undefined, status: number) => {
    const wrong: string[] = [];
    const walked = operations.filter(({ operation }) => levels.includes(operation['x-access']!));
    for (const op of walked) {
      for (const request of junkRequests(op)) {
        const res = await t.api({ ...request, token });
        if (res.statusCode !== status)
          wrong.push(
            `${op.method} ${op.path} (${request.payload ?? 'no body'}): ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        else expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
    }
    return { walked: walked.length, wrong };
  };

  it('answers an anonymous call to any signed-in operation with 401', async () => {
    const { walked, wrong } = await walk(['user', 'tenant', 'landlord', 'admin'], undefined, 401);
    expect(walked).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });

  it("answers a tenant's call to a landlord's or an admin's operation with 403", async () => {
    const { walked, wrong } = await walk(['landlord', 'admin'], tenant, 403);
    expect(walked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it("answers a landlord's call to an admin's or a tenant's operation with 403", async () => {
    const { walked, wrong } = await walk(['admin', 'tenant'], landlord, 403);
    expect(walked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('declares the level a role check needs: a signed-in call that refuses a role refuses it whatever the query', async () => {
    // A `user` route whose service refuses a tenant or a landlord (403) should say so in its access
    // level, or a junk query gets a 400 before the service ever looks at the caller.
    const wrong: string[] = [];
    const gets = operations.filter(
      ({ method, operation }) => method === 'GET' && operation['x-access'] === 'user',
    );
    for (const op of gets) {
      for (const [who, token] of [
        ['tenant', tenant],
        ['landlord', landlord],
      ] as const) {
        const clean = await t.api({ method: 'GET', url: fillPath(op.path), token });
        if (clean.statusCode !== 403) continue;
        const [junk] = junkRequests(op);
        const res = await t.api({ ...junk!, token });
        if (res.statusCode !== 403) wrong.push(`${op.path} as ${who}: ${res.statusCode} with a junk query`);
      }
    }
    expect(gets.length).toBeGreaterThan(3);
    expect(wrong).toEqual([]);
  });

  it('answers 403 to an account that must change its password, except on the calls that let it', async () => {
    // Logout is public; these two are signed-in calls such an account may still make.
    const allowed = ['GET /api/auth/user', 'POST /api/auth/change-password'];
    const before = operations;
    operations = before.filter(({ method, path }) => !allowed.includes(`${method} ${path}`));
    try {
      const { walked, wrong } = await walk(['user', 'tenant', 'landlord', 'admin'], mustChange, 403);
      expect(walked).toBe(before.length - allowed.length);
      expect(wrong).toEqual([]);
    } finally {
      operations = before;
    }
  });
});
