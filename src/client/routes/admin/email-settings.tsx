import { PAGE_PATHS } from '@shared/routes';
import { RequireAdmin } from '@client/app/guards';
import { Page } from '@client/components/ui/page';
import { EmailSettingsPanel } from '@client/features/notifications/components/email-settings-panel';
import { TextLink } from '@client/components/ui/text-link';

const TITLE = 'Email Settings';

/** SPEC.md §2 /email-settings: the SMTP form, then the test form once the service is configured. */
export default function EmailSettingsPage() {
  return (
    <RequireAdmin title={TITLE}>
      {() => (
        <Page title={TITLE} intro="The mail server the site sends every email through.">
          <div className="space-y-8">
            <EmailSettingsPanel headingLevel={2} />
            <nav aria-label="Email pages" className="flex flex-wrap gap-x-6 gap-y-2">
              <TextLink href={PAGE_PATHS.emailTest}>Email Test</TextLink>
              <TextLink href={PAGE_PATHS.adminDashboard}>Back to the Admin Dashboard</TextLink>
            </nav>
          </div>
        </Page>
      )}
    </RequireAdmin>
  );
}
