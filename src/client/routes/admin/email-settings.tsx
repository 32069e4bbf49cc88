import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { RequireAdmin } from '@client/app/guards';
import { Page } from '@client/components/ui/page';
import { EmailSettingsPanel } from '@client/features/notifications/components/email-settings-panel';

const TITLE = 'Email Settings';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** SPEC.md §2 /email-settings: the SMTP form, then the test form once the service is configured. */
export default function EmailSettingsPage() {
  return (
    <RequireAdmin title={TITLE}>
      {() => (
        <Page title={TITLE} intro="The mail server the site sends every email through.">
          <div className="space-y-8">
            <EmailSettingsPanel headingLevel={2} />
            <nav aria-label="Email pages" className="flex flex-wrap gap-x-6 gap-y-2">
              <Link href={PAGE_PATHS.emailTest} className={linkClass}>
                Email Test
              </Link>
              <Link href={PAGE_PATHS.adminDashboard} className={linkClass}>
                Back to the Admin Dashboard
              </Link>
            </nav>
          </div>
        </Page>
      )}
    </RequireAdmin>
  );
}
