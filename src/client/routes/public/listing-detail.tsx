import { lazy, Suspense } from 'react';
import { deferred } from '@client/app/deferred';
import type { Listing } from '@shared/listings';
import { Button } from '@client/components/ui/button';
import { Loading } from '@client/components/ui/page';
import { AGENCY } from '@client/content/agency';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { fallbackImage } from '@client/features/images/fallbacks';
import { useListing } from '@client/features/listings/api';
import { ListingFacts } from '@client/features/listings/components/listing-facts';
import { ListingGallery } from '@client/features/listings/components/listing-gallery';
import {
  BackToListings,
  ListingDetailShell,
  ListingPlaceholderPage,
} from '@client/features/listings/components/listing-detail-shell';
import { areaText, bedroomsText } from '@client/features/listings/format';
import { parseListingId } from '@client/features/listings/search';
import { TextLink } from '@client/components/ui/text-link';
import { LISTING_DETAIL_PAGE as COPY } from '@client/content/pages/listing-detail';

// Last on a phone: the form's code loads when it comes into view (Zod only when it is focused).
const ViewingForm = deferred('viewing-form', () =>
  import('@client/features/listings/components/viewing-form').then((m) => m.ViewingForm),
);

// Further down still: its code (and the shared schema) load only when it comes into view.
const ApplyForm = deferred('apply-form', () =>
  import('@client/features/applications/components/apply-form').then((m) => m.ApplyForm),
);

// A missing home or a failed load: rare, so their code loads only when shown.
const ListingUnavailable = lazy(() =>
  import('@client/features/listings/components/listing-unavailable').then((m) => ({
    default: m.ListingUnavailable,
  })),
);
const ListingLoadError = lazy(() =>
  import('@client/features/listings/components/listing-unavailable').then((m) => ({
    default: m.ListingLoadError,
  })),
);

/** /listings/{id}: one listed home, its photos and facts, and 'Request a viewing'. */
export default function ListingDetailPage({ params }: { params: { id?: string } }) {
  const id = parseListingId(params.id);
  const listing = useListing(id);

  if (id === null || listing.data === null || listing.isError) {
    return (
      <Suspense fallback={<ListingLoading />}>
        {listing.isError ? (
          <ListingLoadError error={listing.error} retry={listing.retry} />
        ) : (
          <ListingUnavailable />
        )}
      </Suspense>
    );
  }
  if (!listing.data) return <ListingLoading />;
  return <ListingView listing={listing.data} />;
}

function ListingView({ listing }: { listing: Listing }) {
  // The same title the server-side renderer gives the page.
  useDocumentTitle(`${listing.title}, ${listing.area}`);
  const paragraphs = listing.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <ListingDetailShell>
      <BackToListings />
      <div className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{listing.title}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {COPY.subtitle(bedroomsText(listing.bedroomCount), areaText(listing))}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {/* On a phone the form comes last: a way straight to it. */}
          <Button asChild className="w-full sm:w-auto lg:hidden">
            <a href="#viewing">{COPY.requestViewing}</a>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href="#apply">{COPY.applyForHome}</a>
          </Button>
        </div>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-10">
          <ListingGallery
            photos={listing.photos}
            title={listing.title}
            fallback={fallbackImage('property_showcase')}
          />
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-2xl font-semibold text-slate-900">
              {COPY.keyFactsHeading}
            </h2>
            <div className="mt-4 rounded-xl border border-slate-200 p-5">
              <ListingFacts listing={listing} />
            </div>
          </section>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-semibold text-slate-900">
              {COPY.aboutHeading}
            </h2>
            <div className="mt-3 space-y-4 text-slate-800">
              {paragraphs.map((paragraph, i) => (
                <p key={i} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
            <p className="mt-4 text-sm text-slate-700">{COPY.addressNote}</p>
          </section>
          <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20">
            <h2 id="apply-heading" className="text-2xl font-semibold text-slate-900">
              {COPY.applyForHome}
            </h2>
            <p className="mt-2 text-slate-700">{COPY.applyIntro}</p>
            <div className="mt-5 rounded-xl border border-slate-200 p-5 sm:p-6">
              <ApplyForm listingId={listing.id} listingTitle={listing.title} />
            </div>
          </section>
        </div>
        <section id="viewing" aria-labelledby="viewing-heading" className="min-w-0 scroll-mt-20">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6 lg:sticky lg:top-20">
            <h2 id="viewing-heading" className="text-2xl font-semibold text-slate-900">
              {COPY.requestViewing}
            </h2>
            <p className="mt-2 text-slate-700">{COPY.viewingIntro}</p>
            <div className="mt-5">
              <ViewingForm listingId={listing.id} listingTitle={listing.title} />
            </div>
            <p className="mt-4 text-sm text-slate-700">
              {COPY.talkBeforePhone}
              <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>
              {COPY.talkAfterPhone}
            </p>
          </div>
        </section>
      </div>
    </ListingDetailShell>
  );
}

function ListingLoading() {
  return (
    <ListingPlaceholderPage>
      <div className="mt-6">
        <Loading label={COPY.loading} />
      </div>
    </ListingPlaceholderPage>
  );
}
