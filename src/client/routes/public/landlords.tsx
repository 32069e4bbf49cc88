import { Link } from 'wouter';
import {
  BadgeCheck,
  KeyRound,
  MapPin,
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

import { deferred } from '@client/app/deferred';

// The services, the Welsh letting rules and the call to action: loaded when scrolled to.
const LandlordsMore = deferred('landlords-more', () =>
  import('./landlords-more').then((m) => m.LandlordsMore),
);

const BENEFITS: readonly { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: MapPin,
    title: 'A local, independent team',
    text: 'We are based in Dinas Powys and know the streets, schools and rents across Cardiff and the Vale of Glamorgan.',
  },
  {
    Icon: ShieldCheck,
    title: 'Welsh rules handled for you',
    text: 'Occupation contracts, Rent Smart Wales, safety checks and deposits: we track every deadline and keep the paperwork in order.',
  },
  {
    Icon: Search,
    title: 'Carefully chosen contract-holders',
    text: 'Thorough referencing covers identity, income and affordability, and previous landlords, before we recommend anyone to you.',
  },
  {
    Icon: PoundSterling,
    title: 'Rent collected and reported',
    text: 'We collect the rent, chase any arrears early and politely, and send you a clear monthly statement.',
  },
  {
    Icon: Wrench,
    title: 'Trusted local contractors',
    text: 'Gas Safe engineers, qualified electricians and reliable tradespeople, with quotes for your approval before larger jobs.',
  },
  {
    Icon: KeyRound,
    title: 'Your property online, any time',
    text: 'A secure portal shows your properties, rent payments, documents and our messages whenever you want to look.',
  },
  {
    Icon: BadgeCheck,
    title: 'Fees you can understand',
    text: 'Our management fee is a simple percentage of the monthly rent, agreed in writing before we start. No surprises.',
  },
];

const sectionClass = 'mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8';
const h2Class = 'text-2xl font-bold text-slate-900 sm:text-3xl';

export default function LandlordsPage() {
  useDocumentTitle('Landlord Services');
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Landlord Services</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            Whether you let one flat or a portfolio, {AGENCY.name} finds good contract-holders, collects the
            rent, looks after the property and keeps you on the right side of Welsh law, so you don&apos;t
            have to.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.contact}>Become a Landlord Client</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <a href="#welsh-letting-rules">Welsh Letting Rules Explained</a>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className={sectionClass}>
        <h2 id="benefits-heading" className={h2Class}>
          Why landlords choose us
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
