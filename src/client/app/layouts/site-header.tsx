import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Building2, Menu, X } from 'lucide-react';
import { LanguageSwitch } from './language-switch';
import { PAGE_PATHS } from '@shared/routes';
import { AGENCY } from '@client/content/agency';
import { HEADER_LINKS } from '@client/content/navigation';
import { SITE_HEADER as COPY } from '@client/content/pages/site-shell';
import { useCurrentUser } from '@client/features/auth/session';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { useMediaQuery } from '@client/lib/use-media-query';

const AccountMenu = lazy(() =>
  import('@client/features/auth/components/account-menu').then((m) => ({ default: m.AccountMenu })),
);
const MobileAccountSection = lazy(() =>
  import('@client/features/auth/components/account-links').then((m) => ({ default: m.MobileAccountSection })),
);
/** Tailwind's md breakpoint, where the wide header (and its account menu) shows. */
const WIDE_HEADER = '(min-width: 768px)';

export const SCROLL_SHADOW_THRESHOLD_PX = 10;
const MOBILE_MENU_ID = 'mobile-menu';

const isCurrent = (location: string, href: string) => location === href;

export function SiteHeader() {
  const { data: user, isPending } = useCurrentUser();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location);
  const [scrolled, setScrolled] = useState(false);
  const wide = useMediaQuery(WIDE_HEADER);

  // Close the mobile menu on every route change.
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_SHADOW_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById(`${MOBILE_MENU_ID}-button`)?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow',
        scrolled && 'shadow-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href={PAGE_PATHS.home} className="flex items-center gap-2 rounded font-bold text-brand-900">
          <Building2 aria-hidden="true" className="size-7 text-brand-700" />
          <span className="text-lg">{AGENCY.name}</span>
        </Link>

        <nav aria-label={COPY.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent(location, link.href) ? 'page' : undefined}
                  className={cn(
                    'rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-900 lg:px-3',
                    isCurrent(location, link.href) &&
                      'text-brand-800 underline decoration-2 underline-offset-8',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <LanguageSwitch className="rounded px-2 py-1 text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900" />
          <div className="hidden md:block">
            {isPending ? null : user ? (
              wide && (
                <Suspense fallback={null}>
                  <AccountMenu user={user} />
                </Suspense>
              )
            ) : (
              <Button asChild>
                <Link href={PAGE_PATHS.login}>{COPY.login}</Link>
              </Button>
            )}
          </div>

          <Button
            id={`${MOBILE_MENU_ID}-button`}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? COPY.closeMenu : COPY.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6!" />
            ) : (
              <Menu aria-hidden="true" className="size-6!" />
            )}
          </Button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <div className="space-y-3 px-4 py-3">
          <nav aria-label={COPY.mobileNavLabel}>
            <ul className="space-y-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={closeMenu}
                    aria-current={isCurrent(location, link.href) ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-3 py-2 text-base font-medium text-slate-900 hover:bg-slate-100',
                      isCurrent(location, link.href) && 'bg-brand-50 text-brand-900',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {isPending ? null : user ? (
            <Suspense fallback={null}>
              <MobileAccountSection user={user} onNavigate={closeMenu} />
            </Suspense>
          ) : (
            <div className="border-t border-slate-200 pt-3">
              <Button asChild className="w-full">
                <Link href={PAGE_PATHS.login} onClick={closeMenu}>
                  {COPY.login}
                </Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
