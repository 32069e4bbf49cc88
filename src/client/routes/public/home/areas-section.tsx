import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { TextLink } from '@client/components/ui/text-link';
import { Section } from '@client/components/public/section';
import { ManagedImage } from '@client/features/images/components/managed-image';
import { fallbackImage } from '@client/features/images/fallbacks';
import { AREA_TEASERS, HOME_SECTIONS } from '@client/content/home-more';
import { HOME_MORE_PAGE as COPY } from '@client/content/pages/home-more';
import { listingsInArea } from './listings-in-area';
import { placeName } from '@client/lib/place-name';

/** Explore our areas: a card per area with its photo, and the way to every area guide. */
export function AreasSection() {
  return (
    <Section id="areas" {...HOME_SECTIONS.areas}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {AREA_TEASERS.map((area) => (
          <li
            key={area.name}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="aspect-3/2 bg-slate-100">
              <ManagedImage
                usageType="area_guide"
                usageContext={area.name}
                fallback={fallbackImage('area_guide', area.name)}
                alt=""
                sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
                className="h-full w-full object-cover"
              />
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-semibold text-slate-900">{placeName(area.name)}</h3>
              <p className="mt-2 flex-1 text-slate-700">{area.text}</p>
              <p className="mt-4">
                <TextLink href={listingsInArea(area.name)}>
                  {COPY.areas.homesToLet}
                  <span className="sr-only">{COPY.areas.homesToLetIn(placeName(area.name))}</span>
                </TextLink>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <Button asChild size="lg" variant="outline">
          <Link href={PAGE_PATHS.areaGuides}>
            {COPY.areas.readAllGuides} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
