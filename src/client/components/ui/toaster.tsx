import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { dismissToast, getToast, subscribeToasts } from './toast-store';
import { m } from '@shared/i18n/messages';
import { Localised } from '@client/lib/localise-message';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

const variantClass = {
  default: 'border-slate-300 bg-white text-slate-900',
  success: 'border-brand-700 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white on-dark',
} as const;

/** Renders the current toast; mount once near the root, inside Toast's provider below. */
export function Toaster() {
  const item = useSyncExternalStore(subscribeToasts, getToast, getToast);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {item && (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'relative grid w-full gap-1 rounded-lg border-2 p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
            variantClass[item.variant ?? 'default'],
          )}
        >
          <Toast.Title className="font-semibold">
            <Localised text={item.title} />
          </Toast.Title>
          {item.description && (
            <Toast.Description className="text-sm">
              <Localised text={item.description} />
            </Toast.Description>
          )}
          <Toast.Close
            aria-label={m.ui_toast_close()}
            className="absolute top-2 right-2 rounded p-1 opacity-90 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        // Radix puts the hotkey's name where the label says {hotkey}.
        label={m.ui_toast_region({ hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
