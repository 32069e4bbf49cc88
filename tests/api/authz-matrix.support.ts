/** How the authorization matrix turns a table row into requests, and judges the answers. */
import type { InjectOptions } from 'fastify';
import { ACTORS, type Actor, type AuthzWorld, type Kind } from '../setup/worlds/authz';
import { multipart, type Part } from '../setup/uploads';

/**
 * What a caller gets: 'ok' means the route let them through (any answer but 401, 403, 404 or a
 * 5xx: a 2xx, or a 400/409/422 about the body); a number is the exact refusal.
 */
export type Outcome = 'ok' | 401 | 403 | 404;

export interface Row {
  /** One outcome per caller, in ACTORS order: 'anonymous tenant otherTenant landlord otherLandlord admin'. */
  expect: string;
  /** The kind of record a path parameter names, when the default (see kindOf) is wrong. */
  params?: Record<string, Kind | string>;
  query?: string;
  /** A JSON body (made from the world, for ids) good enough that the answer is about access. */
  body?: (w: AuthzWorld) => unknown;
  /** A multipart body instead. */
  form?: (w: AuthzWorld) => Promise<Part[]>;
  /** Ends the caller's session or changes their password: sent last, with a fresh sign-in. */
  session?: boolean;
}

export const outcomesOf = (row: Row): Record<Actor, Outcome> => {
  const words = row.expect.trim().split(/\s+/);
  if (words.length !== ACTORS.length) throw new Error(`"${row.expect}" needs ${ACTORS.length} outcomes`);
  return Object.fromEntries(
    ACTORS.map((actor, i) => [actor, words[i] === 'ok' ? 'ok' : (Number(words[i]) as Outcome)]),
  ) as Record<Actor, Outcome>;
};

/** The kind of record a parameter names, from the path segment before it. */
const BY_SEGMENT: Record<string, Kind> = {
  properties: 'property',
  listings: 'listing',
  tenants: 'tenancy',
  payments: 'payment',
  'statement-lines': 'statementLine',
  deductions: 'deduction',
  maintenance: 'request',
  inspections: 'inspection',
  applications: 'application',
  contractors: 'contractor',
  communications: 'communication',
  documents: 'document',
  images: 'image',
  'image-usage': 'imageUsage',
  messages: 'message',
  notifications: 'notification',
  users: 'user',
  photos: 'photo',
};

/** Parameters that are words, not record ids. */
const LITERALS: Record<string, string> = { usageType: 'hero' };

export function kindOf(route: string, param: string, row: Row): Kind | string {
  if (row.params?.[param]) return row.params[param];
  const segments = route.split(' ')[1]!.split('/');
  const at = segments.indexOf(`:${param}`);
  if (param in LITERALS) return LITERALS[param]!;
  if (param === 'photoId')
    return segments[2] === 'maintenance'
      ? 'requestPhoto'
      : segments[2] === 'inspections'
        ? 'inspectionPhoto'
        : 'photo';
  if (segments[at - 1] === 'documents' && segments[2] === 'landlord') return 'landlordDocument';
  // The world holds no tenancy invitation: an id nobody has (the tenant's calls answer 404).
  if (segments[at - 1] === 'invitations') return '999999';
  const kind = BY_SEGMENT[segments[at - 1]!];
  if (!kind) throw new Error(`${route}: say which record :${param} names in the row's params`);
  return kind;
}

const isKind = (w: AuthzWorld, kind: string): kind is Kind => kind in w.ids;

/**
 * The request a caller makes for a route. A caller allowed to change a record gets a fresh one
 * of its own kind (the last parameter), so the shared records stay as they were.
 */
export async function requestFor(
  w: AuthzWorld,
  route: string,
  row: Row,
  fresh: boolean,
): Promise<InjectOptions> {
  const [method, pattern] = route.split(' ') as [string, string];
  const params = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  let url = pattern.replace(/\*$/, 'swagger-ui.css');
  for (const [i, param] of params.entries()) {
    const kind = kindOf(route, param, row);
    const id = !isKind(w, kind)
      ? kind
      : fresh && i === params.length - 1
        ? await w.make[kind]()
        : w.ids[kind];
    url = url.replace(`:${param}`, String(id));
  }
  if (row.query) url += `?${row.query}`;
  const options: InjectOptions = { method: method as 'GET', url };
  if (row.form) Object.assign(options, multipart(await row.form(w)));
  else if (row.body) options.payload = row.body(w) as InjectOptions['payload'];
  return options;
}

/** Whether an answer is the outcome the table expects. */
export const matches = (status: number, outcome: Outcome) =>
  outcome === 'ok' ? status < 500 && ![401, 403, 404].includes(status) : status === outcome;

/** The table's word for an answer, for the row a missing route should add. */
export const wordFor = (status: number) => ([401, 403, 404].includes(status) ? String(status) : 'ok');
