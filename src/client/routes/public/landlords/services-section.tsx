import { PAGE_PATHS } from '@shared/routes';
import { TextLink } from '@client/components/ui/text-link';
import { LANDLORD_SERVICES } from '@client/content/landlords-more';
import { LANDLORDS_MORE_PAGE as COPY } from '@client/content/pages/landlords-more';
import { h2Class, sectionClass } from './page-layout';

/** Our services for landlords, in brief, each linking to the Services page. */
export function LandlordServicesSection() {
  return (
    <section aria-labelledby="landlord-services-heading" className="bg-slate-50">
      <div className={sectionClass}>
        <h2 id="landlord-services-heading" className={h2Class}>
          {COPY.services.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{COPY.services.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LANDLORD_SERVICES.map((service) => (
            <li key={service.id} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-semibold">
                <TextLink href={`${PAGE_PATHS.services}#${service.id}`}>{service.title}</TextLink>
              </h3>
              <p className="mt-1 text-slate-700">{service.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <TextLink href={PAGE_PATHS.services}>{COPY.services.seeAll}</TextLink>
        </p>
      </div>
    </section>
  );
}
