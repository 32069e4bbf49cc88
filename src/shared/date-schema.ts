import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE } from './dates';

// Apart from dates.ts so that pages which only format dates (the public listings) load no Zod.

/** A date without time on the wire: YYYY-MM-DD that is a real calendar day from 1900 to 2199. */
export const isoDate = (message: string) =>
  z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message)
    .refine((v) => v >= EARLIEST_DATE && v <= LATEST_DATE, message);
