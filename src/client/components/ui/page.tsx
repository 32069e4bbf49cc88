import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { m } from '@shared/i18n/messages';

/** Standard page wrapper: sets the tab title and renders the page's single h1. */
export function Page({
  title,
  heading,
  intro,
  children,
  className,
  narrow = false,
}: {
  title: string;
  heading?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  narrow?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-10 sm:px-6 lg:px-8',
        narrow ? 'max-w-md' : 'max-w-6xl',
        className,
      )}
    >
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading ?? title}</h1>
      {intro && <div className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</div>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}

/** A plain statement that a part of the product arrives in a later version. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-md border border-brand-200 bg-brand-50 p-4 text-brand-950">
      <p>{children}</p>
    </div>
  );
}

/** Loading text for a region, announced politely. */
export function Loading({ label = m.ui_loading() }: { label?: string }) {
  return (
    <p role="status" className="text-slate-700">
      {label}
    </p>
  );
}
