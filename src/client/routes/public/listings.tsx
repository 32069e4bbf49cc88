import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Page } from '@client/components/ui/page';
import { LISTINGS_PAGE as COPY } from '@client/content/pages/listings';
import { AREA_NAMES, fallbackImage } from '@client/features/images/fallbacks';
import { ListingResults } from '@client/features/listings/components/listing-results';
import { ListingSearchForm } from '@client/features/listings/components/listing-search-form';
import { listingSearchString, parseListingSearch } from '@client/features/listings/search';
import { TextLink } from '@client/components/ui/text-link';

/**
 * /listings: the vacant homes landlords have listed, searched by area, bedrooms and rent. The
 * filters live in the URL (?area=&minBedrooms=&maxRent= in pounds&page=), read on the server as in
 * the browser, so a search can be shared, bookmarked and rendered before the script runs.
 */
export default function ListingsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseListingSearch(search), [search]);

  const go = (query: string) => navigate(query ? `${PAGE_PATHS.listings}?${query}` : PAGE_PATHS.listings);

  return (
    <Page
      title={COPY.title}
      intro={
        <>
          {COPY.intro}
          <TextLink href={PAGE_PATHS.contact}>{COPY.introLink}</TextLink>
          {COPY.introAfterLink}
        </>
      }
    >
      <ListingSearchForm filters={filters} areas={AREA_NAMES} onSearch={go} />
      <ListingResults
        filters={filters}
        fallback={fallbackImage('property_showcase')}
        onPageChange={(page) => go(listingSearchString({ ...filters, page }))}
      />
    </Page>
  );
}
