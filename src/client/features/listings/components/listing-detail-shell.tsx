import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { LISTING_DETAIL_PAGE as COPY } from '@client/content/pages/listing-detail';

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
