import { Link } from 'wouter';
import { Award, HandHeart, Lightbulb, MapPin, Scale, type LucideIcon } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { AGENCY_ADDRESS_LINE } from '@client/content/agency';
import { ABOUT_PAGE as COPY, type ValueKey } from '@client/content/pages/about';
import { TEAM } from '@client/content/team';

/** "Siân Morgan" -> "SM", for the avatar circle. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();

/** SPEC.md §2 About page: the four values, in this order. */
const VALUES: readonly { key: ValueKey; Icon: LucideIcon }[] = [
  { key: 'integrity', Icon: Scale },
  { key: 'excellence', Icon: Award },
  { key: 'community', Icon: HandHeart },
  { key: 'innovation', Icon: Lightbulb },
];

export default function AboutPage() {
  useDocumentTitle(COPY.title);
  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{COPY.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{COPY.intro}</p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {COPY.storyHeading}
            </h2>
            {COPY.storyParagraphs.map((text) => (
              <p key={text} className="mt-4 text-slate-700">
                {text}
              </p>
            ))}
          </div>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <MapPin aria-hidden="true" className="size-5 text-brand-700" />
              {COPY.officeHeading}
            </p>
            <p className="mt-2 text-slate-800">{AGENCY_ADDRESS_LINE}</p>
            <p className="mt-4 text-slate-700">{COPY.coverage}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="team-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {COPY.teamHeading}
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
          {COPY.valuesHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{COPY.values[key].title}</h3>
              <p className="mt-2 text-slate-700">{COPY.values[key].text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta-heading" className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="about-cta-heading" className="text-2xl font-bold sm:text-3xl">
            {COPY.ctaHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{COPY.ctaText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link href={PAGE_PATHS.contact}>{COPY.getInTouch}</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <Link href={PAGE_PATHS.services}>{COPY.ourServices}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
