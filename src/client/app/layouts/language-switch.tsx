import { useLocation, useSearch } from 'wouter';
import { isBilingualPage } from '@shared/i18n/pages';
import { localePath } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { LOCALE } from '@client/app/locale';

const OTHER = LOCALE === 'cy' ? 'en' : 'cy';

/**
 * "Cymraeg" on an English page, "English" on a Welsh one: the same page in the other language. A
 * plain link, as each language is its own build of the client. Shown on pages that have a twin.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const [location] = useLocation();
  const search = useSearch();
  if (!isBilingualPage(location)) return null;
  const href = localePath(OTHER, `${location}${search ? `?${search}` : ''}`);
  return (
    <a href={href} hrefLang={OTHER} lang={OTHER} className={className}>
      {m.language_switch_label()}
    </a>
  );
}
