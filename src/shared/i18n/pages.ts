import { PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../routes';

/**
 * Which pages have a Welsh twin under /cy (CONTRACT.md §9): every public page, signing in,
 * registering and the password pages, and the tenant's portal. The landlord and admin portals
 * are English only.
 */
const BILINGUAL = new Set<string>([
  ...PUBLIC_PAGE_PATHS,
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  PAGE_PATHS.forgotPassword,
  PAGE_PATHS.resetPassword,
  PAGE_PATHS.changePassword,
]);

/** A page (path without the /cy prefix) that reads the same in either language, as chosen by its address. */
export const isBilingualPage = (path: string): boolean =>
  BILINGUAL.has(path) || /^\/listings\/[^/]+$/.test(path);

/** The tenant's portal: in the tenant's own language, whatever the address says. */
export const isTenantPortalPage = (path: string): boolean => path === PAGE_PATHS.tenantDashboard;
