import { Link } from 'wouter';
import { Award, HandHeart, Lightbulb, MapPin, Scale, type LucideIcon } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { AGENCY, AGENCY_ADDRESS_LINE } from '@client/content/agency';
import { TEAM } from '@client/content/team';

/** "Siân Morgan" -> "SM", for the avatar circle. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();

/** SPEC.md §2 About page: the four values, in this order. */
const VALUES: readonly { title: string; Icon: LucideIcon; text: string }[] = [
  {
    title: 'Integrity',
    Icon: Scale,
    text: 'Straight answers, clear fees agreed in writing, and client money kept safe and separate.',
  },
  {
    title: 'Excellence',
    Icon: Award,
    text: 'Careful work on every tenancy, every certificate on time, and every repair followed through.',
  },
  {
    title: 'Community',
    Icon: HandHeart,
    text: 'A local team serving local people, supporting the towns and neighbourhoods we let in.',
  },
  {
    title: 'Innovation',
    Icon: Lightbulb,
    text: 'A secure online portal, so landlords and contract-holders can see what matters to them at any time.',
  },
];

export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">About Us</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            {AGENCY.name} is a locally owned letting and property management agency. From our office in Dinas
            Powys we look after landlords and contract-holders across Cardiff and South Wales.
          </p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Who we are
            </h2>
            <p className="mt-4 text-slate-700">
              We are a small, independent team who live and work in the area we cover. We believe letting
              works best when landlords are kept informed, contract-holders are treated fairly, and homes are
              safe and well looked after.
            </p>
            <p className="mt-4 text-slate-700">
              Welsh letting law has its own rules, from occupation contracts to Rent Smart Wales licensing. We
              know them well and build them into everything we do, and our secure portal means nobody has to
              wait for a phone call to see where things stand.
            </p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <MapPin aria-hidden="true" className="size-5 text-brand-700" />
              Our office
            </p>
            <p className="mt-2 text-slate-800">{AGENCY_ADDRESS_LINE}</p>
            <p className="mt-4 text-slate-700">
              We cover {AGENCY.coverage.slice(0, -1).join(', ')} and {AGENCY.coverage.at(-1)}, and the areas
              around them.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="team-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Meet the team
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((person) => (
              <li key={person.name} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <div
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
                >
                  {initialsOf(person.name)}
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{person.name}</h3>
                <p className="text-sm font-medium text-brand-800">{person.role}</p>
                <p className="mt-3 text-slate-700">{person.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="values-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Our values
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ title, Icon, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta-heading" className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="about-cta-heading" className="text-2xl font-bold sm:text-3xl">
            Come and talk to us
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            Call {AGENCY.phone}, send us a message, or drop in to our Dinas Powys office.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.contact}>Get in Touch</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.services}>Our Services</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
