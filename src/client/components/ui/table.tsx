import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';
import { m } from '@shared/i18n/messages';

/** A table in a horizontally scrollable, keyboard-focusable region (phones); both carry the label. */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      // relative: screen-reader-only text (position: absolute) inside the table is clipped by this
      // region; without it, its static position far right widened the whole page on a phone.
      className="relative w-full overflow-x-auto rounded-md border border-slate-200"
    >
      <table
        aria-label={label}
        className={cn('w-full caption-bottom text-left text-sm', className)}
        {...props}
      />
    </div>
  );
}
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-50', className)} {...props} />;
}
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-200', className)} {...props} />;
}
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('align-top', className)} {...props} />;
}
export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-3 font-semibold text-slate-800', className)} {...props} />;
}
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 text-slate-800', className)} {...props} />;
}

/** A table's header row from its column names; `actions` adds a last column named for screen readers. */
export function TableColumns({ names, actions = false }: { names: readonly string[]; actions?: boolean }) {
  return (
    <TableHeader>
      <TableRow>
        {names.map((name) => (
          <TableHead key={name}>{name}</TableHead>
        ))}
        {actions && (
          <TableHead>
            <span className="sr-only">{m.ui_actions()}</span>
          </TableHead>
        )}
      </TableRow>
    </TableHeader>
  );
}
