/** Welsh twin of content/pages/site-shell.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/site-shell';

export const SITE_HEADER: typeof En.SITE_HEADER = {
  mainNavLabel: 'Prif ddewislen',
  mobileNavLabel: 'Dewislen symudol',
  login: 'Mewngofnodi',
  openMenu: 'Agor y ddewislen',
  closeMenu: "Cau'r ddewislen",
};

export const SITE_LAYOUT: typeof En.SITE_LAYOUT = {
  skipLink: "Neidio i'r prif gynnwys",
};
