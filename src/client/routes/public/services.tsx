import { Link } from 'wouter';
import {
  Check,
  ClipboardCheck,
  House,
  PoundSterling,
  Search,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { AGENCY } from '@client/content/agency';
import { TextLink } from '@client/components/ui/text-link';
import { SERVICES_PAGE as COPY, type ServiceId } from '@client/content/pages/services';

/** SPEC.md §2 Services page: six sections, in this order (their words are in content/pages/services). */
const SERVICES: readonly { id: ServiceId; Icon: LucideIcon }[] = [
  { id: 'tenant-finding', Icon: Search },
  { id: 'rent-collection', Icon: PoundSterling },
  { id: 'property-inspections', Icon: ClipboardCheck },
  { id: 'maintenance', Icon: Wrench },
  { id: 'legal-compliance', Icon: ShieldCheck },
  { id: 'full-management', Icon: House },
];

export default function ServicesPage() {
  useDocumentTitle(COPY.title);
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{COPY.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{COPY.intro}</p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <nav aria-label={COPY.navLabel}>
          <ul className="flex flex-wrap gap-2">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <a
                  href={`#${service.id}`}
                  className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
                >
                  {COPY.services[service.id].title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {SERVICES.map(({ id, Icon }) => {
            const { title, lead, points } = COPY.services[id];
            return (
              <section
                key={id}
                id={id}
                aria-labelledby={`${id}-heading`}
                className="scroll-mt-24 rounded-lg border border-slate-200 p-6 shadow-sm sm:p-8"
              >
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h2 id={`${id}-heading`} className="mt-3 text-2xl font-semibold text-slate-900">
                  {title}
                </h2>
                <p className="mt-2 text-lg text-slate-700">{lead}</p>
                <ul className="mt-4 space-y-2">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2 text-slate-800">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                {id === 'legal-compliance' && (
                  <p className="mt-4">
                    <TextLink href={`${PAGE_PATHS.landlords}#welsh-letting-rules`}>
                      {COPY.lettingRulesLink}
                    </TextLink>
                  </p>
                )}
              </section>
            );
          })}
        </div>
      </div>

      <section aria-labelledby="services-cta-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="services-cta-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {COPY.ctaHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            {COPY.ctaTextBeforePhone}
            <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>
            {COPY.ctaTextAfterPhone}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={PAGE_PATHS.contact}>{COPY.contactUs}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={PAGE_PATHS.landlords}>{COPY.landlordServices}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
