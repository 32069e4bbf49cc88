import { deferred } from '@client/app/deferred';
import { Link } from 'wouter';
import {
  ArrowRight,
  CalendarCheck,
  Clock,
  FileText,
  Mail,
  MapPin,
  Phone,
  PoundSterling,
  Search,
  Wrench,
} from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { cn } from '@client/lib/utils';
import { Button } from '@client/components/ui/button';
import { FaqAccordion } from '@client/components/public/faq';
import { SimpleTabs } from '@client/components/public/simple-tabs';
import { Testimonials } from '@client/components/public/testimonials';
import { ManagedImage } from '@client/features/images/components/managed-image';
import { fallbackImage } from '@client/features/images/fallbacks';
import { AGENCY, AGENCY_ADDRESS_LINE } from '@client/content/agency';
import {
  AREA_TEASERS,
  COMPLIANCE,
  LANDLORD_FAQ,
  LANDLORD_POINTS,
  SERVICES,
  TENANT_FAQ,
  TENANT_POINTS,
  TESTIMONIALS,
} from '@client/content/home-more';
import { TEAM } from '@client/content/team';

import { CheckList, Section, cardClass } from '@client/components/public/section';
import { TextLink } from '@client/components/ui/text-link';

// Lazy, as on the Contact page: react-hook-form and zod stay out of the public bundle.
// Below the rest of the home page: the form's code loads when it comes into view.
const ContactForm = deferred('home-contact-form', () =>
  import('@client/features/contact/components/contact-form').then((m) => m.ContactForm),
);

const listingsInArea = (area: string) => `${PAGE_PATHS.listings}?area=${encodeURIComponent(area)}`;
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** The home page below its first screens (home.tsx loads it when a person scrolls near). */
export function HomeMore() {
  return (
    <>
      <Section
        id="landlords"
        tone="tint"
        title="For landlords"
        intro="Whether you let a single flat or a growing portfolio, we look after your property, your tenants and your paperwork, so your investment works without the worry."
      >
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
          <div>
            <CheckList items={LANDLORD_POINTS} />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href={PAGE_PATHS.contact}>Become a Landlord Client</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href={PAGE_PATHS.landlords}>
                  Landlord services <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
          <div className={cn(cardClass, 'p-6 sm:p-8')}>
            <h3 className="text-xl font-semibold text-slate-900">Your landlord portal</h3>
            <p className="mt-2 text-slate-700">
              Everything about your lets in one secure place, day or night.
            </p>
            <ul className="mt-6 space-y-4">
              {[
                { Icon: PoundSterling, text: 'Rent received and paid out, month by month' },
                { Icon: CalendarCheck, text: 'Certificates with reminders before they expire' },
                { Icon: FileText, text: 'Contracts, inventories and reports to download' },
                { Icon: Wrench, text: 'Repair requests and their progress' },
              ].map(({ Icon, text }) => (
                <li key={text} className="flex items-center gap-4 rounded-lg bg-slate-50 p-4 text-slate-800">
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="tenants"
        title="For tenants"
        intro="Looking for a home in Cardiff or South Wales? We let well-kept, safe homes and treat the people who live in them fairly."
      >
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
          <div>
            <CheckList items={TENANT_POINTS} />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <a href="#properties">Find Your New Home</a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href={PAGE_PATHS.tenants}>
                  Tenant services <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
          <div
            id="properties"
            className="scroll-mt-20 rounded-xl bg-brand-900 p-6 text-white shadow-sm sm:p-8 on-dark"
          >
            <Search aria-hidden="true" className="size-8 text-brand-200" />
            <h3 className="mt-4 text-2xl font-semibold">Homes to let</h3>
            <p className="mt-2 text-brand-50">
              See every home we have available now, with photos, rent, bedrooms and the date you can move in,
              then ask for a viewing online.
            </p>
            <Button asChild size="lg" variant="inverse" className="mt-6 w-full sm:w-auto">
              <Link href={PAGE_PATHS.listings}>Browse available properties</Link>
            </Button>
            <p className="mt-8 text-sm font-semibold text-brand-100">Popular areas</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {AREA_TEASERS.map((area) => (
                <li key={area.name}>
                  <Link
                    href={listingsInArea(area.name)}
                    className="inline-flex rounded-full border border-white/40 px-3 py-1 text-sm text-white hover:bg-white/10"
                  >
                    <span className="sr-only">Homes to let in </span>
                    {area.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="services"
        tone="tint"
        title="Our services"
        intro="Choose a single service or let us manage everything. Each one is run by our own local team."
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ Icon, id, title, text }) => (
            <li key={id} id={id} className={cn(cardClass, 'flex scroll-mt-20 flex-col')}>
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{text}</p>
              <p className="mt-5">
                <TextLink href={`${PAGE_PATHS.services}#${id}`} className="inline-flex items-center gap-1">
                  Find out more<span className="sr-only"> about {title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </TextLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="compliance"
        title="Welsh Government compliance"
        intro="Since the Renting Homes (Wales) Act came into force, landlords in Wales have clear legal duties. We make sure each one is met, on time, for every home we manage."
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {COMPLIANCE.map(({ Icon, title, text, href }) => (
            <li key={href} className={cn(cardClass, 'flex flex-col border-t-4 border-t-brand-700')}>
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{text}</p>
              <p className="mt-5">
                <TextLink href={href} className="inline-flex items-center gap-1">
                  Learn More<span className="sr-only"> about {title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </TextLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="about"
        tone="tint"
        title="About us"
        intro={`${AGENCY.name} is a locally owned letting and property management agency. From our office in Dinas Powys we serve landlords and tenants across ${AGENCY.coverage.join(', ')} and the surrounding areas.`}
      >
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
          <div className={cardClass}>
            <h3 className="text-lg font-semibold text-slate-900">Our office</h3>
            <ul className="mt-4 space-y-4 text-slate-800">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{AGENCY_ADDRESS_LINE}</span>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  {AGENCY.hours.map((row) => (
                    <span key={row.days} className="block">
                      {row.days}: {row.time}
                    </span>
                  ))}
                </span>
              </li>
            </ul>
            <p className="mt-6">
              <TextLink href={PAGE_PATHS.about}>More about us</TextLink>
            </p>
          </div>
          <div className="lg:col-span-2">
            <h3 className="text-lg font-semibold text-slate-900">Meet the team</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {TEAM.map((member) => (
                <li key={member.name} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900"
                  >
                    {initialsOf(member.name)}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{member.name}</p>
                    <p className="text-sm font-medium text-brand-800">{member.role}</p>
                    <p className="mt-2 text-sm text-slate-700">{member.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="testimonials"
        title="What our clients say"
        intro="Landlords and tenants on what it is like to work with us."
      >
        <div className="mt-10">
          <Testimonials items={TESTIMONIALS} />
        </div>
      </Section>

      <Section
        id="faq"
        tone="tint"
        title="Frequently asked questions"
        intro="Straight answers about letting and renting in Wales. Can’t see your question? Get in touch below."
      >
        <SimpleTabs
          label="Frequently asked questions"
          defaultTab="landlords"
          className="mt-8 max-w-3xl"
          tabs={[
            { id: 'landlords', label: 'For Landlords', content: <FaqAccordion items={LANDLORD_FAQ} /> },
            { id: 'tenants', label: 'For Tenants', content: <FaqAccordion items={TENANT_FAQ} /> },
          ]}
        />
      </Section>

      <Section
        id="areas"
        title="Explore our areas"
        intro="From the waterfront at Cardiff Bay to the seaside at Barry, we know the neighbourhoods we let in."
      >
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
                <h3 className="text-lg font-semibold text-slate-900">{area.name}</h3>
                <p className="mt-2 flex-1 text-slate-700">{area.text}</p>
                <p className="mt-4">
                  <TextLink href={listingsInArea(area.name)}>
                    Homes to let<span className="sr-only"> in {area.name}</span>
                  </TextLink>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <Button asChild size="lg" variant="outline">
            <Link href={PAGE_PATHS.areaGuides}>
              Read all eight area guides <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>

      <Section
        id="contact"
        tone="tint"
        title="Get in touch"
        intro="Tell us about your property or the home you are looking for. We reply to every message within one business day."
      >
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
          <ul className="space-y-4">
            <li className={cn(cardClass, 'flex gap-4')}>
              <Phone aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">Phone</p>
                <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>
                <p className="mt-1 text-sm text-slate-700">Also for emergency repairs.</p>
              </div>
            </li>
            <li className={cn(cardClass, 'flex gap-4')}>
              <Mail aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">E-mail</p>
                <TextLink href={`mailto:${AGENCY.email}`} className="break-all">
                  {AGENCY.email}
                </TextLink>
              </div>
            </li>
            <li className={cn(cardClass, 'flex gap-4')}>
              <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">Office</p>
                <p className="text-slate-800">{AGENCY_ADDRESS_LINE}</p>
              </div>
            </li>
          </ul>
          <div className={cn(cardClass, 'p-6 sm:p-8 lg:col-span-2')}>
            <ContactForm />
          </div>
        </div>
      </Section>

      <section aria-labelledby="cta-heading" className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Ready to get started?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            Talk to us about letting your property, create an account for the online portal, or find your next
            home.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.contact}>Contact us</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.register}>Create an account</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.listings}>Browse homes to let</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
