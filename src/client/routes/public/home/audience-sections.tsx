import { Link } from 'wouter';
import { ArrowRight, Search } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { cn } from '@client/lib/utils';
import { Button } from '@client/components/ui/button';
import { CheckList, Section, cardClass } from '@client/components/public/section';
import {
  AREA_TEASERS,
  HOME_SECTIONS,
  HOMES_TO_LET,
  LANDLORD_POINTS,
  LANDLORD_PORTAL,
  TENANT_POINTS,
} from '@client/content/home-more';
import { HOME_MORE_PAGE as COPY } from '@client/content/pages/home-more';
import { listingsInArea } from './listings-in-area';
import { placeName } from '@client/lib/place-name';

/** For landlords: what we do, and what the landlord portal shows. */
export function LandlordsSection() {
  return (
    <Section id="landlords" tone="tint" {...HOME_SECTIONS.landlords}>
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
        <div>
          <CheckList items={LANDLORD_POINTS} />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={PAGE_PATHS.contact}>{COPY.landlords.becomeClient}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={PAGE_PATHS.landlords}>
                {COPY.landlords.landlordServices} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <div className={cn(cardClass, 'p-6 sm:p-8')}>
          <h3 className="text-xl font-semibold text-slate-900">{LANDLORD_PORTAL.title}</h3>
          <p className="mt-2 text-slate-700">{LANDLORD_PORTAL.text}</p>
          <ul className="mt-6 space-y-4">
            {LANDLORD_PORTAL.items.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-4 rounded-lg bg-slate-50 p-4 text-slate-800">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

/** For tenants: how we treat them, and the way to the homes to let. */
export function TenantsSection() {
  return (
    <Section id="tenants" {...HOME_SECTIONS.tenants}>
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
        <div>
          <CheckList items={TENANT_POINTS} />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href="#properties">{COPY.tenants.findHome}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={PAGE_PATHS.tenants}>
                {COPY.tenants.tenantServices} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <div
          id="properties"
          className="scroll-mt-20 rounded-xl bg-brand-900 p-6 text-white shadow-sm sm:p-8 on-dark"
        >
          <Search aria-hidden="true" className="size-8 text-brand-200" />
          <h3 className="mt-4 text-2xl font-semibold">{HOMES_TO_LET.title}</h3>
          <p className="mt-2 text-brand-50">{HOMES_TO_LET.text}</p>
          <Button asChild size="lg" variant="inverse" className="mt-6 w-full sm:w-auto">
            <Link href={PAGE_PATHS.listings}>{COPY.tenants.browseProperties}</Link>
          </Button>
          <p className="mt-8 text-sm font-semibold text-brand-100">{HOMES_TO_LET.areasLabel}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {AREA_TEASERS.map((area) => (
              <li key={area.name}>
                <Link
                  href={listingsInArea(area.name)}
                  className="inline-flex rounded-full border border-white/40 px-3 py-1 text-sm text-white hover:bg-white/10"
                >
                  <span className="sr-only">{COPY.tenants.homesToLetInBefore}</span>
                  {placeName(area.name)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
