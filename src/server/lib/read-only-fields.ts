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
 * those that differ and any field that is neither the body's nor the record's. The same holds
 * one level down, for the items of a list the body takes (a contractor's certificates carry
 * their computed `state`): `certificates.0.state`.
 */
export async function reconcileReadOnlyFields(request: FastifyRequest, shape: BodyShape): Promise<void> {
  const body = request.body as Record<string, unknown>;
  const extra = Object.keys(body).filter((key) => !shape.fields.has(key));
  const lists = listsWithExtraItemFields(body, shape);
  if (!extra.length && !lists.length) return;

  const loader = request.routeOptions.config?.currentRecord;
  const record = loader ? (JSON.parse(JSON.stringify(await loader(request))) as Record<string, unknown>) : {};
  const fromPath = valuesFromPath(request);
  // A copy read before someone else's edit (its `version` is behind the record's) differs in
  // updatedAt and the like because the record moved on: the route's own check answers that
  // (409 with the current record), not a 400 about fields the caller never touched.
  const isStaleCopy =
    shape.fields.has('version') &&
    typeof body.version === 'number' &&
    typeof record.version === 'number' &&
    body.version < record.version;
  const errors: Record<string, string> = {};
  for (const key of extra) {
    const known = key in record ? { value: record[key] } : key in fromPath ? { value: fromPath[key] } : null;
    if (known && isStaleCopy) delete body[key];
    else reconcileField(body, key, key, known, errors);
  }
  for (const { key, itemFields } of lists) {
    const items = body[key] as unknown[];
    const recordItems = Array.isArray(record[key]) ? (record[key] as unknown[]).filter(isPlainObject) : [];
    items.forEach((item, index) => {
      if (!isPlainObject(item)) return;
      const recordItem = matchingItem(item, index, recordItems, itemFields);
      for (const field of Object.keys(item).filter((f) => !itemFields.has(f))) {
        const known = recordItem && field in recordItem ? { value: recordItem[field] } : null;
        reconcileField(item, field, `${key}.${index}.${field}`, known, errors);
      }
    });
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

/** One field the body's schema does not take: dropped when it equals the record's value, else an error. */
function reconcileField(
  holder: Record<string, unknown>,
  field: string,
  name: string,
  known: { value: unknown } | null,
  errors: Record<string, string>,
) {
  if (!known) {
    errors[name] = READ_ONLY.has(field)
      ? `${field} is set by the system and cannot be sent here`
      : `${field} is not a field of this request`;
  } else if (!isDeepStrictEqual(holder[field], known.value)) {
    errors[name] = `${field} is read-only and cannot be changed`;
  } else {
    delete holder[field];
  }
}

/** The body's lists of objects whose items carry fields the item schema does not take. */
function listsWithExtraItemFields(body: Record<string, unknown>, shape: BodyShape) {
  const found: { key: string; itemFields: ReadonlySet<string> }[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!shape.fields.has(key) || !Array.isArray(value)) continue;
    const itemFields = shape.itemFields(key);
    if (!itemFields) continue;
    const hasExtra = value.some(
      (item) => isPlainObject(item) && Object.keys(item).some((f) => !itemFields.has(f)),
    );
    if (hasExtra) found.push({ key, itemFields });
  }
  return found;
}

/**
 * The record's item a body item was read from: the one with its `id`; else the one with the same
 * value of the item's first field (a contractor's certificate `kind`, a property's `room`) when
 * that names one; else the one at the same place in the list.
 */
function matchingItem(
  item: Record<string, unknown>,
  index: number,
  recordItems: Record<string, unknown>[],
  itemFields: ReadonlySet<string>,
): Record<string, unknown> | undefined {
  if ('id' in item) return recordItems.find((r) => isDeepStrictEqual(r.id, item.id));
  const [first] = itemFields;
  if (first !== undefined && first in item) {
    const same = recordItems.filter((r) => isDeepStrictEqual(r[first], item[first]));
    if (same.length === 1) return same[0];
  }
  return recordItems[index];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
