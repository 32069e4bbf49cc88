import { AboutSection, FaqSection, TestimonialsSection } from './home/about-sections';
import { AreasSection } from './home/areas-section';
import { LandlordsSection, TenantsSection } from './home/audience-sections';
import { ComplianceSection, ServicesSection } from './home/card-sections';
import { CallToAction, ContactSection } from './home/contact-sections';

/** The home page below its first screens (home.tsx loads it when a person scrolls near). */
export function HomeMore() {
  return (
    <>
      <LandlordsSection />
      <TenantsSection />
      <ServicesSection />
      <ComplianceSection />
      <AboutSection />
      <TestimonialsSection />
      <FaqSection />
      <AreasSection />
      <ContactSection />
      <CallToAction />
    </>
  );
}
