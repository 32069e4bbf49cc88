/** The landlords page's copy for its first screens; the rest is in landlords-more.ts. */
import { BadgeCheck, KeyRound, MapPin, PoundSterling, Search, ShieldCheck, Wrench } from 'lucide-react';
import { AGENCY } from './agency';
import type { IconCard } from './home';

export const LANDLORDS_INTRO = `Whether you let one flat or a portfolio, ${AGENCY.name} finds good contract-holders, collects the rent, looks after the property and keeps you on the right side of Welsh law, so you don't have to.`;

/** Why landlords choose us: the first screen below the introduction. */
export const BENEFITS: readonly IconCard[] = [
  {
    Icon: MapPin,
    title: 'A local, independent team',
    text: 'We are based in Dinas Powys and know the streets, schools and rents across Cardiff and the Vale of Glamorgan.',
  },
  {
    Icon: ShieldCheck,
    title: 'Welsh rules handled for you',
    text: 'Occupation contracts, Rent Smart Wales, safety checks and deposits: we track every deadline and keep the paperwork in order.',
  },
  {
    Icon: Search,
    title: 'Carefully chosen contract-holders',
    text: 'Thorough referencing covers identity, income and affordability, and previous landlords, before we recommend anyone to you.',
  },
  {
    Icon: PoundSterling,
    title: 'Rent collected and reported',
    text: 'We collect the rent, chase any arrears early and politely, and send you a clear monthly statement.',
  },
  {
    Icon: Wrench,
    title: 'Trusted local contractors',
    text: 'Gas Safe engineers, qualified electricians and reliable tradespeople, with quotes for your approval before larger jobs.',
  },
  {
    Icon: KeyRound,
    title: 'Your property online, any time',
    text: 'A secure portal shows your properties, rent payments, documents and our messages whenever you want to look.',
  },
  {
    Icon: BadgeCheck,
    title: 'Fees you can understand',
    text: 'Our management fee is a simple percentage of the monthly rent, agreed in writing before we start. No surprises.',
  },
];
