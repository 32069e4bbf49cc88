import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { lazyPage, type LazyPage } from '@client/app/lazy-page';
import { Route, Switch } from 'wouter';
import { PAGE_PATHS, PAGE_PATTERNS } from '@shared/routes';
import { Loading } from '@client/components/ui/page';
import NotFoundPage from '@client/routes/public/not-found';

// Every page is its own chunk, so a visitor loads the code of the page they are on and no other.
// Public pages arrive rendered by the server; their chunk is preloaded from the page's head (see
// page-modules.ts) and hydrates the HTML already there. Account, portal and admin pages also
// keep react-hook-form and the Zod schemas out of the public pages.
const HomePage = lazyPage(() => import('@client/routes/public/home'));
const LandlordsPage = lazyPage(() => import('@client/routes/public/landlords'));
const TenantsPage = lazyPage(() => import('@client/routes/public/tenants'));
const ServicesPage = lazyPage(() => import('@client/routes/public/services'));
const AboutPage = lazyPage(() => import('@client/routes/public/about'));
const ContactPage = lazyPage(() => import('@client/routes/public/contact'));
const AreaGuidesPage = lazyPage(() => import('@client/routes/public/area-guides'));
const ListingsPage = lazyPage(() => import('@client/routes/public/listings'));
const ListingDetailPage = lazyPage(() => import('@client/routes/public/listing-detail'));
const PrivacyPage = lazyPage(() =>
  import('@client/routes/public/legal').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazyPage(() =>
  import('@client/routes/public/legal').then((m) => ({ default: m.TermsPage })),
);
const CookiesPage = lazyPage(() =>
  import('@client/routes/public/legal').then((m) => ({ default: m.CookiesPage })),
);

const PUBLIC_PAGES: Record<string, LazyPage> = {
  [PAGE_PATHS.home]: HomePage,
  [PAGE_PATHS.landlords]: LandlordsPage,
  [PAGE_PATHS.tenants]: TenantsPage,
  [PAGE_PATHS.services]: ServicesPage,
  [PAGE_PATHS.about]: AboutPage,
  [PAGE_PATHS.contact]: ContactPage,
  [PAGE_PATHS.areaGuides]: AreaGuidesPage,
  [PAGE_PATHS.listings]: ListingsPage,
  [PAGE_PATHS.privacy]: PrivacyPage,
  [PAGE_PATHS.terms]: TermsPage,
  [PAGE_PATHS.cookies]: CookiesPage,
};

/** Loads the server-rendered page's chunk, so hydration never suspends (see lazyPage). */
export function preloadPublicPage(pathname: string): Promise<void> {
  const page = PUBLIC_PAGES[pathname] ?? (/^\/listings\/[^/]+$/.test(pathname) ? ListingDetailPage : null);
  return page ? page.preload() : Promise.resolve();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route components take any route's props
type RouteComponent = ComponentType<any>;

/**
 * A signed-in or account page: its chunk and TanStack Query's arrive together, and the page runs
 * inside the one query client of the visit. Public pages never load TanStack Query (ADR 0012).
 */
function accountPage(load: () => Promise<{ default: RouteComponent }>) {
  return lazy(async () => {
    const [{ default: Page }, { WithQueryClient }] = await Promise.all([
      load(),
      import('./with-query-client'),
    ]);
    function AccountPage(props: object) {
      return (
        <WithQueryClient>
          <Page {...props} />
        </WithQueryClient>
      );
    }
    return { default: AccountPage };
  });
}

const LoginPage = accountPage(() => import('@client/routes/auth/login'));
const RegisterPage = accountPage(() => import('@client/routes/auth/register'));
const ForgotPasswordPage = accountPage(() => import('@client/routes/auth/forgot-password'));
const ResetPasswordPage = accountPage(() => import('@client/routes/auth/reset-password'));
const ChangePasswordPage = accountPage(() => import('@client/routes/auth/change-password'));
const LandlordDashboardPage = accountPage(() => import('@client/routes/landlord/landlord-dashboard'));
const TenantDashboardPage = accountPage(() => import('@client/routes/tenant/tenant-dashboard'));
const AdminDashboardPage = accountPage(() => import('@client/routes/admin/admin-dashboard'));
const AdminAccessPage = accountPage(() => import('@client/routes/admin/admin-access'));
const AdminImagesPage = accountPage(() => import('@client/routes/admin/admin-images'));
const EmailTestPage = accountPage(() => import('@client/routes/admin/email-test'));
const EmailSettingsPage = accountPage(() => import('@client/routes/admin/email-settings'));

function PageFallback() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <Loading />
    </div>
  );
}

/**
 * Sits beside the page inside its Suspense boundary, so it commits when the page has: marks the
 * document once the first page is live (browser tests wait for it before pressing anything).
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Every path of PAGE_PATHS; anything else is the Page Not Found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path={PAGE_PATHS.home} component={HomePage} />
        <Route path={PAGE_PATHS.landlords} component={LandlordsPage} />
        <Route path={PAGE_PATHS.tenants} component={TenantsPage} />
        <Route path={PAGE_PATHS.services} component={ServicesPage} />
        <Route path={PAGE_PATHS.about} component={AboutPage} />
        <Route path={PAGE_PATHS.contact} component={ContactPage} />
        <Route path={PAGE_PATHS.areaGuides} component={AreaGuidesPage} />
        <Route path={PAGE_PATHS.listings} component={ListingsPage} />
        <Route path={PAGE_PATTERNS.listing} component={ListingDetailPage} />
        <Route path={PAGE_PATHS.privacy} component={PrivacyPage} />
        <Route path={PAGE_PATHS.terms} component={TermsPage} />
        <Route path={PAGE_PATHS.cookies} component={CookiesPage} />
        <Route path={PAGE_PATHS.login} component={LoginPage} />
        <Route path={PAGE_PATHS.register} component={RegisterPage} />
        <Route path={PAGE_PATHS.forgotPassword} component={ForgotPasswordPage} />
        <Route path={PAGE_PATHS.resetPassword} component={ResetPasswordPage} />
        <Route path={PAGE_PATHS.changePassword} component={ChangePasswordPage} />
        <Route path={PAGE_PATHS.landlordDashboard} component={LandlordDashboardPage} />
        <Route path={PAGE_PATHS.tenantDashboard} component={TenantDashboardPage} />
        <Route path={PAGE_PATHS.adminDashboard} component={AdminDashboardPage} />
        <Route path={PAGE_PATHS.adminAccess} component={AdminAccessPage} />
        <Route path={PAGE_PATHS.adminImages} component={AdminImagesPage} />
        <Route path={PAGE_PATHS.emailTest} component={EmailTestPage} />
        <Route path={PAGE_PATHS.emailSettings} component={EmailSettingsPage} />
        <Route component={NotFoundPage} />
      </Switch>
      <MarkHydrated />
    </Suspense>
  );
}
