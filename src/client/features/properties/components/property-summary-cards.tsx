import { Building2, Home, KeyRound, PoundSterling } from 'lucide-react';
import { formatPence } from '@shared/money';
import { Card } from '@client/components/ui/card';
import { usePropertySummary } from '../api';

/** The dashboard's four cards: totals from one aggregate query. */
export function PropertySummaryCards() {
  const summary = usePropertySummary();
  const data = summary.data;
  const value = (n: number | undefined, format: (n: number) => string = String) =>
    summary.isPending ? '…' : summary.isError || n === undefined ? '—' : format(n);

  const cards = [
    { label: 'Total Properties', Icon: Building2, text: value(data?.totalProperties) },
    { label: 'Occupied', Icon: KeyRound, text: value(data?.occupied) },
    { label: 'Vacant', Icon: Home, text: value(data?.vacant) },
    { label: 'Monthly Rent', Icon: PoundSterling, text: value(data?.monthlyRent, formatPence) },
  ] as const;

  return (
    <section aria-label="Portfolio summary" aria-busy={summary.isPending || undefined}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map(({ label, Icon, text }) => (
          <li key={label}>
            <Card className="flex h-full items-start justify-between gap-2 p-3 sm:p-5">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-700">{label}</p>
                <p className="mt-1 text-lg font-bold whitespace-nowrap text-slate-900 sm:text-2xl">{text}</p>
              </div>
              <Icon aria-hidden="true" className="hidden size-6 shrink-0 text-brand-700 sm:block" />
            </Card>
          </li>
        ))}
      </ul>
      {summary.isError && <p className="mt-2 text-sm text-red-700">The summary could not be loaded.</p>}
    </section>
  );
}
