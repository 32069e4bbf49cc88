import { useDocumentTitle } from '@client/lib/use-document-title';
import { REASONS, WHY_CHOOSE_US } from '@client/content/home';
import { Section, cardClass } from '@client/components/public/section';
import { deferred } from '@client/app/deferred';
import { HOME_PAGE as COPY } from '@client/content/pages/home';
import { Hero } from './home/hero';

// Everything below the first two screens: its code and copy load when a person scrolls to it.
const HomeMore = deferred('home-more', () => import('./home-more').then((m) => m.HomeMore));

export default function HomePage() {
  useDocumentTitle(COPY.title);
  return (
    <>
      <Hero />

      <Section id="why-choose-us" {...WHY_CHOOSE_US}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className={cardClass}>
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <HomeMore />
    </>
  );
}
