import { Link } from 'wouter';
import { ClipboardCheck, KeyRound, ShieldCheck } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { Notice } from '@client/components/ui/page';
import { AGENCY } from '@client/content/agency';

const REASONS = [
  {
    Icon: ShieldCheck,
    title: 'Welsh compliance experts',
    text: 'We keep your lettings in line with the Renting Homes (Wales) Act, Rent Smart Wales and safety certificate rules.',
  },
  {
    Icon: ClipboardCheck,
    title: 'Complete management',
    text: 'From finding and vetting tenants to rent collection, inspections and maintenance, we can handle it all.',
  },
  {
    Icon: KeyRound,
    title: 'Digital portal access',
    text: 'Landlords and tenants sign in to a secure online portal to see what matters to them.',
  },
] as const;

export default function HomePage() {
  useDocumentTitle('Letting and Property Management in Cardiff');
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Simplifying Property Management in Cardiff
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            {AGENCY.name} is a locally owned letting and property management agency, based in Dinas Powys and
            serving landlords and tenants across Cardiff and South Wales.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.landlords}>For Landlords</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.tenants}>For Tenants</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Why choose us
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <Notice>
            The rest of our home page, with our services, testimonials and frequently asked questions, is not
            available in this version yet. To talk to us now, call {AGENCY.phone} or{' '}
            <Link href={PAGE_PATHS.contact} className="font-medium underline underline-offset-4">
              see our contact details
            </Link>
            .
          </Notice>
        </div>
      </section>
    </>
  );
}
