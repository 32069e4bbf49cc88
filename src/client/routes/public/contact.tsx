import { deferred } from '@client/app/deferred';
import { Clock, ExternalLink, Mail, MapPin, Phone, Siren } from 'lucide-react';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AGENCY, AGENCY_ADDRESS_LINE } from '@client/content/agency';
import { TextLink } from '@client/components/ui/text-link';
import { CONTACT_PAGE as COPY } from '@client/content/pages/contact';

// Lazy: react-hook-form and zod stay out of the public bundle.
// The form's code loads when it comes into view; the server's HTML shows it (sending waits for it).
const ContactForm = deferred('contact-form', () =>
  import('@client/features/contact/components/contact-form').then((m) => m.ContactForm),
);

/** Our own artwork (never a third-party map frame): src/client/public/images/office-map.svg. */
const OFFICE_MAP = { src: '/images/office-map.svg', width: 800, height: 500 } as const;

const cardClass = 'rounded-lg border border-slate-200 p-6 shadow-sm';
const newTab = <span className="sr-only">{COPY.opensInNewTab}</span>;

export default function ContactPage() {
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
        <div className="grid gap-6 md:grid-cols-3">
          <section aria-labelledby="phone-heading" className={cardClass}>
            <Phone aria-hidden="true" className="size-6 text-brand-700" />
            <h2 id="phone-heading" className="mt-3 text-lg font-semibold">
              {COPY.phoneHeading}
            </h2>
            <p className="mt-1">
              <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>
            </p>
            <p className="mt-2 flex gap-2 text-sm text-slate-700">
              <Siren aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{COPY.emergencyNote}</span>
            </p>
          </section>
          <section aria-labelledby="email-heading" className={cardClass}>
            <Mail aria-hidden="true" className="size-6 text-brand-700" />
            <h2 id="email-heading" className="mt-3 text-lg font-semibold">
              {COPY.emailHeading}
            </h2>
            <p className="mt-1 break-all">
              <TextLink href={`mailto:${AGENCY.email}`}>{AGENCY.email}</TextLink>
            </p>
            <p className="mt-2 text-sm text-slate-700">{COPY.emailNote}</p>
          </section>
          <section aria-labelledby="visit-heading" className={cardClass}>
            <MapPin aria-hidden="true" className="size-6 text-brand-700" />
            <h2 id="visit-heading" className="mt-3 text-lg font-semibold">
              {COPY.visitHeading}
            </h2>
            <p className="mt-1 text-slate-800">{AGENCY_ADDRESS_LINE}</p>
            <p className="mt-2">
              <TextLink
                href={AGENCY.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1"
              >
                {COPY.openInMaps}
                {newTab}
                <ExternalLink aria-hidden="true" className="size-4" />
              </TextLink>
            </p>
          </section>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-5">
          <section aria-labelledby="message-heading" className="lg:col-span-3">
            <h2 id="message-heading" className="text-2xl font-semibold text-slate-900">
              {COPY.messageHeading}
            </h2>
            <p className="mt-2 text-slate-700">{COPY.messageIntro}</p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </section>

          <div className="space-y-10 lg:col-span-2">
            <section aria-labelledby="hours-heading">
              <h2
                id="hours-heading"
                className="flex items-center gap-2 text-2xl font-semibold text-slate-900"
              >
                <Clock aria-hidden="true" className="size-6 text-brand-700" />
                {COPY.hoursHeading}
              </h2>
              <dl className="mt-3 space-y-2">
                {AGENCY.hours.map((row) => (
                  <div key={row.days} className="flex justify-between gap-4 border-b border-slate-200 pb-2">
                    <dt className="text-slate-800">{row.days}</dt>
                    <dd className="font-medium text-slate-900">{row.time}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="map-heading">
              <h2 id="map-heading" className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
                <MapPin aria-hidden="true" className="size-6 text-brand-700" />
                {COPY.mapHeading}
              </h2>
              <figure className="mt-3">
                <a
                  href={AGENCY.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block overflow-hidden rounded-lg border border-slate-200 shadow-sm hover:border-brand-700"
                >
                  <img
                    src={OFFICE_MAP.src}
                    width={OFFICE_MAP.width}
                    height={OFFICE_MAP.height}
                    alt={COPY.mapAlt}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full"
                  />
                  {newTab}
                </a>
                <figcaption className="mt-2 text-sm text-slate-700">{COPY.mapCaption}</figcaption>
              </figure>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
