import { Castle, Sailboat, TrainFront, Waves } from 'lucide-react';
import { AREA_GROUPS } from '@client/content/areas';
import { SOUTH_WALES_AREAS } from '@client/content/areas-south-wales';
import { AreaGroupSection } from '@client/features/images/components/area-card';

/** The South Wales tab of the Area Guides page (area-guides.tsx loads it when the tab is shown). */
export function SouthWalesAreas() {
  return (
    <AreaGroupSection
      group={AREA_GROUPS[1]}
      areas={SOUTH_WALES_AREAS}
      icons={{ sailboat: Sailboat, waves: Waves, castle: Castle, train: TrainFront }}
    />
  );
}
