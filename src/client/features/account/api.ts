import type { Locale } from '@shared/i18n/locale';
import type { PublicUser } from '@shared/user-roles';
import { api } from '@client/app/api-client';

/** The signed-in person's own data (CONTRACT.md §7): a plain link downloads it, the session rides on the cookie. */
export const MY_DATA_EXPORT_URL = '/api/account/export';

/** PUT /api/account/language: the person's language for their portal, e-mails and texts (CONTRACT.md §9). */
export async function saveLanguage(language: Locale): Promise<PublicUser> {
  const answer = await api.put<{ user: PublicUser }>('/api/account/language', { language });
  return answer.user;
}
