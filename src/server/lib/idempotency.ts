import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@shared/errors';
import type { Db } from '../db/create-db';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from './app-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface IdempotencyClaim {
  userId: number;
  key: string;
  /** Method and path: the same key on another call is refused rather than answered wrongly. */
  scope: string;
}

/** The Idempotency-Key header, checked: printable, at most 255 characters. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    throw badRequest('Idempotency-Key must be 1 to 255 visible characters.');
  return key;
}

/**
 * Runs a write once per key, inside the write's own transaction, so the stored answer and the
 * write commit together: a retry after a lost answer (or a crash) gets the same answer and
 * never a second row. A concurrent duplicate waits on the key's row and then reads the answer.
 */
export async function onceFor<T>(
  tx: Tx,
  claim: IdempotencyClaim | null,
  write: () => Promise<{ statusCode: number; body: T }>,
): Promise<{ statusCode: number; body: T; replayed: boolean }> {
  if (!claim) return { ...(await write()), replayed: false };
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, scope: claim.scope })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [earlier] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    if (!earlier || earlier.scope !== claim.scope || earlier.statusCode === null)
      throw new AppError(
        ErrorCode.idempotencyConflict,
        'This Idempotency-Key was already used for a different request.',
      );
    return { statusCode: earlier.statusCode, body: earlier.response as T, replayed: true };
  }
  const answer = await write();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body as object })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  return { ...answer, replayed: false };
}
