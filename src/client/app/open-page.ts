import { useLocation } from 'wouter';
import { isBilingualPage, isTenantPortalPage } from '@shared/i18n/pages';
import { localePath, type Locale } from '@shared/i18n/locale';
import type { PublicUser } from '@shared/user-roles';
import { LOCALE } from './locale';

/** The language a page is read in: a bilingual page in this one, a tenant's portal in theirs, the rest in English. */
function languageOf(path: string, user: Pick<PublicUser, 'language'> | null): Locale {
  const bare = path.split(/[?#]/)[0]!;
  if (isBilingualPage(bare)) return LOCALE;
  if (isTenantPortalPage(bare)) return user?.language ?? LOCALE;
  return 'en';
}

/**
 * Opens a page of the site (a path without the /cy prefix): inside this build when the page reads
 * in this build's language, otherwise by loading the other language's build (CONTRACT.md §9).
 */
export function useOpenPage() {
  const [, navigate] = useLocation();
  return (path: string, user: Pick<PublicUser, 'language'> | null) => {
    const locale = languageOf(path, user);
    if (locale === LOCALE) navigate(path);
    else window.location.assign(localePath(locale, path));
  };
}
