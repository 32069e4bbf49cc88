/** The Landlord Services page's first screens: the words written in landlords.tsx (its copy is in content/landlords.ts). */
export interface LandlordsPageCopy {
  title: string;
  becomeClient: string;
  rulesExplained: string;
  benefitsHeading: string;
}

export const LANDLORDS_PAGE: LandlordsPageCopy = {
  title: 'Landlord Services',
  becomeClient: 'Become a Landlord Client',
  rulesExplained: 'Welsh Letting Rules Explained',
  benefitsHeading: 'Why landlords choose us',
};
