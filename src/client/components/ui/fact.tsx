import type { ReactNode } from 'react';

/** A term and its value in a description list, side by side, wrapping on a narrow screen. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-1">
      <dt className="text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
