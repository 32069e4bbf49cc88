import { z } from 'zod';

/**
 * What a route's body schema says about the fields it takes, read once per schema from the Zod
 * schema's JSON Schema (the same one the API reference shows): its top-level field names and
 * which text fields are long text (several lines allowed).
 */
export interface BodyShape {
  fields: ReadonlySet<string>;
  isLongText: (path: string[]) => boolean;
  /** For a field that is a list of objects, the fields each item takes (in the schema's order); else null. */
  itemFields: (field: string) => ReadonlySet<string> | null;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
};

/** Text longer than this may hold line breaks; shorter fields are single lines (names, titles). */
const LONG_TEXT_FROM = 500;
const shapes = new WeakMap<object, BodyShape | null>();

export function bodyShapeOf(schema: unknown): BodyShape | null {
  if (!(schema instanceof z.ZodType)) return null;
  let shape = shapes.get(schema);
  if (shape === undefined) {
    shape = readShape(schema);
    shapes.set(schema, shape);
  }
  return shape;
}

function readShape(schema: z.ZodType): BodyShape | null {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = new Set(Object.keys(propertiesOf(json)));
  if (!fields.size) return null;
  const top = propertiesOf(json);
  return {
    fields,
    isLongText: (path) => isLongText(json, path),
    itemFields: (field) => {
      const items = itemsOf(top[field]);
      const names = items ? Object.keys(propertiesOf(items)) : [];
      return names.length ? new Set(names) : null;
    },
  };
}

/** The item schema of a list field, across the unions that make it optional or nullable. */
function itemsOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return schema.items ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(itemsOf).find(Boolean);
}

/** The properties an object schema names, across unions and intersections. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...parts.map(propertiesOf), schema.properties ?? {});
}

function isLongText(schema: JsonSchema | undefined, path: string[]): boolean {
  if (!schema) return true; // a field the schema does not describe is refused elsewhere
  const [head, ...rest] = path;
  if (head === undefined) {
    const options = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
    const text = options.find((s) => s.type === 'string' || s.maxLength !== undefined);
    return (text?.maxLength ?? Infinity) >= LONG_TEXT_FROM;
  }
  if (/^\d+$/.test(head)) {
    const items = schema.items ?? [...(schema.anyOf ?? [])].find((s) => s.items)?.items;
    return isLongText(items, rest);
  }
  return isLongText(propertiesOf(schema)[head], rest);
}
