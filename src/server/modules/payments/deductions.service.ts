import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deduction, DeductionInputSchema } from '@shared/deductions';
import { isAdmin } from '@shared/users';
import { statementDeductions } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { loadOwnedProperty, type Actor } from '../properties/property-access';

type DeductionData = z.output<typeof DeductionInputSchema>;
type DeductionRow = typeof statementDeductions.$inferSelect;

export const ONLY_AGENCY_DEDUCTS = 'Only the agency can add deductions.';

const toDeduction = (row: DeductionRow): Deduction => ({
  id: row.id,
  propertyId: row.propertyId,
  date: row.date,
  description: row.description,
  amount: row.amount,
  createdAt: row.createdAt.toISOString(),
});

/** The agency charges deductions; a landlord only sees them on the statement and the Finances tab. */
export function assertAgency(actor: Actor): void {
  if (!isAdmin(actor)) throw forbidden(ONLY_AGENCY_DEDUCTS);
}

/** A property's deductions, newest first; archived properties too, as their statements still show them. */
export async function listDeductions(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  page: { limit: number; offset: number },
) {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const where = eq(statementDeductions.propertyId, propertyId);
  // The count is its own query, so a page past the end still answers the full total.
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(statementDeductions)
      .where(where)
      .orderBy(desc(statementDeductions.date), desc(statementDeductions.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(statementDeductions)
      .where(where),
  ]);
  return { deductions: rows.map(toDeduction), total: counted?.n ?? 0 };
}

export async function addDeduction(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: DeductionData,
): Promise<Deduction> {
  assertAgency(actor);
  // A repair can be charged after a property is archived: its last statement still shows it.
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const [row] = await ctx.db
    .insert(statementDeductions)
    .values({ propertyId, ...input, createdBy: actor.id })
    .returning();
  return toDeduction(row!);
}

export async function removeDeduction(ctx: AppContext, actor: Actor, id: number) {
  assertAgency(actor);
  const [row] = await ctx.db
    .delete(statementDeductions)
    .where(eq(statementDeductions.id, id))
    .returning({ id: statementDeductions.id });
  if (!row) throw notFound('Deduction');
  return { message: 'Deduction removed.' };
}
