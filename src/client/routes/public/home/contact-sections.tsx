import { Link } from 'wouter';
import { Mail, MapPin, Phone } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { cn } from '@client/lib/utils';
import { deferred } from '@client/app/deferred';
import { Button } from '@client/components/ui/button';
import { TextLink } from '@client/components/ui/text-link';
import { Section, cardClass } from '@client/components/public/section';
import { AGENCY, AGENCY_ADDRESS_LINE } from '@client/content/agency';
import { CALL_TO_ACTION, HOME_SECTIONS } from '@client/content/home-more';
import { HOME_MORE_PAGE as COPY } from '@client/content/pages/home-more';

// Lazy, as on the Contact page: react-hook-form and zod stay out of the public bundle.
// Below the rest of the home page: the form's code loads when it comes into view.
const ContactForm = deferred('home-contact-form', () =>
  import('@client/features/contact/components/contact-form').then((m) => m.ContactForm),
);

/** Get in touch: phone, e-mail and office beside the contact form. */
export function ContactSection() {
  return (
    <Section id="contact" tone="tint" {...HOME_SECTIONS.contact}>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
        <ul className="space-y-4">
          <li className={cn(cardClass, 'flex gap-4')}>
            <Phone aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-slate-900">{COPY.contact.phone}</p>
              <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>
              <p className="mt-1 text-sm text-slate-700">{COPY.contact.emergencyNote}</p>
            </div>
          </li>
          <li className={cn(cardClass, 'flex gap-4')}>
            <Mail aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{COPY.contact.email}</p>
              <TextLink href={`mailto:${AGENCY.email}`} className="break-all">
                {AGENCY.email}
              </TextLink>
            </div>
          </li>
          <li className={cn(cardClass, 'flex gap-4')}>
            <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-slate-900">{COPY.contact.office}</p>
              <p className="text-slate-800">{AGENCY_ADDRESS_LINE}</p>
            </div>
          </li>
        </ul>
        <div className={cn(cardClass, 'p-6 sm:p-8 lg:col-span-2')}>
          <ContactForm />
        </div>
      </div>
    </Section>
  );
}

/** The closing band: contact, sign up, or look for a home. */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="on-dark bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {CALL_TO_ACTION.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{CALL_TO_ACTION.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="inverse">
            <Link href={PAGE_PATHS.contact}>{COPY.callToAction.contactUs}</Link>
          </Button>
          <Button asChild size="lg" variant="outlineInverse">
            <Link href={PAGE_PATHS.register}>{COPY.callToAction.createAccount}</Link>
          </Button>
          <Button asChild size="lg" variant="outlineInverse">
            <Link href={PAGE_PATHS.listings}>{COPY.callToAction.browseHomes}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
