import { Link } from 'wouter';
import {
  Check,
  ClipboardCheck,
  House,
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
import { TextLink } from '@client/components/ui/text-link';

interface Service {
  id: string;
  title: string;
  Icon: LucideIcon;
  lead: string;
  points: readonly string[];
}

/** SPEC.md §2 Services page: six sections, each with a lead-in line and seven points. */
const SERVICES: readonly Service[] = [
  {
    id: 'tenant-finding',
    title: 'Tenant Finding',
    Icon: Search,
    lead: 'The right contract-holder for your home, found quickly and checked thoroughly.',
    points: [
      'Advice on the right rent, based on what similar homes nearby let for.',
      'Good photographs and a clear, accurate description of your property.',
      'Your home advertised on our website and the major property portals.',
      "Accompanied viewings, with at least 24 hours' notice to anyone living there now.",
      'Referencing covering identity, income and affordability, and previous landlords.',
      'Guarantor checks where they are needed.',
      'The written statement of the occupation contract prepared and signed, and the deposit taken and protected.',
    ],
  },
  {
    id: 'rent-collection',
    title: 'Rent Collection',
    Icon: PoundSterling,
    lead: 'Rent collected on time, paid to you promptly and accounted for clearly.',
    points: [
      'Rent collected every month and paid into your account promptly.',
      'A monthly statement showing rent received, costs and our fee.',
      'Every payment visible in your landlord portal.',
      'Late payments followed up from the first day, politely and firmly.',
      'Early, practical conversations with contract-holders who are struggling.',
      'An annual summary to help with your tax return.',
      "Rent reviews carried out with the correct notice: at least two months' notice, no more than once a year.",
    ],
  },
  {
    id: 'property-inspections',
    title: 'Property Inspections',
    Icon: ClipboardCheck,
    lead: 'Regular visits, so that small problems stay small.',
    points: [
      'A detailed check-in inventory with dated photographs.',
      'A first inspection within three months of move-in, then every six months.',
      "At least 24 hours' written notice to the contract-holder before every visit.",
      'A written report with photographs after each inspection.',
      'Smoke and carbon monoxide alarms tested at every visit.',
      'Early signs of damp, leaks or wear flagged, with what we recommend.',
      'A check-out inspection compared against the inventory.',
    ],
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    Icon: Wrench,
    lead: 'Repairs arranged quickly through vetted local contractors.',
    points: [
      'Repairs reported by phone or through the tenant portal, then logged and tracked.',
      'Emergencies such as no heating, leaks or unsafe electrics dealt with first.',
      'Vetted, insured local contractors, including Gas Safe engineers and qualified electricians.',
      'Your approval sought before any work above a limit you set.',
      'Competing quotes for larger jobs.',
      'Invoices and photographs of finished work shared with you.',
      "Advice on planned maintenance that protects your property's value.",
    ],
  },
  {
    id: 'legal-compliance',
    title: 'Legal Compliance',
    Icon: ShieldCheck,
    lead: 'Welsh letting law followed, deadlines tracked and records kept.',
    points: [
      'Rent Smart Wales registration checked before we advertise, with renewal reminders.',
      'Written statements of occupation contracts given within 14 days of the occupation date.',
      'Deposits protected, and the prescribed information given, within 30 days.',
      'Gas safety checks every 12 months, with copies given to contract-holders.',
      'Electrical inspections at least every five years, with reports given within 14 days.',
      'Smoke and carbon monoxide alarms checked, and EPCs kept valid at band E or better.',
      'Notices, such as rent increases, prepared with the correct form and notice period.',
    ],
  },
  {
    id: 'full-management',
    title: 'Full Management',
    Icon: House,
    lead: 'Hand the whole letting to us, from the first viewing to the final check-out.',
    points: [
      'Everything in tenant finding, rent collection, inspections, maintenance and compliance.',
      'One named property manager as your point of contact.',
      'All the letting and management work done by our licensed team, so you only need your Rent Smart Wales registration.',
      "Contract-holders' questions and repairs handled day to day.",
      'Renewals, rent reviews and notices managed.',
      'Check-out, the deposit return and any evidence for a dispute handled for you.',
      'The full picture in your landlord portal at any time.',
    ],
  },
];

export default function ServicesPage() {
  useDocumentTitle('Our Services');
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Our Services</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            Six services that landlords can choose on their own or together as full management. Our fee is a
            percentage of the monthly rent, agreed in writing before we start.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <nav aria-label="Our services">
          <ul className="flex flex-wrap gap-2">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <a
                  href={`#${service.id}`}
                  className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
                >
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {SERVICES.map(({ id, title, Icon, lead, points }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-heading`}
              className="scroll-mt-24 rounded-lg border border-slate-200 p-6 shadow-sm sm:p-8"
            >
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h2 id={`${id}-heading`} className="mt-3 text-2xl font-semibold text-slate-900">
                {title}
              </h2>
              <p className="mt-2 text-lg text-slate-700">{lead}</p>
              <ul className="mt-4 space-y-2">
                {points.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-800">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              {id === 'legal-compliance' && (
                <p className="mt-4">
                  <TextLink href={`${PAGE_PATHS.landlords}#welsh-letting-rules`}>
                    Welsh letting rules, explained
                  </TextLink>
                </p>
              )}
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="services-cta-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="services-cta-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Not sure which service you need?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Tell us about your property and how involved you want to be, and we will suggest the right mix.
            Call <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink> or send us a message.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={PAGE_PATHS.contact}>Contact Us</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={PAGE_PATHS.landlords}>Landlord Services</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
