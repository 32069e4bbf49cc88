/** The words of the site's header and of the layout around every page (its links are in content/navigation.ts). */
export interface SiteHeaderCopy {
  mainNavLabel: string;
  mobileNavLabel: string;
  login: string;
  openMenu: string;
  closeMenu: string;
}

export const SITE_HEADER: SiteHeaderCopy = {
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  login: 'Login',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};

export interface SiteLayoutCopy {
  skipLink: string;
}

export const SITE_LAYOUT: SiteLayoutCopy = {
  skipLink: 'Skip to main content',
};
