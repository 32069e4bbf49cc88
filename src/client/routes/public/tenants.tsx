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
import { AGENCY } from '@client/content/agency';

interface Guide {
  title: string;
  Icon: LucideIcon;
  paragraphs: readonly string[];
}

/** SPEC.md §2 Tenant services page: seven helpful guides, written for renting in Wales. */
const GUIDES: readonly Guide[] = [
  {
    title: 'What is an occupation contract?',
    Icon: FileText,
    paragraphs: [
      'In Wales, tenancies are now called occupation contracts and tenants are called contract-holders, under the Renting Homes (Wales) Act 2016. Most private lets are standard occupation contracts.',
      'Your landlord must give you a written statement of your contract within 14 days of the day you are entitled to move in, and the first copy is free. Read it carefully: it sets out your rights and responsibilities, and those of your landlord.',
    ],
  },
  {
    title: 'Your deposit',
    Icon: PiggyBank,
    paragraphs: [
      'Within 30 days of receiving your deposit, we protect it in a government-approved scheme and give you information about the scheme and how to get your money back.',
      "A holding deposit, to reserve a home, can be no more than one week's rent, and most other fees are banned in Wales, so we do not charge you for setting up your contract. If you and the landlord cannot agree on deductions at the end, the scheme's free dispute service decides.",
    ],
  },
  {
    title: 'Reporting repairs',
    Icon: Wrench,
    paragraphs: [
      `Report repairs through your tenant portal or by calling ${AGENCY.phone}. Tell us early: small problems are quicker and cheaper to put right. Emergencies such as a flood, no heating in winter or unsafe electrics use the same number.`,
      'If you smell gas, leave the property, avoid switches and flames, and call the National Gas Emergency Service on 0800 111 999 first, then let us know. We give at least 24 hours’ notice before visiting, except in an emergency.',
    ],
  },
  {
    title: 'Paying your rent',
    Icon: PoundSterling,
    paragraphs: [
      'Pay your rent on or before the due date in your contract; a standing order is the easiest way. Your tenant portal shows every payment we have received.',
      "If you are going to struggle, talk to us as early as possible: we would much rather agree a plan than chase arrears. Your rent can only be raised with at least two months' written notice, and no more than once a year.",
    ],
  },
  {
    title: 'Your rights when it comes to notice',
    Icon: CalendarCheck,
    paragraphs: [
      "If your landlord wants the home back without a reason (a section 173 notice), they must give you at least six months' notice, and cannot give it in the first six months of your occupation or end a fixed term early.",
      "A landlord who has not given you a written statement, protected your deposit or kept the home fit to live in may be barred from giving that notice. To end a periodic contract yourself, you normally need to give at least four weeks' written notice.",
    ],
  },
  {
    title: 'Moving in checklist',
    Icon: KeyRound,
    paragraphs: [
      'Go through the inventory with us and note anything that is not right, with photographs. Take meter readings on the first day and set up gas, electricity, water, broadband and council tax in your name.',
      'Check you have the gas safety record, electrical safety report and EPC, and test the smoke and carbon monoxide alarms. Contents insurance is your responsibility, and worth having.',
    ],
  },
  {
    title: 'Moving out',
    Icon: Truck,
    paragraphs: [
      'Give notice in writing, and agree a check-out date with us. Leave the home clean and as you found it, allowing for fair wear and tear, and remove all your belongings.',
      'Take final meter readings, return every key, and give us a forwarding address. After the check-out inspection we agree any deductions with you and return your deposit as quickly as we can.',
    ],
  },
];

const COMMITMENTS = [
  'Homes that are safe and fit to live in, with valid gas, electrical and energy certificates.',
  'Repairs dealt with promptly, and emergencies answered on our main phone line.',
  'Clear information, in writing, about your contract, rent and deposit.',
  'Respect for your home: we always give notice before we visit.',
] as const;

export default function TenantsPage() {
  useDocumentTitle('Tenant Services');
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Tenant Services</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            We let homes across Cardiff and South Wales. Once you move in, your tenant portal shows your rent,
            documents and repair requests, and our local team is a phone call away.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.listings}>Find Your New Home</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.contact}>Ask About Renting With Us</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="guides-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="guides-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Helpful guides for renting in Wales
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Short, plain-English answers to the questions we are asked most. They are a guide, not legal advice.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {GUIDES.map(({ title, Icon, paragraphs }) => (
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
          ))}
        </ul>
      </section>

      <section aria-labelledby="commitment-heading" className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <HeartHandshake aria-hidden="true" className="size-8 text-brand-700" />
            <h2 id="commitment-heading" className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
              Our commitment to you
            </h2>
            <p className="mt-3 text-lg text-slate-700">
              Renting should feel like having a home, not just a contract. Every home we let meets the Welsh
              standard of fitness for human habitation, and we treat the people who live in them as we would
              want to be treated ourselves.
            </p>
          </div>
          <ul className="space-y-3 self-center">
            {COMMITMENTS.map((item) => (
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
            Looking for your next home?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            Browse the homes we have available now, or tell us what you are looking for and we will let you
            know when something suitable comes up.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.listings}>Browse Available Homes</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.contact}>Contact Us</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
