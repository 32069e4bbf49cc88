/** Welsh twin of content/pages/home.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/home';

export const HOME_PAGE: typeof En.HOME_PAGE = {
  title: 'Gosod a rheoli eiddo yng Nghaerdydd',
  forLandlords: 'I landlordiaid',
  forTenants: 'I denantiaid',
};
