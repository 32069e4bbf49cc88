import { Link } from 'wouter';
import { Check } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Notice, Page } from '@client/components/ui/page';

const OFFER = [
  'Finding and vetting tenants',
  'Rent collection with regular financial reports',
  'Property inspections',
  'Maintenance through our network of trusted contractors',
  'Keeping you compliant with Welsh housing rules',
  'Full management, if you would rather hand everything over',
] as const;

export default function LandlordsPage() {
  return (
    <Page
      title="Landlord Services"
      intro="Whether you let one flat or a portfolio, we look after your property and your tenants so you don't have to."
    >
      <section aria-labelledby="offer-heading">
        <h2 id="offer-heading" className="text-2xl font-semibold text-slate-900">
          How we help landlords
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {OFFER.map((item) => (
            <li key={item} className="flex gap-2 text-slate-800">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 space-y-6">
        <Notice>The full guide to our landlord services is not available in this version yet.</Notice>
        <Button asChild size="lg">
          <Link href={PAGE_PATHS.contact}>Talk to us about your property</Link>
        </Button>
      </div>
    </Page>
  );
}
