import { z } from 'zod';

/** The largest id or count the database's integer columns hold. */
export const MAX_INT = 2_147_483_647;

/**
 * A whole number in a JSON body: a JSON integer, nothing else — not `true`, not `"16"`, not
 * `"0x10"` (CONTRACT.md §5). Money in pence and counts use it.
 */
export const jsonInt = (message: string) => z.number(message).int(message).max(MAX_INT, message);

/** jsonInt or null/absent, for an optional count. */
export const optionalJsonInt = (message: string, min: number) =>
  jsonInt(message)
    .min(min, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * A whole number written in a path or query string: decimal digits only (no "0x10", "1e3" or
 * spaces), within the integer columns' range, so a bad value is a 400 and never a database error.
 */
export const textInt = (
  message: string,
  { min = 0, max = MAX_INT, minMessage = message, maxMessage = message }: TextIntOptions = {},
) =>
  z
    .string(message)
    .regex(/^-?\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, minMessage).max(max, maxMessage));

interface TextIntOptions {
  min?: number;
  max?: number;
  /** Say which bound was crossed, where that helps more than the general message. */
  minMessage?: string;
  maxMessage?: string;
}

/** `limit` and `offset` of every list call (CONTRACT.md §2): at most 500 at a time. */
export const pageLimit = () =>
  textInt('limit must be a whole number', {
    min: 1,
    max: 500,
    minMessage: 'limit must be at least 1',
    maxMessage: 'limit must be at most 500',
  }).default(100);
export const pageOffset = () => textInt('offset must be 0 or more').default(0);

/** A record id in a path or query string. */
export const textId = (name: string) => textInt(`${name} must be a positive whole number`, { min: 1 });

/**
 * What a form's number box holds, as the API wants it: '' → null, digits → a number, anything
 * else unchanged so the API schema answers with its own message.
 */
export function numberFromText(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  return /^-?\d+$/.test(t) ? Number(t) : t;
}
