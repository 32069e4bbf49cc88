import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_LEVELS } from '../../src/server/lib/access';
import { API_TAGS, accessOf, documentedRoutes, routeSchemaProblems } from '../../src/server/plugins/api-docs';
import { createTestApp, type TestApp } from '../setup/test-app';
import { operationsOf, registeredRoutes, toRouterPath, type OpenApiDoc } from './openapi-support';

/** Issue 16: the API describes itself, from the Zod schemas the routes validate with. */
describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.api({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApiDoc>();
  });
  afterAll(() => t.close());

  const operations = () => operationsOf(doc);

  it('is public JSON, a valid OpenAPI 3.1 document', async () => {
    const res = await t.api({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every API call the router holds, and only those', () => {
    const fromRouter = registeredRoutes(t.app).filter(
      (route) => route.split(' ')[1]!.startsWith('/api/') && !route.split(' ')[1]!.startsWith('/api/docs'),
    );
    const fromDocument = operations().map(({ method, path }) => `${method} ${toRouterPath(path)}`);
    expect(fromRouter.length).toBeGreaterThan(90);
    expect([...fromDocument].sort()).toEqual([...new Set(fromRouter)].sort());
  });

  it('finds a schema for every API route: a summary, its path parameters, its body and its answer', () => {
    const routes = documentedRoutes(t.app);
    expect(routes.length).toBe(operations().length);
    expect(routes.flatMap((route) => routeSchemaProblems(route))).toEqual([]);
  });

  it('refuses a route that cannot be described from its schemas', () => {
    const bare = { method: 'GET', url: '/api/things/:id', schema: {}, config: {} } as const;
    expect(routeSchemaProblems(bare)).toEqual([
      'GET /api/things/:id: no schema.summary',
      'GET /api/things/:id: path parameters without schema.params',
      'GET /api/things/:id: no success answer in config.answers',
    ]);
    const write = {
      method: 'POST',
      url: '/api/things',
      schema: { summary: 'Add a thing' },
      config: { answers: { 201: 'The thing.' } },
    } as const;
    expect(routeSchemaProblems(write)).toEqual([
      'POST /api/things: neither a JSON schema.body, nor config.upload (multipart), nor config.noBody',
    ]);
    expect(routeSchemaProblems({ ...write, schema: { ...write.schema, body: z.object({}) } })).toEqual([]);
    expect(
      routeSchemaProblems({
        ...write,
        config: { ...write.config, upload: { file: 'file', fileDescription: 'x' } },
      }),
    ).toEqual([]);
  });

  it('gives every operation a summary, a tag from the list, who may call it, and its answers', () => {
    const tags = new Set<string>(API_TAGS.map((tag) => tag.name));
    expect(doc.tags?.map((tag) => tag.name)).toEqual([...tags]);
    for (const { method, path, operation } of operations()) {
      const name = `${method} ${path}`;
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(tags.has(tag), `${name}: tag ${tag}`).toBe(true);
      expect(ACCESS_LEVELS, name).toContain(operation['x-access']);
      expect(operation.description, name).toContain('**Who may call it:**');
      const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      expect(success.length, `${name}: a success answer`).toBe(1);
      expect(operation.responses[success[0]!]!.description, name).not.toBe('Default Response');
      expect(Object.keys(operation.responses[success[0]!]!.content ?? {}).length, name).toBe(1);
    }
  });

  it('states who may call each operation as OpenAPI security, from the access the server enforces', () => {
    const byRoute = new Map(
      documentedRoutes(t.app).flatMap((route) =>
        ([] as string[]).concat(route.method).map((method) => [`${method} ${route.url}`, accessOf(route)]),
      ),
    );
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    });
    for (const { method, path, operation } of operations()) {
      const name = `${method} ${path}`;
      expect(operation['x-access'], name).toBe(byRoute.get(`${method} ${toRouterPath(path)}`));
      expect(operation.security, name).toEqual(
        operation['x-access'] === 'public' ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
      );
    }
    const access = (method: string, path: string) =>
      operations().find((o) => o.method === method && o.path === path)?.operation['x-access'];
    expect(access('POST', '/api/auth/login')).toBe('public');
    expect(access('GET', '/api/auth/user')).toBe('user');
    expect(access('GET', '/api/tenant/property')).toBe('tenant');
    expect(access('PUT', '/api/properties/{id}')).toBe('landlord');
    expect(access('POST', '/api/properties/{id}/restore')).toBe('admin');
  });

  it('documents the error answers each operation can give, with the CONTRACT §2 error body', () => {
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, errors: { type: 'object' } },
    });
    for (const { method, path, operation } of operations()) {
      const name = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      const access = operation['x-access'];
      const takesInput = !!operation.requestBody || (operation.parameters ?? []).length > 0;
      if (takesInput) expect(statuses, `${name}: 400`).toContain('400');
      if (access !== 'public') {
        expect(statuses, `${name}: 401`).toContain('401');
        expect(statuses, `${name}: 403`).toContain('403');
      }
      if (path.includes('{')) expect(statuses, `${name}: 404`).toContain('404');
      if (operation.requestBody)
        expect(statuses, `${name}: 413, 415`).toEqual(expect.arrayContaining(['413', '415']));
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(
          operation.responses[status]!.content?.['application/json']?.schema,
          `${name} ${status}`,
        ).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
    const responses = (method: string, path: string) =>
      Object.keys(operations().find((o) => o.method === method && o.path === path)!.operation.responses);
    expect(responses('POST', '/api/auth/register')).toEqual(expect.arrayContaining(['201', '409', '429']));
    expect(responses('POST', '/api/auth/login')).toEqual(
      expect.arrayContaining(['200', '401', '403', '429']),
    );
    expect(responses('PUT', '/api/payments/{id}')).toEqual(expect.arrayContaining(['409']));
    expect(responses('GET', '/api/listings')).not.toContain('401');
  });

  it("describes bodies and parameters from the routes' own Zod schemas", () => {
    const op = (method: string, path: string) =>
      operations().find((o) => o.method === method && o.path === path)!.operation;
    const login = op('POST', '/api/auth/login').requestBody!.content['application/json']!.schema!;
    expect(login).toMatchObject({
      type: 'object',
      properties: { username: expect.any(Object), password: expect.any(Object) },
    });
    expect(login.required).toEqual(expect.arrayContaining(['username', 'password']));
    const property = op('GET', '/api/properties/{id}');
    expect(property.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'id',
        required: true,
        // Digits only, as the route takes them (CONTRACT.md §5: no "0x10", no "1e3").
        schema: expect.objectContaining({ type: 'string', pattern: '^-?\\d{1,10}$' }),
      }),
    ]);
    const list = op('GET', '/api/landlord/properties');
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'search']),
    );
    expect(list.responses['200']!.headers).toHaveProperty('X-Total-Count');
    const reset = op('POST', '/api/admin/users/{id}/reset-password').responses['200']!;
    expect(reset.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { tempPassword: { type: 'string' }, message: { type: 'string' } },
    });
    expect(op('GET', '/api/payments/{id}/receipt').responses['200']!.content).toHaveProperty([
      'application/pdf',
    ]);
  });

  it('documents each upload as multipart/form-data with its file part and text fields', () => {
    const uploads = operations().filter(
      ({ operation }) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(uploads.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'POST /api/admin/images/upload',
      'POST /api/inspections/{id}/photos',
      'POST /api/landlord/documents',
      'POST /api/maintenance/{id}/photos',
      'POST /api/properties/{id}/documents',
      'POST /api/properties/{id}/payments/import',
      'POST /api/properties/{id}/photos',
      'POST /api/tenants/{id}/documents',
    ]);
    for (const { method, path, operation } of uploads) {
      const schema = operation.requestBody!.content['multipart/form-data']!.schema as {
        properties: Record<string, { format?: string }>;
        required: string[];
      };
      const file = path === '/api/admin/images/upload' ? 'image' : 'file';
      expect(schema.properties[file]?.format, `${method} ${path}`).toBe('binary');
      expect(schema.required, `${method} ${path}`).toContain(file);
      expect(Object.keys(operation.requestBody!.content), `${method} ${path}`).toEqual([
        'multipart/form-data',
      ]);
    }
    const document = uploads.find((u) => u.path === '/api/properties/{id}/documents')!.operation;
    const fields = document.requestBody!.content['multipart/form-data']!.schema as { properties: object };
    expect(Object.keys(fields.properties)).toEqual(
      expect.arrayContaining(['title', 'documentType', 'issueDate']),
    );
  });

  it('is the same document on each call, and does not describe the reference pages themselves', async () => {
    const again = await t.api({ method: 'GET', url: '/api/openapi.json' });
    expect(again.json()).toEqual(doc);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('reads a route that declares no level as signed-in only, as the server enforces it', () => {
    expect(accessOf({ url: '/api/undeclared', config: {} })).toBe('user');
    expect(accessOf({ url: '/robots.txt', config: {} })).toBe('public');
  });
});
