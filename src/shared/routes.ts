/**
 * Every page path of SPEC.md §2. The client registers them; the server answers them with the app
 * shell and 200, and any other page path with the shell and 404 (the Page Not Found page).
 */
export const PAGE_PATHS = {
  home: '/',
  landlords: '/landlords',
  tenants: '/tenants',
  services: '/services',
  about: '/about',
  contact: '/contact',
  areaGuides: '/area-guides',
  listings: '/listings',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  landlordDashboard: '/landlord-dashboard',
  tenantDashboard: '/tenant-dashboard',
  adminDashboard: '/admin-dashboard',
  adminAccess: '/admin-access',
  adminImages: '/admin/images',
  emailTest: '/email-test',
  emailSettings: '/email-settings',
} as const;

/** The public pages: rendered on the server, listed in the sitemap, open to everyone. */
export const PUBLIC_PAGE_PATHS = [
  PAGE_PATHS.home,
  PAGE_PATHS.landlords,
  PAGE_PATHS.tenants,
  PAGE_PATHS.services,
  PAGE_PATHS.about,
  PAGE_PATHS.contact,
  PAGE_PATHS.areaGuides,
  PAGE_PATHS.listings,
  PAGE_PATHS.privacy,
  PAGE_PATHS.terms,
  PAGE_PATHS.cookies,
] as const;

/** Page paths with a parameter (the server answers them too; the page itself says Not Found for a bad id). */
export const PAGE_PATTERNS = {
  listing: '/listings/:id',
} as const;

export const listingPath = (id: number | string): string => `/listings/${id}`;

/** The link of a password reset or invitation e-mail; the page reads both from its query. */
export const resetPasswordPath = (token: string, userId: number): string =>
  `${PAGE_PATHS.resetPassword}?token=${encodeURIComponent(token)}&userId=${userId}`;

/** The link of a tenancy invitation e-mail (issue #17): the tenant dashboard shows that invitation. */
export const tenancyInvitationPath = (invitationId: number, token: string): string =>
  `${PAGE_PATHS.tenantDashboard}?invitation=${invitationId}&token=${encodeURIComponent(token)}`;

/** /login with where to go once signed in (a page of this site only). */
export const loginPathReturningTo = (path: string): string =>
  `${PAGE_PATHS.login}?next=${encodeURIComponent(path)}`;

/** A `next` value that is a path on this site (not `//host` or another scheme), or null. */
export const safeNextPath = (value: string | null | undefined): string | null =>
  value && /^\/(?![/\\])/.test(value) ? value : null;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

const known = new Set<string>(Object.values(PAGE_PATHS));

/** True when the path (without query string, trailing slash ignored) is a page the client renders. */
export const isKnownPagePath = (path: string): boolean => {
  const clean = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  return known.has(clean) || /^\/listings\/\d+$/.test(clean);
};
