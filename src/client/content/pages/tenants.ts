/**
 * The Tenant Services page's words (SPEC.md §2): seven guides for renting in Wales, our commitments
 * and the closing band. The page pairs each guide with its icon by key.
 */
import { AGENCY } from '@client/content/agency';

export type TenantGuideKey =
  'occupationContract' | 'deposit' | 'repairs' | 'rent' | 'notice' | 'movingIn' | 'movingOut';

export interface TenantGuideCopy {
  title: string;
  paragraphs: readonly string[];
}

export interface TenantsPageCopy {
  title: string;
  intro: string;
  findHome: string;
  askAboutRenting: string;
  guidesHeading: string;
  guidesIntro: string;
  guides: Record<TenantGuideKey, TenantGuideCopy>;
  commitmentHeading: string;
  commitmentText: string;
  commitments: readonly string[];
  ctaHeading: string;
  ctaText: string;
  browseHomes: string;
  contactUs: string;
}

export const TENANTS_PAGE: TenantsPageCopy = {
  title: 'Tenant Services',
  intro:
    'We let homes across Cardiff and South Wales. Once you move in, your tenant portal shows your rent, documents and repair requests, and our local team is a phone call away.',
  findHome: 'Find Your New Home',
  askAboutRenting: 'Ask About Renting With Us',
  guidesHeading: 'Helpful guides for renting in Wales',
  guidesIntro:
    'Short, plain-English answers to the questions we are asked most. They are a guide, not legal advice.',
  guides: {
    occupationContract: {
      title: 'What is an occupation contract?',
      paragraphs: [
        'In Wales, tenancies are now called occupation contracts and tenants are called contract-holders, under the Renting Homes (Wales) Act 2016. Most private lets are standard occupation contracts.',
        'Your landlord must give you a written statement of your contract within 14 days of the day you are entitled to move in, and the first copy is free. Read it carefully: it sets out your rights and responsibilities, and those of your landlord.',
      ],
    },
    deposit: {
      title: 'Your deposit',
      paragraphs: [
        'Within 30 days of receiving your deposit, we protect it in a government-approved scheme and give you information about the scheme and how to get your money back.',
        "A holding deposit, to reserve a home, can be no more than one week's rent, and most other fees are banned in Wales, so we do not charge you for setting up your contract. If you and the landlord cannot agree on deductions at the end, the scheme's free dispute service decides.",
      ],
    },
    repairs: {
      title: 'Reporting repairs',
      paragraphs: [
        `Report repairs through your tenant portal or by calling ${AGENCY.phone}. Tell us early: small problems are quicker and cheaper to put right. Emergencies such as a flood, no heating in winter or unsafe electrics use the same number.`,
        'If you smell gas, leave the property, avoid switches and flames, and call the National Gas Emergency Service on 0800 111 999 first, then let us know. We give at least 24 hours’ notice before visiting, except in an emergency.',
      ],
    },
    rent: {
      title: 'Paying your rent',
      paragraphs: [
        'Pay your rent on or before the due date in your contract; a standing order is the easiest way. Your tenant portal shows every payment we have received.',
        "If you are going to struggle, talk to us as early as possible: we would much rather agree a plan than chase arrears. Your rent can only be raised with at least two months' written notice, and no more than once a year.",
      ],
    },
    notice: {
      title: 'Your rights when it comes to notice',
      paragraphs: [
        "If your landlord wants the home back without a reason (a section 173 notice), they must give you at least six months' notice, and cannot give it in the first six months of your occupation or end a fixed term early.",
        "A landlord who has not given you a written statement, protected your deposit or kept the home fit to live in may be barred from giving that notice. To end a periodic contract yourself, you normally need to give at least four weeks' written notice.",
      ],
    },
    movingIn: {
      title: 'Moving in checklist',
      paragraphs: [
        'Go through the inventory with us and note anything that is not right, with photographs. Take meter readings on the first day and set up gas, electricity, water, broadband and council tax in your name.',
        'Check you have the gas safety record, electrical safety report and EPC, and test the smoke and carbon monoxide alarms. Contents insurance is your responsibility, and worth having.',
      ],
    },
    movingOut: {
      title: 'Moving out',
      paragraphs: [
        'Give notice in writing, and agree a check-out date with us. Leave the home clean and as you found it, allowing for fair wear and tear, and remove all your belongings.',
        'Take final meter readings, return every key, and give us a forwarding address. After the check-out inspection we agree any deductions with you and return your deposit as quickly as we can.',
      ],
    },
  },
  commitmentHeading: 'Our commitment to you',
  commitmentText:
    'Renting should feel like having a home, not just a contract. Every home we let meets the Welsh standard of fitness for human habitation, and we treat the people who live in them as we would want to be treated ourselves.',
  commitments: [
    'Homes that are safe and fit to live in, with valid gas, electrical and energy certificates.',
    'Repairs dealt with promptly, and emergencies answered on our main phone line.',
    'Clear information, in writing, about your contract, rent and deposit.',
    'Respect for your home: we always give notice before we visit.',
  ],
  ctaHeading: 'Looking for your next home?',
  ctaText:
    'Browse the homes we have available now, or tell us what you are looking for and we will let you know when something suitable comes up.',
  browseHomes: 'Browse Available Homes',
  contactUs: 'Contact Us',
};
