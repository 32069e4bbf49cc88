import { Link } from 'wouter';
import { Check } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { ManagedImage } from '@client/features/images/components/managed-image';
import { fallbackImage } from '@client/features/images/fallbacks';
import { AGENCY } from '@client/content/agency';
import { REASONS } from '@client/content/home';

import { Section, cardClass } from '@client/components/public/section';
import { deferred } from '@client/app/deferred';

// Everything below the first two screens: its code and copy load when a person scrolls to it.
const HomeMore = deferred('home-more', () => import('./home-more').then((m) => m.HomeMore));

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="on-dark relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <div className="absolute inset-0 -z-10">
        <ManagedImage
          usageType="hero"
          priority
          sizes="100vw"
          fallback={fallbackImage('hero')}
          alt=""
          className="h-full w-full object-cover"
        />
        {/* Keeps the text readable over any photo: nearly solid behind the words, lighter to the right. */}
        <div className="absolute inset-0 bg-brand-950/80 lg:bg-transparent lg:bg-linear-to-r lg:from-brand-950 lg:via-brand-950/85 lg:to-brand-950/35" />
      </div>
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-32">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
          Letting and property management · Cardiff and South Wales
        </p>
        <h1
          id="hero-heading"
          className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
        >
          Simplifying Property Management in Cardiff
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-50 sm:text-xl">
          {AGENCY.name} is a locally owned letting agency in Dinas Powys. We find good tenants, keep homes
          safe and compliant with Welsh law, and look after landlords and tenants alike.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="inverse">
            <Link href={PAGE_PATHS.landlords}>For Landlords</Link>
          </Button>
          <Button asChild size="lg" variant="outlineInverse">
            <Link href={PAGE_PATHS.tenants}>For Tenants</Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-col gap-3 text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {[
            'Rent Smart Wales licensed agent',
            'Deposits protected in approved schemes',
            'Local office, local team',
          ].map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-5 text-brand-200" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function HomePage() {
  useDocumentTitle('Letting and Property Management in Cardiff');
  return (
    <>
      <Hero />

      <Section
        id="why-choose-us"
        title="Why choose us"
        intro="Letting a home in Wales has its own rules. We know them, and we take the work off your hands."
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className={cardClass}>
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <HomeMore />
    </>
  );
}
