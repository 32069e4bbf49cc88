import { isBilingualPage, isTenantPortalPage } from '@shared/i18n/pages';
import { localePath, splitLocalePath } from '@shared/i18n/locale';
import type { PublicUser } from '@shared/user-roles';

/**
 * Where an account or portal page should be read, when not where it was asked for (CONTRACT.md §9):
 * a tenant's portal in the tenant's language, the landlord and admin portals (English only) without
 * /cy. Null when the page is already in the right place.
 */
export function portalPathFor(pathname: string, user: Pick<PublicUser, 'language'> | null): string | null {
  const { locale, path } = splitLocalePath(pathname);
  if (isBilingualPage(path)) return null;
  if (isTenantPortalPage(path)) {
    if (!user) return null;
    return user.language === locale ? null : localePath(user.language, path);
  }
  return locale === 'en' ? null : path;
}
