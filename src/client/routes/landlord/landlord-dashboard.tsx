import { RequireAuth } from '@client/app/guards';
import { Notice, Page } from '@client/components/ui/page';
import { displayName } from '@client/features/auth/api';

const TITLE = 'Landlord Dashboard';

export default function LandlordDashboardPage() {
  return (
    <RequireAuth title={TITLE}>
      {(user) => (
        <Page title={TITLE} intro={`Welcome, ${displayName(user)}.`}>
          <Notice>The landlord dashboard is not available in this version yet.</Notice>
        </Page>
      )}
    </RequireAuth>
  );
}
