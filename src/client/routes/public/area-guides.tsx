import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Notice, Page } from '@client/components/ui/page';

const GROUPS = [
  { title: 'Cardiff', areas: ['Cardiff Bay', 'Roath', 'Pontcanna & Canton', 'Cathays'] },
  { title: 'South Wales', areas: ['Penarth', 'Barry', 'Caerphilly', 'Newport'] },
] as const;

export default function AreaGuidesPage() {
  return (
    <Page
      title="Area Guides"
      intro="We let and manage homes in Cardiff, Penarth, Barry, Caerphilly, Newport and the surrounding areas."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map((group) => (
          <section
            key={group.title}
            aria-labelledby={`${group.title}-heading`.replace(/\s+/g, '-')}
            className="rounded-lg border border-slate-200 p-6"
          >
            <h2
              id={`${group.title}-heading`.replace(/\s+/g, '-')}
              className="text-xl font-semibold text-slate-900"
            >
              {group.title}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
              {group.areas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-8 space-y-6">
        <Notice>Our detailed guides to each area are not available in this version yet.</Notice>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href={PAGE_PATHS.contact}>Get in Touch</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={PAGE_PATHS.services}>Our Services</Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}
