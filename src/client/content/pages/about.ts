/** The About Us page's words (SPEC.md §2): who we are, the office, the team and our four values. */
import { AGENCY } from '@client/content/agency';

export type ValueKey = 'integrity' | 'excellence' | 'community' | 'innovation';

export interface AboutPageCopy {
  title: string;
  intro: string;
  storyHeading: string;
  storyParagraphs: readonly string[];
  officeHeading: string;
  coverage: string;
  teamHeading: string;
  valuesHeading: string;
  values: Record<ValueKey, { title: string; text: string }>;
  ctaHeading: string;
  ctaText: string;
  getInTouch: string;
  ourServices: string;
}

export const ABOUT_PAGE: AboutPageCopy = {
  title: 'About Us',
  intro: `${AGENCY.name} is a locally owned letting and property management agency. From our office in Dinas Powys we look after landlords and contract-holders across Cardiff and South Wales.`,
  storyHeading: 'Who we are',
  storyParagraphs: [
    'We are a small, independent team who live and work in the area we cover. We believe letting works best when landlords are kept informed, contract-holders are treated fairly, and homes are safe and well looked after.',
    'Welsh letting law has its own rules, from occupation contracts to Rent Smart Wales licensing. We know them well and build them into everything we do, and our secure portal means nobody has to wait for a phone call to see where things stand.',
  ],
  officeHeading: 'Our office',
  coverage: `We cover ${AGENCY.coverage.slice(0, -1).join(', ')} and ${AGENCY.coverage.at(-1)}, and the areas around them.`,
  teamHeading: 'Meet the team',
  valuesHeading: 'Our values',
  values: {
    integrity: {
      title: 'Integrity',
      text: 'Straight answers, clear fees agreed in writing, and client money kept safe and separate.',
    },
    excellence: {
      title: 'Excellence',
      text: 'Careful work on every tenancy, every certificate on time, and every repair followed through.',
    },
    community: {
      title: 'Community',
      text: 'A local team serving local people, supporting the towns and neighbourhoods we let in.',
    },
    innovation: {
      title: 'Innovation',
      text: 'A secure online portal, so landlords and contract-holders can see what matters to them at any time.',
    },
  },
  ctaHeading: 'Come and talk to us',
  ctaText: `Call ${AGENCY.phone}, send us a message, or drop in to our Dinas Powys office.`,
  getInTouch: 'Get in Touch',
  ourServices: 'Our Services',
};
