import { AGENCY } from './agency';

const DAY_NAMES = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
} as const;

/** schema.org data for the agency (search engines read it for the knowledge panel and maps). */
export function agencyStructuredData(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#agency`,
    name: AGENCY.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/images/og-default.png`,
    telephone: AGENCY.phoneHref.replace('tel:', ''),
    email: AGENCY.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: AGENCY.address.street,
      addressLocality: AGENCY.address.town,
      addressRegion: AGENCY.address.county,
      postalCode: AGENCY.address.postcode,
      addressCountry: 'GB',
    },
    areaServed: AGENCY.coverage.map((name) => ({ '@type': 'City', name })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_NAMES.weekdays,
        opens: '08:30',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_NAMES.saturday,
        opens: '09:00',
        closes: '15:00',
      },
    ],
    sameAs: Object.values(AGENCY.social),
  };
}
