import { Link } from 'wouter';
import { Check } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { ManagedImage } from '@client/features/images/components/managed-image';
import { fallbackImage } from '@client/features/images/fallbacks';
import { HERO } from '@client/content/home';
import { HOME_PAGE as COPY } from '@client/content/pages/home';

/** The home page's first screen: the photo, who we are, and the way in for each audience. */
export function Hero() {
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
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{HERO.eyebrow}</p>
        <h1
          id="hero-heading"
          className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
        >
          {HERO.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-50 sm:text-xl">{HERO.lead}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="inverse">
            <Link href={PAGE_PATHS.landlords}>{COPY.forLandlords}</Link>
          </Button>
          <Button asChild size="lg" variant="outlineInverse">
            <Link href={PAGE_PATHS.tenants}>{COPY.forTenants}</Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-col gap-3 text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {HERO.points.map((point) => (
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
