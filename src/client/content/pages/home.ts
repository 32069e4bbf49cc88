/** The home page's first screen: the words written in home.tsx and home/hero.tsx (the rest is in content/home.ts). */
export interface HomePageCopy {
  title: string;
  forLandlords: string;
  forTenants: string;
}

export const HOME_PAGE: HomePageCopy = {
  title: 'Letting and Property Management in Cardiff',
  forLandlords: 'For Landlords',
  forTenants: 'For Tenants',
};
