import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** Loads a part no one has scrolled to once the page has been quiet this long. */
const IDLE_LOAD_MS = 3000;

/**
 * A part of a page the browser renders itself (a dashboard) whose code loads when it comes within
 * 200 px of the viewport, or once the page has settled, whichever is first: the first screen's
 * code runs first, and a card below it (with its form code) follows. Until then an empty box of
 * `placeholderClassName` holds its place.
 */
export function whenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholderClassName = 'min-h-40',
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function WhenVisible(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      if (wanted) return;
      const element = box.current;
      if (!element || typeof IntersectionObserver === 'undefined') return setWanted(true);
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true),
        { rootMargin: '200px 0px' },
      );
      observer.observe(element);
      const timer = window.setTimeout(() => setWanted(true), IDLE_LOAD_MS);
      return () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
    }, [wanted]);
    const placeholder = <div ref={box} className={placeholderClassName} />;
    if (!wanted) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  }
  WhenVisible.displayName = 'WhenVisible';
  return WhenVisible;
}
