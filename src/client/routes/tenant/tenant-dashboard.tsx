import { RequireAuth } from '@client/app/guards';
import { Notice, Page } from '@client/components/ui/page';
import { displayName } from '@client/features/auth/api';
import { TenantPortal } from '@client/features/tenant-portal/components/tenant-portal';

const TITLE = 'Tenant Dashboard';

/** The tenant portal: the tenancy's cards and rent payments (SPEC.md §2 Tenant dashboard). */
export default function TenantDashboardPage() {
  return (
    <RequireAuth title={TITLE}>
      {(user) =>
        user.userType === 'tenant' ? (
          <Page title={TITLE} intro={`Welcome, ${displayName(user)}. Your rent and payments in one place.`}>
            <TenantPortal />
          </Page>
        ) : (
          <Page title={TITLE}>
            <Notice>
              The tenant dashboard is for tenants. Please use the dashboard for your account instead.
            </Notice>
          </Page>
        )
      }
    </RequireAuth>
  );
}
