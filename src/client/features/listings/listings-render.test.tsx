import { describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Listing } from '@shared/listings';
import { DataStore, DataStoreProvider } from '@client/app/data-store';
import ListingsPage from '@client/routes/public/listings';
import ListingDetailPage from '@client/routes/public/listing-detail';
import { listingKey, listingsKey, listingsParamsFromSearch } from './api';

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: 7,
  title: 'Two-bed flat near Roath Park',
  city: 'Cardiff',
  area: 'Cardiff',
  postcodeDistrict: 'CF23',
  bedroomCount: 2,
  bathroomCount: 1,
  price: 95_000,
  epcBand: 'C',
  availableFrom: '2026-03-01',
  description: 'First paragraph.\n\nSecond paragraph.',
  photos: [
    { url: '/api/photos/2/file', altText: 'The kitchen', width: 1200, height: 800, isCover: false },
    { url: '/api/photos/1/file', altText: 'The front', width: 1200, height: 900, isCover: true },
  ],
  ...overrides,
});

/** As the server renders a page: whole, once every lazy part of it has loaded. */
async function render(path: string, search: string, fill: (store: DataStore) => void) {
  const store = new DataStore();
  fill(store);
  const { prelude } = await prerender(
    <DataStoreProvider store={store}>
      <Router ssrPath={path} ssrSearch={search}>
        {path === '/listings' ? <ListingsPage /> : <ListingDetailPage params={{ id: path.split('/')[2] }} />}
      </Router>
    </DataStoreProvider>,
  );
  return new Response(prelude).text();
}

describe('the listing pages rendered on the server from prefetched data', () => {
  it('renders the search from the URL and the results of the same query key', async () => {
    const search = 'area=Roath&minBedrooms=2&maxRent=1000';
    const html = await render('/listings', search, (store) =>
      store.setData(listingsKey(listingsParamsFromSearch(search)), {
        items: [
          listing(),
          listing({
            id: 8,
            title: 'Studio',
            bedroomCount: 0,
            photos: [],
            epcBand: null,
            availableFrom: null,
          }),
        ],
        total: 2,
      }),
    );
    expect(html).toContain('Find Your New Home');
    expect(html).toMatch(/<form[^>]*action="\/listings" method="get"/);
    expect(html).toMatch(/name="area"[^>]*value="Roath"/);
    expect(html).toMatch(/<option value="2" selected="">/);
    expect(html).toMatch(/name="maxRent"[^>]*value="1000"/);
    expect(html).toContain('2 properties match your search');
    expect(html).toContain('£950.00');
    expect(html).toContain('Available from 1 March 2026');
    expect(html).toContain('Cardiff, CF23');
    // The cover photo first, lazily, with its size; the fallback art for a listing without photos.
    expect(html).toMatch(
      /<img src="\/api\/photos\/1\/file" width="1200" height="900" alt="The front" loading="lazy"/,
    );
    expect(html).toContain('/images/fallback/property-showcase.svg');
    expect(html).toContain('href="/listings/7"');
    expect(html).toContain('Available now');
  });

  it('renders an empty search with its way out', async () => {
    const html = await render('/listings', 'area=Swansea', (store) =>
      store.setData(listingsKey(listingsParamsFromSearch('area=Swansea')), {
        items: [],
        total: 0,
      }),
    );
    expect(html).toContain('No properties match your search');
    expect(html).toContain('Clear filters');
    expect(html).toContain('href="/contact"');
  });

  it('renders a listing with its facts, the cover first, and a listing no longer listed', async () => {
    const html = await render('/listings/7', '', (store) => store.setData(listingKey(7), listing()));
    expect(html).toMatch(/<h1[^>]*>Two-bed flat near Roath Park<\/h1>/);
    expect(html.indexOf('alt="The front"')).toBeGreaterThan(-1);
    // One sentence from the copy module now, so no text markers inside it.
    expect(html).toContain('Photo 1 of 2');
    expect(html).toContain('£950.00');
    expect(html).toContain('EPC rating');
    expect(html).toContain('1 March 2026');
    expect(html).toContain('<p class="whitespace-pre-line">Second paragraph.</p>');
    // The form itself is a part loaded when it comes into view (its first HTML: deferred-parts.spec.ts).
    expect(html).toContain('id="viewing-heading"');

    const gone = await render('/listings/9', '', (store) => store.setData(listingKey(9), null));
    expect(gone).toMatch(/<h1[^>]*>This property is no longer available<\/h1>/);
    const bad = await render('/listings/abc', '', () => {});
    expect(bad).toContain('This property is no longer available');
  });
});
