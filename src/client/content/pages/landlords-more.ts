/**
 * The words written in the landlords page's lower sections (routes/public/landlords/*), loaded with
 * them; the services and the rules themselves are in content/landlords-more.ts.
 */
import { AGENCY } from '@client/content/agency';

export interface LandlordsMorePageCopy {
  services: { heading: string; intro: string; seeAll: string };
  rules: {
    heading: string;
    intro: string;
    navLabel: string;
    lawRequires: string;
    howWeHandle: string;
    rulesChange: string;
  };
  callToAction: { heading: string; text: string; talkToUs: string; exploreServices: string };
}

export const LANDLORDS_MORE_PAGE: LandlordsMorePageCopy = {
  services: {
    heading: 'Our services for landlords',
    intro: 'Choose the services you need, or hand everything to us with full management.',
    seeAll: 'See every service in detail',
  },
  rules: {
    heading: 'Welsh letting rules, explained',
    intro:
      'Letting in Wales has its own law. Here is what the main duties mean in practice, the deadlines that matter, and what we do about each one. This is a plain-English summary, not legal advice.',
    navLabel: 'Welsh letting rules',
    lawRequires: 'What the law requires',
    howWeHandle: 'How we handle it',
    rulesChange:
      "Rules change from time to time. We keep up to date so you don't have to, and for a particular situation we will always recommend checking with a solicitor.",
  },
  callToAction: {
    heading: 'Let your property with confidence',
    text: `Tell us about your property and we will explain how we would let and manage it, and what it could earn. Call ${AGENCY.phone} or send us a message.`,
    talkToUs: 'Talk to Us About Your Property',
    exploreServices: 'Explore Our Services',
  },
};
