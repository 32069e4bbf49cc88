import { useRef } from 'react';
import { PAGE_PATHS } from '@shared/routes';
import { errorMessage } from '@client/app/api-errors';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Pager } from '@client/components/ui/pager';
import { cn } from '@client/lib/utils';
import { useListings } from '../api';
import type { FallbackArt } from '../format';
import {
  hasFilters,
  listingSearchString,
  LISTINGS_PAGE_SIZE,
  toListingsParams,
  type ListingFilters,
} from '../search';
import { ListingCard } from './listing-card';
import { TextLink } from '@client/components/ui/text-link';
import { LISTING_RESULTS as COPY } from '@client/content/pages/listings';

const countText = (total: number, filtered: boolean): string => {
  if (total === 0) return filtered ? COPY.noneMatching : COPY.noneToLet;
  return filtered ? COPY.countMatching(total) : COPY.countToLet(total);
};

/**
 * The results of a search: a polite live count (announced when the search changes, not on the
 * first load), the cards, an empty state and, past one page, the pager. The previous results stay
 * on screen, marked busy, while the next search loads.
 */
export function ListingResults({
  filters,
  fallback,
  onPageChange,
}: {
  filters: ListingFilters;
  fallback: FallbackArt;
  onPageChange: (page: number) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const params = toListingsParams(filters);
  const listings = useListings(params);
  const filtered = hasFilters(filters);
  const data = listings.data;
  const updating = listings.isPrevious;

  const status = listings.isPending
    ? COPY.loading
    : listings.isError
      ? COPY.loadFailed
      : countText(data?.total ?? 0, filtered);

  const query = listingSearchString({ ...filters, page: 1 });
  const firstPageHref = query ? `${PAGE_PATHS.listings}?${query}` : PAGE_PATHS.listings;

  const goToPage = (offset: number) => {
    onPageChange(Math.floor(offset / LISTINGS_PAGE_SIZE) + 1);
    // Keyboard and screen-reader users start the new page at its top.
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="results-heading" className="mt-10">
      <h2
        id="results-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-2xl font-semibold text-slate-900"
      >
        {COPY.heading}
      </h2>
      <p role="status" aria-live="polite" className="mt-2 text-slate-700">
        {status}
      </p>

      {listings.isError ? (
        <div className="mt-6 space-y-3">
          <FormAlert>{errorMessage(listings.error, COPY.loadError)}</FormAlert>
          <Button variant="outline" onClick={() => listings.retry()}>
            {COPY.tryAgain}
          </Button>
        </div>
      ) : data && data.items.length > 0 ? (
        <>
          <ul
            aria-label={COPY.resultsLabel}
            aria-busy={updating || undefined}
            className={cn(
              'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
              updating && 'opacity-60 transition-opacity',
            )}
          >
            {data.items.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} fallback={fallback} />
              </li>
            ))}
          </ul>
          {data.total > LISTINGS_PAGE_SIZE && (
            <div className="mt-8">
              <Pager
                label={COPY.pagerLabel}
                noun={COPY.pagerNoun}
                offset={params.offset}
                pageSize={LISTINGS_PAGE_SIZE}
                shown={data.items.length}
                total={data.total}
                onOffsetChange={goToPage}
              />
            </div>
          )}
        </>
      ) : data && data.total > 0 ? (
        <p className="mt-6 text-slate-700">
          {COPY.pastLastPage}
          <TextLink href={firstPageHref}>{COPY.firstPageLink}</TextLink>
        </p>
      ) : data ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-center sm:p-10">
          <h3 className="text-xl font-semibold text-slate-900">
            {filtered ? COPY.noneMatching : COPY.noneToLet}
          </h3>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            {filtered ? COPY.emptyTextFiltered : COPY.emptyText}
          </p>
          <p className="mt-4 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-6">
            {filtered && <TextLink href={PAGE_PATHS.listings}>{COPY.clearFilters}</TextLink>}
            <TextLink href={PAGE_PATHS.contact}>{COPY.tellUsWhatYouNeed}</TextLink>
          </p>
        </div>
      ) : null}
    </section>
  );
}
