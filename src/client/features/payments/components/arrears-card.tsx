import { useId } from 'react';
import { formatPence } from '@shared/money';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { useArrears } from '../api';
import { formatShortDate } from '@client/lib/format';

/**
 * 'Rent arrears' on the landlord dashboard: overdue rent in total and per tenancy, oldest first,
 * with the tenancies whose reminders are paused marked.
 */
export function ArrearsCard({ className }: { className?: string }) {
  const headingId = useId();
  const arrears = useArrears();
  const data = arrears.data;

  return (
    <Card className={className}>
      <section aria-labelledby={headingId} aria-busy={arrears.isPending || undefined} className="p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Rent arrears
          </h2>
          {data && data.tenancies.length > 0 && (
            <p className="text-sm text-slate-700">
              Total overdue{' '}
              <strong className="text-2xl font-bold whitespace-nowrap text-red-800">
                {formatPence(data.total)}
              </strong>
            </p>
          )}
        </div>
        {arrears.isPending ? (
          <p role="status" className="mt-3 text-slate-700">
            Loading arrears...
          </p>
        ) : arrears.isError || !data ? (
          <p className="mt-3 text-sm text-red-700">Error loading arrears</p>
        ) : data.tenancies.length === 0 ? (
          <p className="mt-3 text-slate-700">No rent is overdue.</p>
        ) : (
          <ul aria-label="Tenancies in arrears" className="mt-3 divide-y divide-slate-200">
            {data.tenancies.map((t) => (
              <li
                key={`${t.tenantId}-${t.propertyId}`}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{t.tenantName}</p>
                  <p className="text-sm break-words text-slate-700">{t.propertyTitle}</p>
                  {t.remindersPaused && (
                    <Badge variant="neutral" className="mt-1">
                      Reminders paused
                    </Badge>
                  )}
                </div>
                <div className="text-right">
                  <p className="font-semibold whitespace-nowrap text-slate-900">{formatPence(t.arrears)}</p>
                  <p className="text-sm whitespace-nowrap text-slate-700">
                    overdue since <time dateTime={t.oldestDueDate}>{formatShortDate(t.oldestDueDate)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
