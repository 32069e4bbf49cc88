import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { BENEFITS, LANDLORDS_INTRO } from '@client/content/landlords';
import { LANDLORDS_PAGE as COPY } from '@client/content/pages/landlords';

import { deferred } from '@client/app/deferred';
import { h2Class, sectionClass } from './landlords/page-layout';

// The services, the Welsh letting rules and the call to action: loaded when scrolled to.
const LandlordsMore = deferred('landlords-more', () =>
  import('./landlords-more').then((m) => m.LandlordsMore),
);

export default function LandlordsPage() {
  useDocumentTitle(COPY.title);
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{COPY.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{LANDLORDS_INTRO}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.contact}>{COPY.becomeClient}</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <a href="#welsh-letting-rules">{COPY.rulesExplained}</a>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className={sectionClass}>
        <h2 id="benefits-heading" className={h2Class}>
          {COPY.benefitsHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <LandlordsMore />
    </>
  );
}
