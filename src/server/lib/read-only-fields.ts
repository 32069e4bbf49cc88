import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error';
import type { BodyShape } from './body-shape';

/**
 * GET → edit → PUT of a whole record (CONTRACT.md §5). A route whose record has more fields than
 * its body takes declares `config.currentRecord`: the record as the API answers it. The fields of
 * that record the body does not take are its read-only and computed ones.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    currentRecord?: (request: FastifyRequest) => Promise<object>;
  }
}

/** Fields that are always the record's own, never a caller's to set. */
const READ_ONLY = new Set([
  'id',
  'propertyId',
  'tenantId',
  'landlordId',
  'userId',
  'createdAt',
  'updatedAt',
  'version',
]);

/** Which record a path's `:id` names, by the collection before it, for routes without a loader. */
const ID_FIELD_OF_COLLECTION: Record<string, string> = {
  properties: 'propertyId',
  tenants: 'tenantId',
  users: 'userId',
  landlords: 'landlordId',
};

/**
 * Drops from the body the read-only fields that equal the record's values; refuses (400, named)
 * those that differ and any field that is neither the body's nor the record's.
 */
export async function reconcileReadOnlyFields(request: FastifyRequest, shape: BodyShape): Promise<void> {
  const body = request.body as Record<string, unknown>;
  const extra = Object.keys(body).filter((key) => !shape.fields.has(key));
  if (!extra.length) return;

  const loader = request.routeOptions.config?.currentRecord;
  const record = loader ? (JSON.parse(JSON.stringify(await loader(request))) as Record<string, unknown>) : {};
  const fromPath = valuesFromPath(request);
  const errors: Record<string, string> = {};
  for (const key of extra) {
    const known = key in record ? { value: record[key] } : key in fromPath ? { value: fromPath[key] } : null;
    if (!known) {
      errors[key] = READ_ONLY.has(key)
        ? `${key} is set by the system and cannot be sent here`
        : `${key} is not a field of this request`;
    } else if (!isDeepStrictEqual(body[key], known.value)) {
      errors[key] = `${key} is read-only and cannot be changed`;
    } else {
      delete body[key];
    }
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

/** `id` and, for `/api/properties/:id/…`, `propertyId`: what the path already says. */
function valuesFromPath(request: FastifyRequest): Record<string, unknown> {
  const params = request.params as Record<string, string> | undefined;
  const id = params?.id;
  if (!id || !/^\d+$/.test(id)) return {};
  const segments = request.routeOptions.url?.split('/') ?? [];
  const collection = segments[segments.indexOf(':id') - 1] ?? '';
  const idField = ID_FIELD_OF_COLLECTION[collection];
  const isRecordItself = segments.at(-1) === ':id';
  return {
    ...(isRecordItself ? { id: Number(id) } : {}),
    ...(idField && !isRecordItself ? { [idField]: Number(id) } : {}),
  };
}
