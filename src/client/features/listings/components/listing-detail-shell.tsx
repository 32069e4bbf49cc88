import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { LISTING_DETAIL_PAGE as COPY } from '@client/content/pages/listing-detail';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The listing page's frame, whatever state the listing is in. */
export function ListingDetailShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</div>;
}

export function BackToListings() {
  return (
    <Link
      href={PAGE_PATHS.listings}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {COPY.backLink}
    </Link>
  );
}

/** The page while there is no home to show (loading, or its load failed): a plain heading, then `children`. */
export function ListingPlaceholderPage({ children }: { children: ReactNode }) {
  useDocumentTitle(COPY.propertyToLet);
  return (
    <ListingDetailShell>
      <BackToListings />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {COPY.propertyToLet}
      </h1>
      {children}
    </ListingDetailShell>
  );
}
