import { Link } from 'wouter';
import {
  CalendarCheck,
  ClipboardCheck,
  FileText,
  HeartHandshake,
  KeyRound,
  PiggyBank,
  PoundSterling,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { TENANTS_PAGE as COPY, type TenantGuideKey } from '@client/content/pages/tenants';

/** SPEC.md §2 Tenant services page: seven helpful guides, written for renting in Wales. */
const GUIDES: readonly { key: TenantGuideKey; Icon: LucideIcon }[] = [
  { key: 'occupationContract', Icon: FileText },
  { key: 'deposit', Icon: PiggyBank },
  { key: 'repairs', Icon: Wrench },
  { key: 'rent', Icon: PoundSterling },
  { key: 'notice', Icon: CalendarCheck },
  { key: 'movingIn', Icon: KeyRound },
  { key: 'movingOut', Icon: Truck },
];

export default function TenantsPage() {
  useDocumentTitle(COPY.title);
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{COPY.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{COPY.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.listings}>{COPY.findHome}</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.contact}>{COPY.askAboutRenting}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="guides-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="guides-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {COPY.guidesHeading}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{COPY.guidesIntro}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {GUIDES.map(({ key, Icon }) => {
            const { title, paragraphs } = COPY.guides[key];
            return (
              <li key={title} className="rounded-lg border border-slate-200 p-6 shadow-sm">
                <article aria-label={title}>
                  <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
                    <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                    {title}
                  </h3>
                  {paragraphs.map((text) => (
                    <p key={text} className="mt-3 text-slate-700">
                      {text}
                    </p>
                  ))}
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="commitment-heading" className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <HeartHandshake aria-hidden="true" className="size-8 text-brand-700" />
            <h2 id="commitment-heading" className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
              {COPY.commitmentHeading}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{COPY.commitmentText}</p>
          </div>
          <ul className="space-y-3 self-center">
            {COPY.commitments.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="tenant-cta-heading" className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="tenant-cta-heading" className="text-2xl font-bold sm:text-3xl">
            {COPY.ctaHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{COPY.ctaText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.listings}>{COPY.browseHomes}</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.contact}>{COPY.contactUs}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
