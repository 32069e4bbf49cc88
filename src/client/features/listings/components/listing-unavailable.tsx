import { House } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { errorMessage } from '@client/app/api-errors';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { TextLink } from '@client/components/ui/text-link';
import { LISTING_DETAIL_PAGE as COPY } from '@client/content/pages/listing-detail';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ListingDetailShell, ListingPlaceholderPage } from './listing-detail-shell';

/*
 * The listing page's two rare states, a chunk of their own: a page showing a home never loads
 * their code (the form field styles and an icon, about 1 KB gzipped).
 */

/** A listing id that does not exist, or a home that has been let or taken off the market. */
export function ListingUnavailable() {
  useDocumentTitle(COPY.unavailableTitle);
  return (
    <ListingDetailShell>
      <div className="mx-auto max-w-2xl py-8 text-center">
        <House aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {COPY.unavailableTitle}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{COPY.unavailableText}</p>
        <p className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-6">
          <TextLink href={PAGE_PATHS.listings}>{COPY.seeProperties}</TextLink>
          <TextLink href={PAGE_PATHS.contact}>{COPY.tellUsWhatYouWant}</TextLink>
        </p>
      </div>
    </ListingDetailShell>
  );
}

export function ListingLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ListingPlaceholderPage>
      <div className="mt-6 max-w-xl space-y-3">
        <FormAlert>{errorMessage(error, COPY.loadError)}</FormAlert>
        <Button variant="outline" onClick={retry}>
          {COPY.tryAgain}
        </Button>
      </div>
    </ListingPlaceholderPage>
  );
}
