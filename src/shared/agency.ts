/**
 * The agency's own facts: the site's header, footer and contact details, and the letterhead of
 * its e-mails, texts, receipts and statements. One place to change them.
 */
export const AGENCY = {
  name: 'Vale & City Lettings',
  shortName: 'Vale & City',
  phone: '029 2051 2345',
  phoneHref: 'tel:+442920512345',
  email: 'hello@valeandcitylettings.co.uk',
  address: {
    street: 'Station Road',
    town: 'Dinas Powys',
    county: 'Vale of Glamorgan',
    postcode: 'CF64 4DE',
  },
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Station+Road+Dinas+Powys+CF64+4DE',
  hours: [
    { days: 'Monday to Friday', short: 'Mon-Fri', time: '8:30am-6:00pm' },
    { days: 'Saturday', short: 'Saturday', time: '9:00am-3:00pm' },
    { days: 'Sunday', short: 'Sunday', time: 'Closed' },
  ],
  coverage: ['Cardiff', 'Penarth', 'Barry', 'Caerphilly', 'Newport'],
  social: {
    facebook: 'https://www.facebook.com/valeandcitylettings',
    instagram: 'https://www.instagram.com/valeandcitylettings',
    linkedin: 'https://www.linkedin.com/company/valeandcitylettings',
  },
} as const;

export const AGENCY_ADDRESS_LINE = `${AGENCY.address.street}, ${AGENCY.address.town}, ${AGENCY.address.county}, ${AGENCY.address.postcode}`;

/** Name, address and phone as e-mails and PDFs print them. */
export const AGENCY_LETTERHEAD = {
  name: AGENCY.name,
  address: AGENCY_ADDRESS_LINE,
  phone: AGENCY.phone,
} as const;
