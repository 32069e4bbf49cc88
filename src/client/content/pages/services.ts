/**
 * The Services page's words (SPEC.md §2): six services, each with a lead-in line and seven points.
 * Keyed by the section's anchor id, which the page keeps (with its icon) in its own order.
 */
export type ServiceId =
  | 'tenant-finding'
  | 'rent-collection'
  | 'property-inspections'
  | 'maintenance'
  | 'legal-compliance'
  | 'full-management';

export interface ServiceCopy {
  title: string;
  lead: string;
  points: readonly string[];
}

export interface ServicesPageCopy {
  title: string;
  intro: string;
  navLabel: string;
  services: Record<ServiceId, ServiceCopy>;
  lettingRulesLink: string;
  ctaHeading: string;
  /** Around the phone number, which the page shows as a link. */
  ctaTextBeforePhone: string;
  ctaTextAfterPhone: string;
  contactUs: string;
  landlordServices: string;
}

export const SERVICES_PAGE: ServicesPageCopy = {
  title: 'Our Services',
  intro:
    'Six services that landlords can choose on their own or together as full management. Our fee is a percentage of the monthly rent, agreed in writing before we start.',
  navLabel: 'Our services',
  services: {
    'tenant-finding': {
      title: 'Tenant Finding',
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
    'rent-collection': {
      title: 'Rent Collection',
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
    'property-inspections': {
      title: 'Property Inspections',
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
    maintenance: {
      title: 'Maintenance',
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
    'legal-compliance': {
      title: 'Legal Compliance',
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
    'full-management': {
      title: 'Full Management',
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
  },
  lettingRulesLink: 'Welsh letting rules, explained',
  ctaHeading: 'Not sure which service you need?',
  ctaTextBeforePhone:
    'Tell us about your property and how involved you want to be, and we will suggest the right mix. Call ',
  ctaTextAfterPhone: ' or send us a message.',
  contactUs: 'Contact Us',
  landlordServices: 'Landlord Services',
};
