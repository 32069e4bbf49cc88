import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, Zod, react-hook-form) loads the first time it opens, so a
 * dashboard does not pay at start for forms a person may never open. Once opened it stays mounted,
 * so closing still animates and reopening is instant.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether these props show the dialog; by default its `open` prop. */
  isOpen: (props: P) => boolean = (props) => Boolean((props as { open?: boolean }).open),
) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(() => isOpen(props));
    if (isOpen(props) && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
