import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PAGE_PATHS, PAGE_PATTERNS } from '@shared/routes';
import { Loading } from '@client/components/ui/page';
import HomePage from '@client/routes/public/home';
import LandlordsPage from '@client/routes/public/landlords';
import TenantsPage from '@client/routes/public/tenants';
import ServicesPage from '@client/routes/public/services';
import AboutPage from '@client/routes/public/about';
import ContactPage from '@client/routes/public/contact';
import AreaGuidesPage from '@client/routes/public/area-guides';
import { CookiesPage, PrivacyPage, TermsPage } from '@client/routes/public/legal';
import NotFoundPage from '@client/routes/public/not-found';
import ListingsPage from '@client/routes/public/listings';
import ListingDetailPage from '@client/routes/public/listing-detail';

// Account, portal and admin pages load on demand so the public bundle stays small
// (forms pull in react-hook-form and the Zod schemas).
const LoginPage = lazy(() => import('@client/routes/auth/login'));
const RegisterPage = lazy(() => import('@client/routes/auth/register'));
const ForgotPasswordPage = lazy(() => import('@client/routes/auth/forgot-password'));
const ResetPasswordPage = lazy(() => import('@client/routes/auth/reset-password'));
const ChangePasswordPage = lazy(() => import('@client/routes/auth/change-password'));
const LandlordDashboardPage = lazy(() => import('@client/routes/landlord/landlord-dashboard'));
const TenantDashboardPage = lazy(() => import('@client/routes/tenant/tenant-dashboard'));
const AdminDashboardPage = lazy(() => import('@client/routes/admin/admin-dashboard'));
const AdminAccessPage = lazy(() => import('@client/routes/admin/admin-access'));
const AdminImagesPage = lazy(() =>
  import('@client/routes/admin/admin-placeholders').then((m) => ({ default: m.AdminImagesPage })),
);
const EmailTestPage = lazy(() =>
  import('@client/routes/admin/admin-placeholders').then((m) => ({ default: m.EmailTestPage })),
);
const EmailSettingsPage = lazy(() =>
  import('@client/routes/admin/admin-placeholders').then((m) => ({ default: m.EmailSettingsPage })),
);

function PageFallback() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <Loading />
    </div>
  );
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
    </Suspense>
  );
}
