import { AGENCY } from '@shared/agency';
import { AGENCY_PASSWORD_MESSAGE, COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '@shared/auth';
import type { Db } from '../../db/create-db';
import { badRequest } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/passwords';
import { passwordUsesName, personalNames } from '../../lib/passwords/personal';
import { readBankDetails } from '../payments/bank-details';

/**
 * The agency's names a password must not use: its name and short name (shared/agency.ts), the
 * name in its web address, and the name the admin gave its client bank account, less the words
 * "client account" (e.g. "Cardiff Lettings Client Account" → "Cardiff Lettings").
 */
export async function agencyNames(db: Db): Promise<string[]> {
  const names: string[] = [AGENCY.name, AGENCY.shortName, AGENCY.email.split('@')[1]!.split('.')[0]!];
  const bank = await readBankDetails(db).catch(() => null);
  const accountName = bank?.accountName.replace(/\b(client|clients|account|ltd|limited)\b/gi, ' ').trim();
  if (accountName) names.push(accountName);
  return names;
}

/**
 * Every rule beyond the form's (length, upper, lower, digit): not a common password, not the
 * person's username or e-mail address, not the agency's name. 400 naming `field`.
 */
export async function assertPasswordAllowed(
  db: Db,
  password: string,
  person: { username: string; email: string },
  field = 'password',
): Promise<void> {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  if (isCommonPassword(password)) throw refuse(COMMON_PASSWORD_MESSAGE);
  if (passwordUsesName(password, personalNames(person))) throw refuse(PERSONAL_PASSWORD_MESSAGE);
  if (passwordUsesName(password, await agencyNames(db))) throw refuse(AGENCY_PASSWORD_MESSAGE);
}
