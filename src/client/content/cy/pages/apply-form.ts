/** Welsh twin of content/pages/apply-form.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/apply-form';

export const APPLY_FORM: typeof En.APPLY_FORM = {
  // "ar gyfer" leaves the listing's own title unmutated.
  formLabel: (listingTitle) => `Gwneud cais ar gyfer ${listingTitle}`,
  fullName: 'Enw llawn',
  email: 'E-bost',
  phone: 'Ffôn',
  employmentStatus: 'Statws cyflogaeth',
  chooseOne: 'Dewiswch un',
  annualIncome: 'Incwm blynyddol cyn treth (£)',
  annualIncomeHint:
    'Cyfanswm eich aelwyd. Fel arfer rydym yn chwilio am 30 gwaith y rhent misol, neu warantwr.',
  householdSize: 'Nifer y bobl a fydd yn byw yno',
  moveInDate: 'Dyddiad symud i mewn',
  hasGuarantor: "Mae gen i warantwr (rhywun a fydd yn gwarantu'r rhent)",
  message: 'Unrhyw beth arall y dylem ei wybod',
  privacyBefore: "Dim ond i ystyried eich cais y byddwn yn defnyddio'r manylion hyn (gweler ein ",
  privacyLink: 'polisi preifatrwydd',
  privacyAfter:
    "). Ni fyddwn byth yn cymryd blaendal cadw cyn rhoi i chi, yn ysgrifenedig, yr hyn y mae'n rhaid i chi ei wybod yn gyntaf.",
  sending: "Wrthi'n anfon...",
  submit: 'Anfon cais',
  fallbackError: 'Roedd problem wrth anfon eich cais. Rhowch gynnig arall arni.',
  goneError:
    "Mae'n ddrwg gennym, mae'r eiddo hwn newydd gael ei dynnu oddi ar y farchnad, felly nid oedd modd i ni anfon eich cais.",
  sentHeading: "Cais wedi'i anfon",
  sentWith: (listingTitle) => `Mae eich cais ar gyfer ${listingTitle} gyda'r landlord a'n tîm.`,
  seeMore: 'Gweld rhagor o eiddo',
};
