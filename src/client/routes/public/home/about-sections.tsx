import { Clock, MapPin } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { TextLink } from '@client/components/ui/text-link';
import { FaqAccordion } from '@client/components/public/faq';
import { Section, cardClass } from '@client/components/public/section';
import { SimpleTabs } from '@client/components/public/simple-tabs';
import { Testimonials } from '@client/components/public/testimonials';
import { AGENCY_ADDRESS_LINE, AGENCY } from '@client/content/agency';
import { HOME_SECTIONS, LANDLORD_FAQ, TENANT_FAQ, TESTIMONIALS } from '@client/content/home-more';
import { TEAM } from '@client/content/team';
import { HOME_MORE_PAGE as COPY } from '@client/content/pages/home-more';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** About us: the office and its hours, and the team. */
export function AboutSection() {
  return (
    <Section id="about" tone="tint" {...HOME_SECTIONS.about}>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
        <div className={cardClass}>
          <h3 className="text-lg font-semibold text-slate-900">{COPY.about.officeHeading}</h3>
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
            <TextLink href={PAGE_PATHS.about}>{COPY.about.moreAboutUs}</TextLink>
          </p>
        </div>
        <div className="lg:col-span-2">
          <h3 className="text-lg font-semibold text-slate-900">{COPY.about.teamHeading}</h3>
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
  );
}

/** What our clients say. */
export function TestimonialsSection() {
  return (
    <Section id="testimonials" {...HOME_SECTIONS.testimonials}>
      <div className="mt-10">
        <Testimonials items={TESTIMONIALS} />
      </div>
    </Section>
  );
}

/** Frequently asked questions, a tab for each audience. */
export function FaqSection() {
  return (
    <Section id="faq" tone="tint" {...HOME_SECTIONS.faq}>
      <SimpleTabs
        label={COPY.faq.tabsLabel}
        defaultTab="landlords"
        className="mt-8 max-w-3xl"
        tabs={[
          { id: 'landlords', label: COPY.faq.forLandlords, content: <FaqAccordion items={LANDLORD_FAQ} /> },
          { id: 'tenants', label: COPY.faq.forTenants, content: <FaqAccordion items={TENANT_FAQ} /> },
        ]}
      />
    </Section>
  );
}
