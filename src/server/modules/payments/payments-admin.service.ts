import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BankDetails, ManagementFeeSchema } from '@shared/payments';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { readBankDetails, saveBankDetails } from './bank-details';

/** A landlord's management fee, kept in basis points so 12.5% is exact; any other account is not found. */
export async function setManagementFee(
  ctx: AppContext,
  landlordId: number,
  input: z.output<typeof ManagementFeeSchema>,
): Promise<{ id: number; managementFeePercent: number }> {
  const [row] = await ctx.db
    .update(users)
    .set({ managementFeeBasisPoints: Math.round(input.managementFeePercent * 100) })
    .where(and(eq(users.id, landlordId), eq(users.userType, 'landlord')))
    .returning({ id: users.id, managementFeeBasisPoints: users.managementFeeBasisPoints });
  if (!row) throw notFound('Landlord');
  return { id: row.id, managementFeePercent: row.managementFeeBasisPoints / 100 };
}

/** The client account tenants pay into, or an empty object before the agency has set one. */
export async function getBankDetails(ctx: AppContext): Promise<BankDetails | Record<string, never>> {
  return (await readBankDetails(ctx.db)) ?? {};
}

export const setBankDetails = (ctx: AppContext, details: BankDetails): Promise<BankDetails> =>
  saveBankDetails(ctx.db, details);
