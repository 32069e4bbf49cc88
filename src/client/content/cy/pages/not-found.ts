/** Welsh twin of content/pages/not-found.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/not-found';

export const NOT_FOUND_PAGE: typeof En.NOT_FOUND_PAGE = {
  title: "Heb ddod o hyd i'r dudalen",
  intro: "Mae'n ddrwg gennym, nid oedd modd i ni ddod o hyd i'r dudalen roeddech yn chwilio amdani.",
  homeLink: "Mynd i'r hafan",
};
