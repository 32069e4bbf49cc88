import { Link } from 'wouter';
import { House } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { LANDLORDS_MORE_PAGE as COPY } from '@client/content/pages/landlords-more';

/** The closing band: talk to us, or read about the services. */
export function LandlordsCallToAction() {
  return (
    <section aria-labelledby="landlord-cta-heading" className="on-dark bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <House aria-hidden="true" className="size-8 text-brand-100" />
        <h2 id="landlord-cta-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
          {COPY.callToAction.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{COPY.callToAction.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="inverse">
            <Link href={PAGE_PATHS.contact}>{COPY.callToAction.talkToUs}</Link>
          </Button>
          <Button asChild size="lg" variant="outlineInverse">
            <Link href={PAGE_PATHS.services}>{COPY.callToAction.exploreServices}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
