import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from './button';
import { cn } from '@client/lib/utils';
import { m } from '@shared/i18n/messages';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClass = 'fixed inset-0 z-50 bg-slate-950/60';
export const panelClass =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl';

export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content className={cn(panelClass, className)} {...props}>
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 rounded p-1 text-slate-700 hover:bg-slate-100">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{m.ui_close()}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 text-lg font-semibold text-slate-900', className)}
      {...props}
    />
  );
}
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-700', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

/**
 * A dialog whose body is mounted only while it is open, so each opening starts from fresh values;
 * Escape, the overlay and the close button all call `onClose`.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus'];
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && (
        <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}

/** A form dialog's Cancel and submit buttons; both wait while the form is busy saving. */
export function FormFooter({
  onCancel,
  busy,
  busyLabel = m.ui_saving(),
  submitLabel,
  submitDisabled = busy,
}: {
  onCancel: () => void;
  busy: boolean;
  busyLabel?: string;
  submitLabel: ReactNode;
  /** When the submit button waits for more than the save (closing after a save, say). */
  submitDisabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {m.ui_cancel()}
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * A dialog open while it has a record to show (a user, a repair, a message); its body is given the
 * record, and closing calls `onClose` (which clears it).
 */
export function RecordDialog<T>({
  record,
  onClose,
  children,
}: {
  record: T | null;
  onClose: () => void;
  children: (record: T) => ReactNode;
}) {
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {record !== null && children(record)}
    </Dialog>
  );
}
