/** Welsh twin of content/pages/landlords.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/landlords';

export const LANDLORDS_PAGE: typeof En.LANDLORDS_PAGE = {
  title: 'Gwasanaethau i landlordiaid',
  becomeClient: 'Ymuno â ni fel landlord',
  rulesExplained: "Rheolau gosod Cymru wedi'u hesbonio",
  benefitsHeading: 'Pam mae landlordiaid yn ein dewis ni',
};
