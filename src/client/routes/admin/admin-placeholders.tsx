import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { RequireAdmin } from '@client/app/guards';
import { Notice, Page } from '@client/components/ui/page';

function AdminLaterPage({ title, text }: { title: string; text: string }) {
  return (
    <RequireAdmin title={title}>
      {() => (
        <Page title={title}>
          <div className="space-y-6">
            <Notice>{text}</Notice>
            <Link
              href={PAGE_PATHS.adminDashboard}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Back to the Admin Dashboard
            </Link>
          </div>
        </Page>
      )}
    </RequireAdmin>
  );
}

export function EmailTestPage() {
  return (
    <AdminLaterPage title="Email Test" text="The email test page is not available in this version yet." />
  );
}

export function EmailSettingsPage() {
  return (
    <AdminLaterPage title="Email Settings" text="Email settings are not available in this version yet." />
  );
}
