/**
 * fast-check arbitraries made from a route's JSON Schema (as /api/openapi.json gives it): bodies
 * that are valid or nearly so, and the same bodies mutated the ways a hostile client would.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;
const DATE = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;

/** A value the schema allows, or close to it (patterns other than a date are not honoured). */
export function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return fc.oneof(...variants.map((s) => fromSchema(s, depth + 1)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [k, fromSchema(s, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    case 'array':
      return fc.array(fromSchema(schema.items as Schema, depth + 1), {
        maxLength: Math.min(Number(schema.maxItems ?? 4), 4),
      });
    case 'integer':
      return fc.integer({
        min: Math.max(Number(schema.minimum ?? -1_000), -(2 ** 31)),
        max: Math.min(Number(schema.maximum ?? 1_000_000), 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: Number(schema.minimum ?? -1e6),
        max: Number(schema.maximum ?? 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (typeof schema.pattern === 'string' && DATE.test(schema.pattern))
        return fc
          .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      const maxLength = Math.min(Number(schema.maxLength ?? 40), 40);
      const minLength = Math.min(Number(schema.minLength ?? 0), maxLength);
      return fc.string({ minLength, maxLength });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Strings that break naive code: NUL, lone surrogates, right-to-left override, zero-width, emoji, SQL-ish. */
const NASTY_STRINGS = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '\u200b\ufeff',
  '👩‍👩‍👧‍👦'.repeat(50),
  "'; drop table users; --",
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x10',
  '2026-02-30',
  '0000-00-00',
  '{{7*7}}',
  '<script>alert(1)</script>',
);

const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) });
const deepArray = (n: number): unknown => (n === 0 ? [] : [deepArray(n - 1)]);

/** A value of the wrong shape for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  NASTY_STRINGS,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant('x'.repeat(100_000)),
  fc.constant(deep(50)),
  fc.constant(deepArray(50)),
  fc.constantFrom(2 ** 53 + 1, -(2 ** 53) - 1, 1e308, -1e308, 0.1, -1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * A JSON text: the valid body with one field changed to a hostile value, a key added (a prototype
 * key among them), or the whole body replaced by something that is not an object. Text, because
 * `JSON.stringify` would drop a `__proto__` set on an object literal.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const asObject = valid.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : {}));
  return fc.oneof(
    fc.tuple(asObject, fc.nat(), hostileValue).map(([body, i, value]) => {
      const keys = Object.keys(body);
      const key = keys.length ? keys[i % keys.length]! : 'field';
      return JSON.stringify({ ...body, [key]: value });
    }),
    fc.tuple(asObject, fc.constantFrom(...PROTO_KEYS), hostileValue).map(([body, key, value]) => {
      const text = JSON.stringify(body);
      const extra = `${JSON.stringify(key)}:${JSON.stringify(value === undefined ? null : { isAdmin: true, polluted: value })}`;
      return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
    }),
    fc
      .tuple(asObject, fc.string({ maxLength: 10 }), hostileValue)
      .map(([body, key, value]) => JSON.stringify({ ...body, [`extra_${key}`]: value })),
    valid.map((body) => JSON.stringify([body ?? null])),
    hostileValue.map((value) => JSON.stringify(value ?? null)),
  );
}
