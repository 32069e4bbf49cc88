import { eq } from 'drizzle-orm';
import { BankDetailsSchema, type BankDetails } from '@shared/payments';
import type { Db } from '../../db/create-db';
import { agencySettings } from '../../db/schema';

const KEY = 'bank_details';

export async function readBankDetails(db: Db): Promise<BankDetails | null> {
  const [row] = await db.select().from(agencySettings).where(eq(agencySettings.key, KEY));
  const parsed = BankDetailsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function saveBankDetails(db: Db, details: BankDetails): Promise<BankDetails> {
  await db
    .insert(agencySettings)
    .values({ key: KEY, value: details })
    .onConflictDoUpdate({ target: agencySettings.key, set: { value: details, updatedAt: new Date() } });
  return details;
}
