import { LandlordsCallToAction } from './landlords/call-to-action';
import { LettingRulesSection } from './landlords/letting-rules-section';
import { LandlordServicesSection } from './landlords/services-section';

/** The landlords page below its first screens (landlords.tsx loads it when a person scrolls near). */
export function LandlordsMore() {
  return (
    <>
      <LandlordServicesSection />
      <LettingRulesSection />
      <LandlordsCallToAction />
    </>
  );
}
