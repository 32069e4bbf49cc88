import { RequireAuth } from '@client/app/guards';
import { Notice, Page } from '@client/components/ui/page';
import { displayName } from '@client/features/auth/api';

const TITLE = 'Tenant Dashboard';

export default function TenantDashboardPage() {
  return (
    <RequireAuth title={TITLE}>
      {(user) => (
        <Page title={TITLE} intro={`Welcome, ${displayName(user)}.`}>
          <Notice>The tenant dashboard is not available in this version yet.</Notice>
        </Page>
      )}
    </RequireAuth>
  );
}
