import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * Resolves when the part's server-rendered wrapper comes within 200 px of the viewport, or at once
 * when there is none (on the server, or when the browser renders the page itself). React hydrates a
 * dehydrated boundary in a later, low-priority pass, so the wrapper is looked for then, not a flag.
 */
function whenNear(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.querySelector(`[data-deferred="${name}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
  });
}

/**
 * A part of a server-rendered page whose code is loaded only when a person scrolls near it. Until
 * then React leaves the server's HTML in place (a Suspense boundary not yet hydrated) and hydrates
 * it when the code arrives; a click on it first makes React hydrate it at once. Rendered any other
 * way (on the server, or on a page opened in the browser) it loads straight away. The wrapper
 * carries the part's layout classes, since it is the part's box in the page.
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  className?: string,
): ComponentType<P> {
  const Part = lazy(async () => {
    await whenNear(name);
    return { default: await load() };
  });
  function Deferred(props: P) {
    return (
      <div data-deferred={name} className={className}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  // A parent's re-render must not reach a part still waiting to hydrate: React would drop its
  // server HTML and render the (empty) fallback until the code arrives.
  return memo(Deferred) as unknown as ComponentType<P>;
}
