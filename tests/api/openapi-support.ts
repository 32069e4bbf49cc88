import type { FastifyInstance } from 'fastify';

/** The parts of an OpenAPI 3.1 document the tests read. */
export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  tags?: { name: string }[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
  paths: Record<string, Record<string, Operation>>;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-access'?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: unknown }> }
  >;
}

export interface DocumentedOperation {
  method: string;
  path: string;
  operation: Operation;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Every operation of the document, as METHOD and OpenAPI path. */
export function operationsOf(doc: OpenApiDoc): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** `/api/properties/{id}` → `/api/properties/:id` (the router's spelling). */
export const toRouterPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Every route the app's router holds, as "METHOD /path", read from `printRoutes` (the router's own
 * tree, independent of the plugin that builds the document). HEAD routes Fastify adds are left out.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const start = line.search(/[^│├└─\s]/u);
    if (start < 0) continue;
    const depth = Math.floor(start / 4);
    const match = /^(\S+)(?: \(([^)]+)\))?/.exec(line.slice(start));
    if (!match) continue;
    stack.length = depth;
    stack[depth - 1] = match[1]!;
    const path = stack.join('');
    for (const method of match[2]?.split(',').map((m) => m.trim()) ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** A path of the document with its parameters filled in, for a request that must not get that far. */
export const fillPath = (path: string) => path.replace(/\{[^}]+\}/g, '1');
