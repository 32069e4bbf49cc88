import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db';
import { passwordTokens } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Once a password is changed or reset, no earlier reset or invitation link may set another:
 * whoever held a stale link (an old e-mail, a forwarded invitation) loses it.
 */
export async function retirePasswordLinks(tx: Tx | Db, userId: number): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}
