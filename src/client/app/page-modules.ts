import { PAGE_PATHS, PAGE_PATTERNS } from '@shared/routes';

/**
 * The source module of each public page (as the Vite manifest names it), so the server can
 * preload its chunk with the rendered HTML. Only the server renderer imports this. Keep it in step
 * with the lazy pages of routes.tsx.
 */
export const PUBLIC_PAGE_MODULES: Record<string, string> = {
  [PAGE_PATHS.home]: 'routes/public/home.tsx',
  [PAGE_PATHS.landlords]: 'routes/public/landlords.tsx',
  [PAGE_PATHS.tenants]: 'routes/public/tenants.tsx',
  [PAGE_PATHS.services]: 'routes/public/services.tsx',
  [PAGE_PATHS.about]: 'routes/public/about.tsx',
  [PAGE_PATHS.contact]: 'routes/public/contact.tsx',
  [PAGE_PATHS.areaGuides]: 'routes/public/area-guides.tsx',
  [PAGE_PATHS.listings]: 'routes/public/listings.tsx',
  [PAGE_PATTERNS.listing]: 'routes/public/listing-detail.tsx',
  [PAGE_PATHS.privacy]: 'routes/public/legal.tsx',
  [PAGE_PATHS.terms]: 'routes/public/legal.tsx',
  [PAGE_PATHS.cookies]: 'routes/public/legal.tsx',
};
