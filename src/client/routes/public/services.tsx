import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Notice, Page } from '@client/components/ui/page';

const SERVICES = [
  {
    id: 'tenant-finding',
    title: 'Tenant Finding',
    lead: 'Advertising, viewings, referencing and right-to-rent checks.',
  },
  {
    id: 'rent-collection',
    title: 'Rent Collection',
    lead: 'Rent collected for you, with regular financial reports.',
  },
  {
    id: 'property-inspections',
    title: 'Property Inspections',
    lead: 'Regular visits so small problems stay small.',
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    lead: 'Repairs arranged through our network of local contractors.',
  },
  {
    id: 'legal-compliance',
    title: 'Legal Compliance',
    lead: 'Registration, licensing, safety certificates and deposit protection.',
  },
  {
    id: 'full-management',
    title: 'Full Management',
    lead: 'Hand the whole tenancy over to us, from first viewing to move-out.',
  },
] as const;

export default function ServicesPage() {
  return (
    <Page
      title="Our Services"
      intro="Six services, which landlords can take on their own or together as full management."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {SERVICES.map((service) => (
          <section
            key={service.id}
            id={service.id}
            aria-labelledby={`${service.id}-heading`}
            className="scroll-mt-24 rounded-lg border border-slate-200 p-6"
          >
            <h2 id={`${service.id}-heading`} className="text-xl font-semibold text-slate-900">
              {service.title}
            </h2>
            <p className="mt-2 text-slate-700">{service.lead}</p>
          </section>
        ))}
      </div>
      <div className="mt-8">
        <Notice>
          Full details of each service are not available in this version yet.{' '}
          <Link href={PAGE_PATHS.contact} className="font-medium underline underline-offset-4">
            Contact us
          </Link>{' '}
          to talk through what you need.
        </Notice>
      </div>
    </Page>
  );
}
