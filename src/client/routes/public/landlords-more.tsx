import { Link } from 'wouter';
import {
  BadgeCheck,
  BellRing,
  ClipboardCheck,
  FileSignature,
  Flame,
  House,
  Leaf,
  Scale,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { AGENCY } from '@client/content/agency';
import { TextLink } from '@client/components/ui/text-link';

const SERVICES = [
  { id: 'tenant-finding', title: 'Tenant Finding', text: 'Advertising, viewings and thorough referencing.' },
  {
    id: 'rent-collection',
    title: 'Rent Collection',
    text: 'Rent collected, arrears chased and monthly statements.',
  },
  {
    id: 'property-inspections',
    title: 'Property Inspections',
    text: 'Regular visits with a written, photographed report.',
  },
  { id: 'maintenance', title: 'Maintenance', text: 'Repairs arranged through vetted local contractors.' },
  {
    id: 'legal-compliance',
    title: 'Legal Compliance',
    text: 'Certificates, deposits and notices handled correctly.',
  },
  {
    id: 'full-management',
    title: 'Full Management',
    text: 'Everything above, with one team looking after it all.',
  },
] as const;

interface LettingRule {
  id: string;
  title: string;
  Icon: LucideIcon;
  summary: string;
  duties: readonly string[];
  howWeHelp: string;
}

/** From /work/shared/WALES.md; the home page's compliance cards link to these ids. */
const LETTING_RULES: readonly LettingRule[] = [
  {
    id: 'rent-smart-wales',
    title: 'Rent Smart Wales registration and licensing',
    Icon: BadgeCheck,
    summary:
      'Rent Smart Wales is the national scheme, run by Cardiff Council for the whole of Wales, that keeps a register of private landlords and licenses everyone who lets or manages rented homes.',
    duties: [
      'Every private landlord must register, with each rented property in Wales, before letting or marketing it. If you have just bought a property, you have 28 days to register.',
      'Registration lasts five years and must then be renewed.',
      'Anyone doing letting or management work (advertising, viewings, setting up contracts, collecting rent, arranging repairs or inspections) needs a licence, which requires approved training. A licence lasts five years, approval can take up to eight weeks, and changes must be reported within 28 days.',
      'If a licensed agent does all of that work for you, you do not need a licence yourself, but you must still be registered.',
      'Letting or managing without registration or a licence is a criminal offence.',
    ],
    howWeHelp:
      'We hold a Rent Smart Wales agent licence and keep our client money protection, professional indemnity insurance and redress scheme membership current. On fully managed lets we do all the licensable work, so you need only your registration. We check your registration number before we advertise, remind you well before it expires, and help you report changes within 28 days.',
  },
  {
    id: 'occupation-contracts',
    title: 'Occupation contracts and deposits',
    Icon: FileSignature,
    summary:
      'Since 1 December 2022 the Renting Homes (Wales) Act 2016 has replaced tenancies with occupation contracts. Tenants are now contract-holders, and most private lets are standard occupation contracts, either periodic or for a fixed term.',
    duties: [
      'Give the contract-holder a written statement of the contract within 14 days of the occupation date (the day they are entitled to move in). The first copy is free. If it is late, you cannot give a no-fault notice until six months after it is given.',
      'Protect any deposit in an approved scheme (DPS, mydeposits or TDS) and give the contract-holder the prescribed information about it, both within 30 days of receiving the deposit.',
      "A holding deposit can be no more than one week's rent, and most other fees charged to contract-holders are banned.",
      "A no-fault notice (section 173) must give at least six months' notice, cannot be given in the first six months of the occupation and cannot end a fixed term early.",
      "Rent on a periodic contract can rise only with at least two months' notice, and no more than once every 12 months.",
    ],
    howWeHelp:
      "We prepare the written statement from the Welsh Government's model terms, add any supplementary terms you agree, and give it to the contract-holder before they move in, well inside the 14 days. We protect the deposit and send the prescribed information within the 30 days, record every document we serve and when, and advise on notices and rent reviews so nothing fails on a technicality.",
  },
  {
    id: 'gas-safety',
    title: 'Gas safety',
    Icon: Flame,
    summary:
      'Gas appliances, pipework and flues that you provide must be kept safe and checked every year by a Gas Safe registered engineer, who issues a landlord gas safety record.',
    duties: [
      'A safety check at least every 12 months. A check in the two months before the deadline keeps the original anniversary date.',
      'A copy of the latest record given to a new contract-holder before they move in.',
      'A copy given to existing contract-holders within 28 days of each check.',
      'Records kept for at least two years.',
    ],
    howWeHelp:
      'We book a Gas Safe registered engineer about two months before each check is due, so the anniversary never slips. The record goes into your portal, the contract-holder receives their copy straight away, and we arrange any repairs the engineer finds. We never move a new contract-holder in without a valid record.',
  },
  {
    id: 'electrical-safety',
    title: 'Electrical safety',
    Icon: Zap,
    summary:
      'The fixed electrical installation (wiring, consumer unit, sockets and fittings) must be inspected and tested by a qualified electrician, who issues an Electrical Installation Condition Report (EICR).',
    duties: [
      'A new inspection at least every five years, or sooner if the last report says so.',
      'A copy of the latest report, with written confirmation of any remedial work, given to the contract-holder within 14 days of the occupation date.',
      'After a new inspection during an occupation, a copy given within 14 days of it.',
      'A home without a valid report is treated as unfit for human habitation, and no rent is payable while a home is unfit.',
    ],
    howWeHelp:
      'We track each report’s next inspection date and book a qualified electrician in good time. Urgent findings are put right straight away (our own rule is within 28 days at the most), and the contract-holder receives the report and written confirmation of the work.',
  },
  {
    id: 'smoke-and-co-alarms',
    title: 'Smoke and carbon monoxide alarms',
    Icon: BellRing,
    summary:
      'Working alarms are part of the standard of fitness for human habitation. A home without the alarms it needs is treated as unfit.',
    duties: [
      'A smoke alarm on each storey, mains-powered and interlinked, so that when one sounds they all do.',
      'A carbon monoxide alarm in every room with a gas appliance (including a gas cooker), an oil-fired appliance or a solid-fuel burner such as a wood stove.',
      'Every alarm kept in repair and in working order throughout the occupation.',
    ],
    howWeHelp:
      'We check the alarms before a property is let, arrange an electrician where alarms need adding or interlinking, test every alarm at check-in and at each inspection, and log replacement dates so ageing alarms are changed before they expire.',
  },
  {
    id: 'energy-performance',
    title: 'Energy performance (EPC)',
    Icon: Leaf,
    summary:
      "An Energy Performance Certificate rates a home's energy efficiency from A (best) to G, with recommendations for improving it.",
    duties: [
      'A valid EPC commissioned before the property is marketed, with the rating shown in adverts.',
      'Each certificate is valid for 10 years.',
      'The contract-holder is given a free copy.',
      'A privately let home must be rated band E or better, unless a valid exemption is registered. Most exemptions last five years, the spending cap is £3,500, and an exemption does not pass to a new owner.',
    ],
    howWeHelp:
      'We check the EPC before we advertise, show the band on every listing and give a copy with the contract. If a home is rated F or G, we explain the improvements that would lift it to E, arrange quotes, and help you register an exemption where one genuinely applies.',
  },
];

const sectionClass = 'mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8';
const h2Class = 'text-2xl font-bold text-slate-900 sm:text-3xl';

/** The landlords page below its first screens (landlords.tsx loads it when a person scrolls near). */
export function LandlordsMore() {
  return (
    <>
      <section aria-labelledby="landlord-services-heading" className="bg-slate-50">
        <div className={sectionClass}>
          <h2 id="landlord-services-heading" className={h2Class}>
            Our services for landlords
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">
            Choose the services you need, or hand everything to us with full management.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map((service) => (
              <li key={service.id} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="text-lg font-semibold">
                  <TextLink href={`${PAGE_PATHS.services}#${service.id}`}>{service.title}</TextLink>
                </h3>
                <p className="mt-1 text-slate-700">{service.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <TextLink href={PAGE_PATHS.services}>See every service in detail</TextLink>
          </p>
        </div>
      </section>

      <section
        id="welsh-letting-rules"
        aria-labelledby="rules-heading"
        className={`${sectionClass} scroll-mt-24`}
      >
        <h2 id="rules-heading" className={h2Class}>
          Welsh letting rules, explained
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Letting in Wales has its own law. Here is what the main duties mean in practice, the deadlines that
          matter, and what we do about each one. This is a plain-English summary, not legal advice.
        </p>
        <nav aria-label="Welsh letting rules" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {LETTING_RULES.map((rule) => (
              <li key={rule.id}>
                <a
                  href={`#${rule.id}`}
                  className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
                >
                  {rule.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 space-y-8">
          {LETTING_RULES.map(({ id, title, Icon, summary, duties, howWeHelp }) => (
            <section
              key={id}
              aria-labelledby={id}
              className="rounded-lg border border-slate-200 p-6 shadow-sm sm:p-8"
            >
              <h3
                id={id}
                tabIndex={-1}
                className="flex scroll-mt-24 items-center gap-3 text-xl font-semibold text-slate-900"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                {title}
              </h3>
              <p className="mt-3 text-slate-700">{summary}</p>
              <div className="mt-5 grid gap-6 lg:grid-cols-2">
                <div>
                  <h4 className="font-semibold text-slate-900">What the law requires</h4>
                  <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
                    {duties.map((duty) => (
                      <li key={duty}>{duty}</li>
                    ))}
                  </ul>
                </div>
                <div className="rounded-md bg-brand-50 p-4">
                  <h4 className="flex items-center gap-2 font-semibold text-brand-950">
                    <ClipboardCheck aria-hidden="true" className="size-5 text-brand-800" />
                    How we handle it
                  </h4>
                  <p className="mt-2 text-brand-950">{howWeHelp}</p>
                </div>
              </div>
            </section>
          ))}
        </div>
        <p className="mt-6 flex items-start gap-2 text-sm text-slate-700">
          <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Rules change from time to time. We keep up to date so you don&apos;t have to, and for a particular
          situation we will always recommend checking with a solicitor.
        </p>
      </section>

      <section aria-labelledby="landlord-cta-heading" className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <House aria-hidden="true" className="size-8 text-brand-100" />
          <h2 id="landlord-cta-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
            Let your property with confidence
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            Tell us about your property and we will explain how we would let and manage it, and what it could
            earn. Call {AGENCY.phone} or send us a message.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.contact}>Talk to Us About Your Property</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.services}>Explore Our Services</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
