import { useId } from 'react';
import { CalendarPlus } from 'lucide-react';
import { todayInLondon } from '@shared/dates';
import type { PortfolioCompliance } from '@shared/compliance/types';
import { errorMessage } from '@client/app/api-client';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { COMPLIANCE_CALENDAR_URL, usePortfolioCompliance } from '../api';
import { STATUS_ORDER, complianceStatusLabel, complianceStatusTone, nextDeadlines } from '../compliance-view';
import { formatShortDate } from '@client/lib/format';
import { ComplianceStatusBadge } from './compliance-status-badge';

const toneClass = {
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** The landlord dashboard's compliance card: counts in words, the next five deadlines, and the calendar feed. */
export function ComplianceSummaryCard({
  className,
  isAdmin = false,
}: {
  className?: string;
  isAdmin?: boolean;
}) {
  const headingId = useId();
  const portfolio = usePortfolioCompliance();
  return (
    <Card className={className}>
      <section
        aria-labelledby={headingId}
        aria-busy={portfolio.isPending || undefined}
        className="space-y-4 p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Compliance
          </h2>
          {portfolio.data && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              Overall <ComplianceStatusBadge status={portfolio.data.status} />
            </p>
          )}
        </div>
        {portfolio.isPending ? (
          // About the height of the summary with its five deadlines, so the sections below do not
          // jump when it arrives (a layout shift of 0.2 on a phone).
          <p role="status" className="min-h-[36rem] text-slate-700 sm:min-h-[26rem]">
            Loading compliance…
          </p>
        ) : portfolio.isError ? (
          <p className="text-sm text-red-700">{errorMessage(portfolio.error, 'Error loading compliance')}</p>
        ) : (
          <ComplianceSummary portfolio={portfolio.data} isAdmin={isAdmin} />
        )}
      </section>
    </Card>
  );
}

export function ComplianceSummary({
  portfolio,
  isAdmin = false,
  today = todayInLondon(),
}: {
  portfolio: PortfolioCompliance;
  isAdmin?: boolean;
  today?: string;
}) {
  const deadlines = nextDeadlines(portfolio, today);
  const deadlinesId = useId();
  return (
    <div className="space-y-5">
      <ul aria-label="Duties by status" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STATUS_ORDER.map((status) => (
          <li key={status} className={cn('rounded-md border p-3', toneClass[complianceStatusTone[status]])}>
            <span className="block text-2xl font-bold">{portfolio.counts[status]}</span>
            <span className="text-sm font-medium">{complianceStatusLabel[status]}</span>
          </li>
        ))}
      </ul>

      <div className="space-y-2">
        {/* Not a heading: the dashboard's level-3 headings are its property cards. */}
        <p id={deadlinesId} className="text-base font-semibold text-slate-900">
          Next deadlines
        </p>
        {deadlines.length === 0 ? (
          <p className="text-sm text-slate-700">No deadlines ahead.</p>
        ) : (
          <ol
            aria-labelledby={deadlinesId}
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
          >
            {deadlines.map(({ item, propertyTitle, propertyId, landlordName }) => (
              <li
                key={`${propertyId ?? 'landlord'}-${item.rule}-${item.tenancyId ?? ''}`}
                className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{item.title}</p>
                  <p className="break-words text-slate-700">
                    {propertyTitle ?? (isAdmin ? "A landlord's own duty" : 'Your own duty (all homes)')}
                    {item.tenantName ? ` · ${item.tenantName}` : ''}
                    {landlordName ? ` · ${landlordName}` : ''}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <time dateTime={item.dueDate!} className="font-medium whitespace-nowrap text-slate-900">
                    {formatShortDate(item.dueDate)}
                  </time>
                  <ComplianceStatusBadge status={item.status} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>

      <div className="space-y-1">
        <a
          href={COMPLIANCE_CALENDAR_URL}
          download="compliance.ics"
          className="inline-flex items-center gap-2 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to your calendar
        </a>
        <p className="text-sm text-slate-700">
          Downloads a calendar file (.ics) with every deadline; open it with your calendar app.
        </p>
      </div>
    </div>
  );
}
