import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@client/lib/utils';

export const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

/** A full-width band with the section's h2; `id` doubles as the in-page anchor. */
export function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'tint';
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-16', tone === 'tint' ? 'bg-slate-50' : 'bg-white', className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-800">
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100">
            <Check aria-hidden="true" className="size-4 text-brand-800" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
