import { ArrowRight } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { cn } from '@client/lib/utils';
import { TextLink } from '@client/components/ui/text-link';
import { Section, cardClass } from '@client/components/public/section';
import { COMPLIANCE, HOME_SECTIONS, SERVICES } from '@client/content/home-more';
import { HOME_MORE_PAGE as COPY } from '@client/content/pages/home-more';

/** Our services: a card each, linking to its part of the Services page. */
export function ServicesSection() {
  return (
    <Section id="services" tone="tint" {...HOME_SECTIONS.services}>
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
                {COPY.services.findOutMore}
                <span className="sr-only">{COPY.services.aboutService(title)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </TextLink>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Welsh Government compliance: a card per duty, linking to the rule explained. */
export function ComplianceSection() {
  return (
    <Section id="compliance" {...HOME_SECTIONS.compliance}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {COMPLIANCE.map(({ Icon, title, text, href }) => (
          <li key={href} className={cn(cardClass, 'flex flex-col border-t-4 border-t-brand-700')}>
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{text}</p>
            <p className="mt-5">
              <TextLink href={href} className="inline-flex items-center gap-1">
                {COPY.compliance.learnMore}
                <span className="sr-only">{COPY.compliance.aboutDuty(title)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </TextLink>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
