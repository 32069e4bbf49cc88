import { PAGE_PATHS } from '@shared/routes';
import { RequireAdmin } from '@client/app/guards';
import { Page } from '@client/components/ui/page';
import {
  EmailServiceState,
  EmailTestForm,
} from '@client/features/notifications/components/email-settings-panel';
import { useEmailStatus } from '@client/features/notifications/api';
import { TextLink } from '@client/components/ui/text-link';

const TITLE = 'Email Test';

/** SPEC.md §2 /email-test: a recipient field and a send action. */
export default function EmailTestPage() {
  return (
    <RequireAdmin title={TITLE}>
      {() => (
        <Page title={TITLE} intro="Send a short test message to check that the site can send email.">
          <div className="space-y-6">
            <EmailTestStatus />
            <EmailTestForm on="page" />
            <nav aria-label="Email pages" className="flex flex-wrap gap-x-6 gap-y-2">
              <TextLink href={PAGE_PATHS.emailSettings}>Email Settings</TextLink>
              <TextLink href={PAGE_PATHS.adminDashboard}>Back to the Admin Dashboard</TextLink>
            </nav>
          </div>
        </Page>
      )}
    </RequireAdmin>
  );
}

/** Whether the service can send at all, so a failure is no surprise. */
function EmailTestStatus() {
  const status = useEmailStatus();
  if (!status.data) return null;
  return <EmailServiceState status={status.data} />;
}
