import { z } from 'zod';

/** limit (default 100, at most 500) and offset for list calls (CONTRACT.md §2). */
export const ListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .default(100),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').default(0),
});
