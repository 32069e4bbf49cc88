import { lazy, Suspense } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Loading, Page } from '@client/components/ui/page';
import { AGENCY, AGENCY_ADDRESS_LINE } from '@client/content/agency';

// Lazy: react-hook-form and zod stay out of the public bundle.
const ContactForm = lazy(() =>
  import('@client/features/contact/components/contact-form').then((m) => ({ default: m.ContactForm })),
);

const cardClass = 'rounded-lg border border-slate-200 p-6 shadow-sm';
const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

export default function ContactPage() {
  return (
    <Page
      title="Contact Us"
      intro="Call, e-mail or visit our office in Dinas Powys. We reply to e-mails within one business day."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <section aria-labelledby="phone-heading" className={cardClass}>
          <Phone aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id="phone-heading" className="mt-3 text-lg font-semibold">
            Phone
          </h2>
          <p className="mt-1">
            <a href={AGENCY.phoneHref} className={linkClass}>
              {AGENCY.phone}
            </a>
          </p>
          <p className="mt-2 text-sm text-slate-700">For emergency maintenance, call the same number.</p>
        </section>
        <section aria-labelledby="email-heading" className={cardClass}>
          <Mail aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id="email-heading" className="mt-3 text-lg font-semibold">
            E-mail
          </h2>
          <p className="mt-1 break-all">
            <a href={`mailto:${AGENCY.email}`} className={linkClass}>
              {AGENCY.email}
            </a>
          </p>
          <p className="mt-2 text-sm text-slate-700">We reply within one business day.</p>
        </section>
        <section aria-labelledby="visit-heading" className={cardClass}>
          <MapPin aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id="visit-heading" className="mt-3 text-lg font-semibold">
            Visit our office
          </h2>
          <p className="mt-1 text-slate-800">{AGENCY_ADDRESS_LINE}</p>
          <p className="mt-2">
            <a href={AGENCY.mapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
      </div>
      <section aria-labelledby="hours-heading" className="mt-10">
        <h2 id="hours-heading" className="text-2xl font-semibold text-slate-900">
          Office hours
        </h2>
        <dl className="mt-3 max-w-sm space-y-2">
          {AGENCY.hours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4 border-b border-slate-200 pb-2">
              <dt className="text-slate-800">{row.days}</dt>
              <dd className="font-medium text-slate-900">{row.time}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="message-heading" className="mt-10 max-w-3xl">
        <h2 id="message-heading" className="text-2xl font-semibold text-slate-900">
          Send us a message
        </h2>
        <p className="mt-2 text-slate-700">Fill in the form and we will reply within one business day.</p>
        <div className="mt-6">
          <Suspense fallback={<Loading label="Loading the contact form…" />}>
            <ContactForm />
          </Suspense>
        </div>
      </section>
    </Page>
  );
}
