import { Link } from 'wouter';
import { Bus, House, PoundSterling, School, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ManagedImage } from '@client/features/images/components/managed-image';
import { areaSlug, fallbackImage } from '@client/features/images/fallbacks';
import { areaListingsHref, type AreaGroup, type AreaGuide, type AreaIcon } from '@client/content/areas';
import { AREA_GUIDES_PAGE } from '@client/content/pages/area-guides';
import { placeName } from '@client/lib/place-name';

const COPY = AREA_GUIDES_PAGE.card;

/** The icons of one tab's areas: each tab's module brings its own, so a tab not shown loads none. */
export type AreaIcons = Partial<Record<AreaIcon, LucideIcon>>;

/** One column on a phone, two from the md breakpoint inside the max-w-6xl page. */
const CARD_IMAGE_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw';

export function AreaCard({ area, icons }: { area: AreaGuide; icons: AreaIcons }) {
  const Icon = icons[area.icon] ?? House;
  const headingId = `area-${areaSlug(area.name)}-heading`;
  // The English name stays the data (image slot, listings filter); the page shows its own name.
  const name = placeName(area.name);
  const details: readonly { label: string; Icon: LucideIcon; text: string }[] = [
    { label: COPY.propertyTypes, Icon: House, text: area.propertyTypes },
    { label: COPY.averageRent, Icon: PoundSterling, text: area.averageRent },
    { label: COPY.transport, Icon: Bus, text: area.transport },
    { label: COPY.amenities, Icon: ShoppingBag, text: area.amenities },
    { label: COPY.schools, Icon: School, text: area.schools },
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
        alt={`${name}: ${area.tagline}`}
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
              {name}
            </h3>
            <p className="text-sm font-medium text-brand-800">{area.tagline}</p>
          </div>
        </div>
        <p className="mt-4 text-slate-700">{area.description}</p>
        <ul aria-label={COPY.highlights(name)} className="mt-4 flex flex-wrap gap-2">
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
              {COPY.viewProperties}
              <span className="sr-only">{COPY.inArea(name)}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** One tab of the Area Guides page: its heading, intro and area cards. */
export function AreaGroupSection({
  group,
  areas,
  icons,
}: {
  icons: AreaIcons;
  group: { id: AreaGroup; heading: string; intro: string };
  areas: readonly AreaGuide[];
}) {
  return (
    <section aria-labelledby={`${group.id}-areas-heading`}>
      <h2 id={`${group.id}-areas-heading`} className="text-2xl font-bold text-slate-900">
        {group.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{group.intro}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {areas.map((area) => (
          <li key={area.name} className="flex">
            <AreaCard area={area} icons={icons} />
          </li>
        ))}
      </ul>
    </section>
  );
}
