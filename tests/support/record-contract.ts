/**
 * CONTRACT.md §5 "GET → edit → PUT of a whole record", the same points proved on every resource:
 * the record as the API answered it goes back with one field edited; a changed read-only field,
 * an unknown field, a NUL, a number that is not a JSON integer and a date out of range are each
 * refused with 400 naming the field and nothing stored; another owner's record is 404 whatever
 * the body. Each resource's test file describes its record once (RecordSpec) and calls
 * recordContract inside its own describe, on its own fresh database.
 */
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../setup/test-app';

type Body = Record<string, unknown>;

export interface RecordSpec {
  t: () => TestApp;
  method: 'PUT' | 'PATCH';
  /** The record's own path, e.g. `/api/communications/12`. */
  url: () => string;
  /** The caller who owns the record. */
  token: () => string;
  /** The record as the client obtains it for editing: the list item (or the GET answer). */
  read: () => Promise<Body>;
  /** The stored row(s) the call may change, compared before and after a refused call. */
  stored: () => Promise<unknown>;
  /**
   * One edit and how to see it stored. `value(n)` is the n-th value to try (1, 2, …): each must
   * differ from the one before, so a refused call that stored it anyway would show.
   */
  edit: {
    field: string;
    value: (n: number) => unknown;
    isStored: (stored: unknown, value: unknown) => boolean;
  };
  /** Read-only fields changed: the record's id, its parents' ids, timestamps, computed fields (none: []). */
  readOnly: [field: string, value: unknown][];
  /** A text field where a NUL is refused (a path such as `certificates.0.reference` for list items). */
  text: string;
  /** A money or count field: `true`, `"16"`, `"0x10"` and a fraction are refused. */
  number?: string;
  /** Values of `number` to try (default those four). */
  badNumbers?: unknown[];
  /** A date field: `0000-01-01` is refused. */
  date?: string;
  /** Someone who may use this route but does not own this record (another landlord or tenant). */
  stranger?: () => string;
}

/** `{...record, [path]: value}`, where path may reach into a list item (`certificates.0.state`). */
export function withField(record: Body, path: string, value: unknown): Body {
  const copy = structuredClone(record);
  const keys = path.split('.');
  let holder: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[keys.at(-1)!] = value;
  return copy;
}

/** A 400 whose `errors` name the field. */
export function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors, res.body).toHaveProperty([field]);
}

export const BAD_NUMBERS: unknown[] = [true, '16', '0x10', 1.5];

export function recordContract(spec: RecordSpec) {
  const send = (payload: Body, token = spec.token()) =>
    spec.t().api({ method: spec.method, url: spec.url(), token, payload });
  let tries = 0;
  /** The record as read, with the next edit made. */
  const edited = async (): Promise<Body> => {
    tries += 1;
    return { ...(await spec.read()), [spec.edit.field]: spec.edit.value(tries) };
  };

  /** The call is refused naming the field, and the stored record is as it was. */
  const refusedAndUnchanged = async (payload: Body, field: string) => {
    const before = await spec.stored();
    expectRefused(await send(payload), field);
    expect(await spec.stored()).toEqual(before);
  };

  it('(a) takes the record back whole with one field edited, and stores the edit', async () => {
    const payload = await edited();
    const res = await send(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(spec.edit.isStored(await spec.stored(), payload[spec.edit.field])).toBe(true);
  });

  it('takes the record back exactly as read, changing nothing the caller can see', async () => {
    const record = await spec.read();
    const res = await send(record);
    expect(res.statusCode, res.body).toBe(200);
    const again = await spec.read();
    for (const [field, value] of Object.entries(record)) {
      if (field !== 'updatedAt' && field !== 'version' && field !== 'history')
        expect(again[field], field).toEqual(value);
    }
  });

  if (spec.readOnly.length)
    it.each(spec.readOnly)(
      '(b) refuses a changed read-only %s, naming it, and stores nothing',
      async (field, value) => {
        await refusedAndUnchanged(withField(await edited(), field, value), field);
      },
    );

  it('(c) refuses an unknown field, naming it and nothing else', async () => {
    const before = await spec.stored();
    const res = await send({ ...(await edited()), colour: 'blue' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ colour: expect.any(String) });
    expect(await spec.stored()).toEqual(before);
  });

  it(`(d) refuses a NUL in ${spec.text}, naming it`, async () => {
    await refusedAndUnchanged(withField(await edited(), spec.text, 'Before\u0000after'), spec.text);
  });

  if (spec.number) {
    const field = spec.number;
    it.each((spec.badNumbers ?? BAD_NUMBERS).map((v) => [JSON.stringify(v), v]))(
      `(e) refuses ${field} sent as %s and stores nothing`,
      async (_label, value) => {
        await refusedAndUnchanged(withField(await edited(), field, value), field);
      },
    );
  }

  if (spec.date) {
    const field = spec.date;
    it(`(f) refuses ${field} 0000-01-01 and stores nothing`, async () => {
      await refusedAndUnchanged(withField(await edited(), field, '0000-01-01'), field);
    });
  }

  if (spec.stranger) {
    const stranger = spec.stranger;
    it("(g) answers 404 to someone else's call with the round-trip body, and stores nothing", async () => {
      const before = await spec.stored();
      const res = await send(await edited(), stranger());
      expect(res.statusCode, res.body).toBe(404);
      expect(await spec.stored()).toEqual(before);
    });
  }
}
