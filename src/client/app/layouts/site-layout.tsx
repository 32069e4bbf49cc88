import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SiteHeader } from '@client/app/layouts/site-header';
import { deferred } from '@client/app/deferred';
import { SITE_LAYOUT as COPY } from '@client/content/pages/site-shell';

// Below the fold on every page, and static but for its links: its code waits to be scrolled to.
const SiteFooter = deferred('site-footer', () =>
  import('@client/components/layout/site-footer').then((m) => m.SiteFooter),
);

export const MAIN_ID = 'main-content';

/** Header and footer around every page, with a skip link to the main content. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();

  // A new page starts at the top, or at its #section when the link named one. On the first render
  // a page without a #section stays where the browser put it; one with a #section is taken there
  // (the browser's own jump can be lost while the page hydrates).
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) {
      if (!first) window.scrollTo(0, 0);
      return;
    }
    // The new page's code may still be loading: look for the section for up to two seconds.
    let frame = 0;
    const startedAt = performance.now();
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
      } else if (performance.now() - startedAt < 2000) frame = requestAnimationFrame(seek);
      else if (!first) window.scrollTo(0, 0);
    };
    if (!first) window.scrollTo(0, 0);
    seek();
    return () => cancelAnimationFrame(frame);
  }, [location]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {COPY.skipLink}
      </a>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so a page that fills in as its
          data arrives (the dashboards) never pushes a visible footer down (a layout shift). */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-svh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
