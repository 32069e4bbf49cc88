import { Link } from 'wouter';
import { Anchor, Coffee, GraduationCap, MapPin, Trees } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { SimpleTabs } from '@client/components/public/simple-tabs';
import { AREA_GROUPS, CARDIFF_AREAS } from '@client/content/areas';
import { AREA_GUIDES_PAGE as COPY } from '@client/content/pages/area-guides';

import { AreaGroupSection } from '@client/features/images/components/area-card';
import { deferred } from '@client/app/deferred';

const SouthWalesAreas = deferred('areas-south-wales', () =>
  import('./area-guides-south-wales').then((m) => m.SouthWalesAreas),
);

const CARDIFF_ICONS = { anchor: Anchor, trees: Trees, coffee: Coffee, 'graduation-cap': GraduationCap };

export default function AreaGuidesPage() {
  useDocumentTitle(COPY.title);
  const [cardiff, southWales] = AREA_GROUPS;
  const tabs = [
    {
      id: cardiff.id,
      label: cardiff.label,
      content: <AreaGroupSection group={cardiff} areas={CARDIFF_AREAS} icons={CARDIFF_ICONS} />,
    },
    // A hidden panel until its tab is chosen: its code and copy load when it is first shown.
    { id: southWales.id, label: southWales.label, content: <SouthWalesAreas /> },
  ];

  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{COPY.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{COPY.intro}</p>
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

      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-5 text-brand-950">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
          <p>
            <span className="font-semibold">{COPY.whereWeWork}</span> {COPY.coverage}
          </p>
        </div>

        <div className="mt-10">
          <SimpleTabs label={COPY.tabsLabel} tabs={tabs} defaultTab="cardiff" />
        </div>

        <p className="mt-8 text-sm text-slate-700">{COPY.rentsNote}</p>
      </div>

      <section aria-labelledby="area-advice-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="area-advice-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {COPY.adviceHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{COPY.adviceText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={PAGE_PATHS.contact}>{COPY.personalAdvice}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={PAGE_PATHS.contact}>{COPY.localExperts}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
