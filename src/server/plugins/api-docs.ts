import fs from 'node:fs';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_DESCRIPTIONS, type Access } from '../lib/access';
import type { AnswerDoc, UploadDoc } from '../lib/api-docs';
import { AGENCY } from '@shared/agency';
import { routeAccess, routeTags } from '../lib/route-kit';
import { SESSION_COOKIE } from './auth';

/**
 * The API describes itself (DESIGN.md "API description"): an OpenAPI 3.1 document generated from
 * the Zod schemas the routes validate with, at GET /api/openapi.json, and a browsable reference at
 * /api/docs. Who may call a route, its tags and answers come from the same declarations the
 * server enforces or the route states for documentation (lib/access.ts, lib/api-docs.ts).
 */
export interface ApiDocsOptions {
  /** NODE_ENV=production: the browsable reference is for admins only. */
  production: boolean;
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The areas of the API, in the order the reference lists them. */
export const API_TAGS = [
  { name: 'Health', description: 'Whether the service and its database answer.' },
  { name: 'Auth', description: 'Registration, sign-in and the signed-in account.' },
  { name: 'Listings', description: 'Vacant homes the agency shows publicly, and viewing requests.' },
  {
    name: 'Applications',
    description:
      'Applications to rent a listed home, their steps to a tenancy, and holding deposits under the Welsh rules.',
  },
  { name: 'Contact', description: 'The public contact form and the admin inbox.' },
  { name: 'Properties', description: "A landlord's properties and their photos." },
  { name: 'Tenancies', description: 'Tenancies of a property.' },
  { name: 'Rent', description: 'Expected and received rent, receipts, statements and arrears.' },
  { name: 'Statement import', description: 'Bank statements matched to expected rent, and the review list.' },
  { name: 'Deductions', description: "Agency deductions on a landlord's statement." },
  { name: 'Documents', description: 'Property and tenancy documents and their files.' },
  { name: 'Maintenance', description: 'Repair requests, their photos and their progress.' },
  {
    name: 'Inspections',
    description: 'Check-in, periodic and check-out inspections, their photos and reports.',
  },
  { name: 'Contractors', description: "A landlord's own contractor directory." },
  { name: 'Communications', description: 'The log of calls, letters and messages with tenants.' },
  {
    name: 'Compliance',
    description: 'What Welsh letting rules ask of each property and tenancy (CONTRACT.md §6).',
  },
  { name: 'Tenant portal', description: "The signed-in tenant's own tenancy." },
  { name: 'Notifications', description: 'E-mail and SMS settings, the notification log and preferences.' },
  { name: 'Images', description: "The site's managed images and where they are used." },
  { name: 'Users', description: 'Account management by admins.' },
  { name: 'Privacy', description: "UK GDPR: a download of a person's data, and erasure by an admin." },
  { name: 'Audit', description: 'The audit trail: who did what, from where and when (read only).' },
  { name: 'API reference', description: 'This description of the API.' },
] as const;

const SIGNED_IN = [{ bearerAuth: [] }, { sessionCookie: [] }];
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** CONTRACT.md §2: the body of every error answer. */
const ErrorBodySchema = z
  .looseObject({
    message: z.string().describe('What went wrong, in words to show the person.'),
    code: z.string().optional().describe('A machine-readable code, e.g. validation_error, not_found.'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('A message per field (or per compliance rule) where the input was refused.'),
  })
  .describe(
    'The body of every error answer (CONTRACT.md §2). Some carry more: an edit conflict `current`, a statement needing its columns chosen `columns` and `sample`.',
  );

const CALLER_HINTS: Record<Exclude<Access, 'public' | 'user'>, string> = {
  tenant: 'the caller is not a tenant',
  landlord: 'the caller is not a landlord or an admin',
  admin: 'the caller is not an admin',
};

/** Routes the document covers: every API call, but not the reference's own pages. */
export const isDocumentedPath = (url: string) =>
  url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);

/** The access a route is enforced with (lib/access.ts: an API route that declares none is signed-in only). */
export const accessOf = (route: Pick<RouteOptions, 'config' | 'url'>): Access =>
  route.config?.access ?? (route.url.startsWith('/api/') ? 'user' : 'public');

const hasPathParams = (url: string) => /[:*]/.test(url);
const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/**
 * Why a route cannot be described from its schemas, if it cannot: no summary, a path parameter
 * without a `params` schema, or a write that is neither a JSON `body` schema nor a documented
 * upload nor declared to take no body. The tests fail on any.
 */
export function routeSchemaProblems(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>,
): string[] {
  const schema = route.schema;
  const methods = ([] as string[]).concat(route.method);
  const problems: string[] = [];
  const name = `${methods.join(',')} ${route.url}`;
  if (!schema?.summary) problems.push(`${name}: no schema.summary`);
  if (hasPathParams(route.url) && !schema?.params)
    problems.push(`${name}: path parameters without schema.params`);
  if (methods.some(takesBody) && !schema?.body && !route.config?.upload && !route.config?.noBody)
    problems.push(`${name}: neither a JSON schema.body, nor config.upload (multipart), nor config.noBody`);
  const answers = route.config?.answers ?? {};
  if (!Object.keys(answers).some((status) => status.startsWith('2')))
    problems.push(`${name}: no success answer in config.answers`);
  return problems;
}

type Json = Record<string, unknown>;

/** The registered routes the document is made from, per app: the tests check each one. */
const registeredRoutes = new WeakMap<FastifyInstance, RouteOptions[]>();
export const documentedRoutes = (app: FastifyInstance): readonly RouteOptions[] =>
  (registeredRoutes.get(app) ?? []).filter((route) => isDocumentedPath(route.url));

export const apiDocsPlugin = fp(async (app: FastifyInstance, opts: ApiDocsOptions) => {
  const routes: RouteOptions[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${AGENCY.name} API`,
        version: packageVersion(),
        description: [
          'Letting and property management for Cardiff and South Wales: the public website and the landlord, tenant and admin portals.',
          '',
          `JSON in and out; money is whole pence, dates \`YYYY-MM-DD\`, timestamps ISO 8601 in UTC. Sign in with \`POST /api/auth/login\`, then send the token as \`Authorization: Bearer <token>\` or let the browser send the \`${SESSION_COOKIE}\` cookie it set. A state-changing call by cookie must come from this site's own pages.`,
          '',
          'Every error answers `{message, code, errors}` (`ErrorBody`). Lists take `limit` (default 100, at most 500) and `offset` and send the full count in `X-Total-Count`. Each operation says who may call it (`x-access`: public, user, tenant, landlord or admin).',
        ].join('\n'),
      },
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token that POST /api/auth/login answers.',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The httpOnly session cookie that POST /api/auth/login sets (the browser client uses it).',
          },
        },
        schemas: { ErrorBody: toJsonSchema(ErrorBodySchema) },
      },
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(async (docs) => {
    routeAccess(docs, 'public');
    routeTags(docs, 'API reference');
    docs.get(
      OPENAPI_PATH,
      {
        schema: { summary: 'This API description (OpenAPI 3.1)' },
        config: {
          answers: { 200: 'The OpenAPI 3.1 document: every call, who may make it, its input and answers.' },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'no-cache').send(docs.swagger()),
    );
  });

  // The browsable reference: open while developing, for admins only in production.
  await app.register(async (ui) => {
    routeAccess(ui, opts.production ? 'admin' : 'public');
    await ui.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: `API reference · ${AGENCY.name}` },
      uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
      // Its page loads swagger-ui-bundle.js and swagger-initializer.js from /api/docs/static: the
      // site's CSP (script-src 'self', no inline script) holds as it is.
      staticCSP: false,
    });
  });
});

/** The transform: the Zod schemas become JSON Schema; access, tags, uploads and answers are added. */
const documentRoute: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!isDocumentedPath(url) || schema?.hide) return { schema: { hide: true }, url };
  const base = jsonSchemaTransform(input) as { schema: Json; url: string };
  const access = accessOf(route);
  const upload = route.config?.upload;
  const out: Json = { ...base.schema };
  out.description = [schema?.description, `**Who may call it:** ${ACCESS_DESCRIPTIONS[access]}`]
    .filter(Boolean)
    .join('\n\n');
  out.security = access === 'public' ? [] : SIGNED_IN;
  out['x-access'] = access;
  if (!out.tags) out.tags = ['Other'];
  if (upload) {
    out.consumes = ['multipart/form-data'];
    out.body = uploadBody(input, upload);
  }
  out.response = responses(input, access);
  return { schema: out, url };
};

type TransformInput = Parameters<SwaggerTransform>[0];

/** A Zod schema as JSON Schema, converted exactly as the routes' own schemas are. */
function zodToJson(input: TransformInput, part: 'body' | 'response', zodSchema: z.ZodType): Json {
  const schema = part === 'body' ? { body: zodSchema } : { response: { 200: zodSchema } };
  const converted = jsonSchemaTransform({ ...input, schema: schema as FastifySchema }).schema as Json;
  return part === 'body' ? (converted.body as Json) : ((converted.response as Json)[200] as Json);
}

function toJsonSchema(schema: z.ZodType): Json {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  return json;
}

/** multipart/form-data: the file part and the text parts beside it. */
function uploadBody(input: TransformInput, upload: UploadDoc): Json {
  const fields = upload.fields ? zodToJson(input, 'body', upload.fields) : { properties: {} };
  const properties = (fields.properties ?? {}) as Json;
  return {
    type: 'object',
    description: `multipart/form-data: the file in a part named \`${upload.file}\`, the other parts as text.`,
    properties: {
      [upload.file]: {
        type: 'string',
        format: 'binary',
        contentMediaType: 'application/octet-stream',
        description: upload.fileDescription,
      },
      ...properties,
    },
    required: [upload.file, ...(upload.required ?? [])],
  };
}

/** The success answer the route states, and the errors its access, schemas and own logic can give. */
function responses(input: TransformInput, access: Access): Json {
  const { route, url, schema } = input;
  const config = route.config ?? {};
  const stated = config.answers ?? {};
  const paged = isPagedList(schema?.querystring);
  const out: Json = {};

  for (const [status, answer] of Object.entries(stated)) {
    if (!answer || Number(status) >= 400) continue;
    out[status] = successResponse(
      input,
      typeof answer === 'string' ? { description: answer } : answer,
      paged,
    );
  }

  const readsBody = !!(schema?.body || config.upload);
  const unreadable = config.upload
    ? ', and an upload that cannot be read'
    : schema?.body
      ? ', and a body that is not valid JSON'
      : '';
  const changesState = !([] as string[]).concat(route.method).every((m) => m === 'GET' || m === 'HEAD');
  const hint = access in CALLER_HINTS ? CALLER_HINTS[access as keyof typeof CALLER_HINTS] : undefined;
  const standard: Record<number, string | undefined> = {
    400:
      schema?.params || schema?.querystring || readsBody
        ? `Invalid input (code \`validation_error\`): \`errors\` names each refused field${unreadable}.`
        : undefined,
    401:
      access === 'public'
        ? undefined
        : 'Not signed in, or the session has expired or been revoked (code `unauthenticated`).',
    403:
      access === 'public'
        ? undefined
        : `Signed in but not allowed: ${[
            hint,
            'the account must change its password first (code `password_change_required`)',
            changesState
              ? 'a state-changing call sent with the session cookie from another site (code `bad_origin`)'
              : undefined,
          ]
            .filter(Boolean)
            .join('; ')}.`,
    404: hasPathParams(url)
      ? 'Not found (code `not_found`): no such record, or one that belongs to someone else.'
      : undefined,
    413: readsBody
      ? config.upload
        ? 'The file is over 10 MB, or the upload has too many parts (code `payload_too_large`).'
        : 'The body is over 1 MB (code `payload_too_large`).'
      : undefined,
    415: readsBody
      ? config.upload
        ? 'Not sent as multipart/form-data, or a file of a type not accepted here, judged by its content (code `unsupported_media_type`).'
        : 'The body is not JSON (code `unsupported_media_type`).'
      : undefined,
    507: config.upload
      ? 'The disk for uploads is full: nothing was saved (code `insufficient_storage`).'
      : undefined,
  };
  const errorStatuses = new Set([
    ...Object.keys(standard).filter((status) => standard[Number(status)]),
    ...Object.keys(stated).filter((status) => Number(status) >= 400),
  ]);
  for (const status of [...errorStatuses].sort()) {
    const own = stated[Number(status)];
    const description = [standard[Number(status)], typeof own === 'string' ? own : own?.description]
      .filter(Boolean)
      .join(' ');
    out[status] = {
      description,
      ...(status === '429'
        ? {
            headers: {
              'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
            },
          }
        : {}),
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  return out;
}

function successResponse(input: TransformInput, answer: AnswerDoc, paged: boolean): Json {
  const headers = paged
    ? { 'X-Total-Count': { type: 'integer', description: 'The full count of the list, for paging.' } }
    : undefined;
  let content: Json;
  if (answer.contentType) {
    content = { [answer.contentType]: { schema: { type: 'string', contentMediaType: answer.contentType } } };
  } else {
    const shape = answer.schema
      ? zodToJson(input, 'response', answer.schema)
      : paged || answer.list
        ? { type: 'array', items: { type: 'object' } }
        : { type: 'object' };
    content = { 'application/json': { schema: shape } };
  }
  return { description: answer.description, ...(headers ? { headers } : {}), content };
}

/** A list call that takes `limit` and `offset` (lib/list-query.ts) sends X-Total-Count. */
function isPagedList(querystring: unknown): boolean {
  if (!(querystring instanceof z.ZodObject)) return false;
  const shape = querystring.shape as Record<string, unknown>;
  return 'limit' in shape && 'offset' in shape;
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
