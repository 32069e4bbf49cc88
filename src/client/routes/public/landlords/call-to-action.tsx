import { Link } from 'wouter';
import { House } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { AGENCY } from '@client/content/agency';

/** The closing band: talk to us, or read about the services. */
export function LandlordsCallToAction() {
  return (
    <section aria-labelledby="landlord-cta-heading" className="on-dark bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <House aria-hidden="true" className="size-8 text-brand-100" />
        <h2 id="landlord-cta-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
          Let your property with confidence
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">
          Tell us about your property and we will explain how we would let and manage it, and what it could
          earn. Call {AGENCY.phone} or send us a message.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="inverse">
            <Link href={PAGE_PATHS.contact}>Talk to Us About Your Property</Link>
          </Button>
          <Button asChild size="lg" variant="outlineInverse">
            <Link href={PAGE_PATHS.services}>Explore Our Services</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
