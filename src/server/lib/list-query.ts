import { z } from 'zod';
import { pageLimit, pageOffset } from '@shared/numbers';

/** limit (default 100, at most 500) and offset for list calls (CONTRACT.md §2). */
export const ListQuery = z.object({
  limit: pageLimit(),
  offset: pageOffset(),
});

/**
 * The full count for a page read with `count(*) over ()` (each row carries it): past the last page
 * that count is lost with the rows, so then `countAll` is asked on its own.
 */
export async function pageTotal(
  rows: readonly { total: number | string }[],
  offset: number,
  countAll: () => Promise<{ n: number }[]>,
): Promise<number> {
  if (rows.length || offset === 0) return Number(rows[0]?.total ?? 0);
  const [counted] = await countAll();
  return counted?.n ?? 0;
}
