import { usePrefetchQuery } from '@tanstack/react-query';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { AGENCY } from '@client/content/agency';
import { isNoTenancyError, ownPaymentsQuery, useTenantPaymentSummary } from '../api';
import { TenancySummaryCards } from './tenancy-summary-cards';
import { OWN_PAYMENTS_PAGE_SIZE, TenantPaymentsSection } from './tenant-payments-section';

/** SPEC.md §2's empty state, for a tenant account with no tenancy set up yet. */
function NoTenancy() {
  return (
    <div className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
      <p className="text-lg font-semibold text-slate-900">No active tenancy found</p>
      <p className="mt-2">
        Your tenancy appears here once we have set it up. Questions? Call us on{' '}
        <a href={AGENCY.phoneHref} className="font-medium text-brand-700 underline underline-offset-2">
          {AGENCY.phone}
        </a>
        .
      </p>
    </div>
  );
}

/** The signed-in tenant's dashboard body: the tenancy's cards and its Payments section. */
export function TenantPortal() {
  const summary = useTenantPaymentSummary();
  // Ask for the first page of history now rather than after the summary arrives.
  usePrefetchQuery(ownPaymentsQuery({ limit: OWN_PAYMENTS_PAGE_SIZE, offset: 0 }));

  if (summary.isPending) return <Loading label="Loading your tenancy..." />;
  if (summary.isError) {
    return isNoTenancyError(summary.error) ? (
      <NoTenancy />
    ) : (
      <FormAlert>Error loading payment data</FormAlert>
    );
  }
  return (
    <div className="space-y-10">
      <TenancySummaryCards summary={summary.data} />
      <TenantPaymentsSection summary={summary.data} />
    </div>
  );
}
