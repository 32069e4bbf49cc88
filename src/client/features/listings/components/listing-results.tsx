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

const countText = (total: number, filtered: boolean): string => {
  const noun = total === 1 ? 'property' : 'properties';
  if (total === 0) return filtered ? 'No properties match your search' : 'No properties to let right now';
  if (!filtered) return `${total} ${noun} to let`;
  return `${total} ${noun} ${total === 1 ? 'matches' : 'match'} your search`;
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
    ? 'Loading properties…'
    : listings.isError
      ? 'The properties could not be loaded'
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
        Properties to let
      </h2>
      <p role="status" aria-live="polite" className="mt-2 text-slate-700">
        {status}
      </p>

      {listings.isError ? (
        <div className="mt-6 space-y-3">
          <FormAlert>
            {errorMessage(listings.error, 'We could not load the properties. Please try again.')}
          </FormAlert>
          <Button variant="outline" onClick={() => listings.retry()}>
            Try again
          </Button>
        </div>
      ) : data && data.items.length > 0 ? (
        <>
          <ul
            aria-label="Search results"
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
                label="Result pages"
                noun={['property', 'properties']}
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
          This page is past the last result. <TextLink href={firstPageHref}>Go to the first page</TextLink>
        </p>
      ) : data ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-center sm:p-10">
          <h3 className="text-xl font-semibold text-slate-900">
            {filtered ? 'No properties match your search' : 'No properties to let right now'}
          </h3>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            {filtered
              ? 'Try another area, fewer bedrooms or a higher rent. New homes come on every week, so tell us what you are looking for and we will let you know.'
              : 'New homes come on every week. Tell us what you are looking for and we will let you know.'}
          </p>
          <p className="mt-4 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-6">
            {filtered && <TextLink href={PAGE_PATHS.listings}>Clear filters</TextLink>}
            <TextLink href={PAGE_PATHS.contact}>Tell us what you need</TextLink>
          </p>
        </div>
      ) : null}
    </section>
  );
}
