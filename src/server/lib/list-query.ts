import { z } from 'zod';
import { pageLimit, pageOffset } from '@shared/numbers';

/** limit (default 100, at most 500) and offset for list calls (CONTRACT.md §2). */
export const ListQuery = z.object({
  limit: pageLimit(),
  offset: pageOffset(),
});
