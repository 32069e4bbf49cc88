/** The Area Guides page's words (SPEC.md §2); the guides themselves are in content/areas*.ts. */
import { AGENCY } from '@client/content/agency';

export interface AreaGuidesPageCopy {
  title: string;
  intro: string;
  getInTouch: string;
  ourServices: string;
  whereWeWork: string;
  coverage: string;
  tabsLabel: string;
  rentsNote: string;
  adviceHeading: string;
  adviceText: string;
  personalAdvice: string;
  localExperts: string;
  card: {
    propertyTypes: string;
    averageRent: string;
    transport: string;
    amenities: string;
    schools: string;
    viewProperties: string;
    /** Screen-reader end of "View Properties": ' in Roath'. */
    inArea: (area: string) => string;
    highlights: (area: string) => string;
  };
}

export const AREA_GUIDES_PAGE: AreaGuidesPageCopy = {
  title: 'Area Guides',
  intro:
    'Thinking of letting or renting in South Wales? Our local guides describe each neighbourhood we know well: the homes, typical rents, transport, things to do and schools nearby.',
  getInTouch: 'Get in Touch',
  ourServices: 'Our Services',
  whereWeWork: 'Where we work:',
  coverage: `${AGENCY.coverage.slice(0, -1).join(', ')}, ${AGENCY.coverage.at(-1)} and surrounding areas.`,
  tabsLabel: 'Area guides by region',
  rentsNote:
    'Rents are typical asking rents in early 2026 and change with the market; school catchments are set by each council, so check before you commit. Ask us for up-to-date figures for a particular street.',
  adviceHeading: 'Not sure which area suits you?',
  adviceText:
    'Whether you are choosing where to rent or where to invest, our team can talk you through rents, demand and the feel of each neighbourhood.',
  personalAdvice: 'Get Personalized Area Advice',
  localExperts: 'Contact Our Local Experts',
  card: {
    propertyTypes: 'Property types',
    averageRent: 'Average rent',
    transport: 'Transport',
    amenities: 'Amenities',
    schools: 'Schools',
    viewProperties: 'View Properties',
    inArea: (area) => ` in ${area}`,
    highlights: (area) => `${area} highlights`,
  },
};
