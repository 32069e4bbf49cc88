import { Link } from 'wouter';
import {
  Anchor,
  Bus,
  Castle,
  Coffee,
  GraduationCap,
  House,
  MapPin,
  PoundSterling,
  Sailboat,
  School,
  ShoppingBag,
  TrainFront,
  Trees,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { SimpleTabs } from '@client/components/public/simple-tabs';
import { ManagedImage } from '@client/features/images/components/managed-image';
import { areaSlug, fallbackImage } from '@client/features/images/fallbacks';
import { AGENCY } from '@client/content/agency';
import {
  AREA_GROUPS,
  areaListingsHref,
  areasInGroup,
  type AreaGuide,
  type AreaIcon,
} from '@client/content/areas';

const ICONS: Record<AreaIcon, LucideIcon> = {
  anchor: Anchor,
  trees: Trees,
  coffee: Coffee,
  'graduation-cap': GraduationCap,
  sailboat: Sailboat,
  waves: Waves,
  castle: Castle,
  train: TrainFront,
};

/** One column on a phone, two from the md breakpoint inside the max-w-6xl page. */
const CARD_IMAGE_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw';

const coverageText = `${AGENCY.coverage.slice(0, -1).join(', ')}, ${AGENCY.coverage.at(-1)} and surrounding areas`;

function AreaCard({ area }: { area: AreaGuide }) {
  const Icon = ICONS[area.icon];
  const headingId = `area-${areaSlug(area.name)}-heading`;
  const details: readonly { label: string; Icon: LucideIcon; text: string }[] = [
    { label: 'Property types', Icon: House, text: area.propertyTypes },
    { label: 'Average rent', Icon: PoundSterling, text: area.averageRent },
    { label: 'Transport', Icon: Bus, text: area.transport },
    { label: 'Amenities', Icon: ShoppingBag, text: area.amenities },
    { label: 'Schools', Icon: School, text: area.schools },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <ManagedImage
        usageType="area_guide"
        usageContext={area.name}
        fallback={fallbackImage('area_guide', area.name)}
        alt={`${area.name}: ${area.tagline}`}
        sizes={CARD_IMAGE_SIZES}
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
            <Icon aria-hidden="true" className="size-5 text-brand-700" />
          </span>
          <div>
            <h3 id={headingId} className="text-xl font-semibold text-slate-900">
              {area.name}
            </h3>
            <p className="text-sm font-medium text-brand-800">{area.tagline}</p>
          </div>
        </div>
        <p className="mt-4 text-slate-700">{area.description}</p>
        <ul aria-label={`${area.name} highlights`} className="mt-4 flex flex-wrap gap-2">
          {area.highlights.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
            >
              {tag}
            </li>
          ))}
        </ul>
        <dl className="mt-5 space-y-3 text-sm">
          {details.map(({ label, Icon: DetailIcon, text }) => (
            <div key={label}>
              <dt className="flex items-center gap-3 font-semibold text-slate-900">
                <DetailIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {label}
              </dt>
              <dd className="pl-7 text-slate-700">{text}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto pt-6">
          <Button asChild>
            <Link href={areaListingsHref(area.name)}>
              View Properties<span className="sr-only"> in {area.name}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

export default function AreaGuidesPage() {
  useDocumentTitle('Area Guides');
  const tabs = AREA_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    content: (
      <section aria-labelledby={`${group.id}-areas-heading`}>
        <h2 id={`${group.id}-areas-heading`} className="text-2xl font-bold text-slate-900">
          {group.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{group.intro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {areasInGroup(group.id).map((area) => (
            <li key={area.name} className="flex">
              <AreaCard area={area} />
            </li>
          ))}
        </ul>
      </section>
    ),
  }));

  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Area Guides</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            Thinking of letting or renting in South Wales? Our local guides describe each neighbourhood we
            know well: the homes, typical rents, transport, things to do and schools nearby.
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

      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-5 text-brand-950">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
          <p>
            <span className="font-semibold">Where we work:</span> {coverageText}.
          </p>
        </div>

        <div className="mt-10">
          <SimpleTabs label="Area guides by region" tabs={tabs} defaultTab="cardiff" />
        </div>

        <p className="mt-8 text-sm text-slate-700">
          Rents are typical asking rents in early 2026 and change with the market; school catchments are set
          by each council, so check before you commit. Ask us for up-to-date figures for a particular street.
        </p>
      </div>

      <section aria-labelledby="area-advice-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="area-advice-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Not sure which area suits you?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Whether you are choosing where to rent or where to invest, our team can talk you through rents,
            demand and the feel of each neighbourhood.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={PAGE_PATHS.contact}>Get Personalized Area Advice</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={PAGE_PATHS.contact}>Contact Our Local Experts</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
