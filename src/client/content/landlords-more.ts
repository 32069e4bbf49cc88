/**
 * The landlords page's copy below its first screen: the services in brief and the Welsh letting
 * rules explained (from /work/shared/WALES.md). Loaded when a person scrolls to it.
 */
import { BadgeCheck, BellRing, FileSignature, Flame, Leaf, Zap, type LucideIcon } from 'lucide-react';

/** The services in brief, each linking to its part of the Services page. */
export const LANDLORD_SERVICES = [
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

export interface LettingRule {
  id: string;
  title: string;
  Icon: LucideIcon;
  summary: string;
  duties: readonly string[];
  howWeHelp: string;
}

/** From /work/shared/WALES.md; the home page's compliance cards link to these ids. */
export const LETTING_RULES: readonly LettingRule[] = [
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
