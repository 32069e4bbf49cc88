import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ImageIcon } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { RequireAdmin } from '@client/app/guards';
import { Button } from '@client/components/ui/button';
import { Loading, Page } from '@client/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { MyDataCard } from '@client/features/account/components/my-data-card';
import { RentSettings } from '@client/features/agency-settings/components/rent-settings';
import { displayName } from '@client/features/auth/api';
import { AdminCompliance } from '@client/features/compliance/components/admin-compliance';
import { AdminInbox } from '@client/features/contact/components/admin-inbox';
import { EmailSettingsPanel } from '@client/features/notifications/components/email-settings-panel';
import { NotificationLog } from '@client/features/notifications/components/notification-log';
import { SmsSettingsPanel } from '@client/features/notifications/components/sms-settings-panel';
import { CreateUserForm } from '@client/features/users/components/create-user-form';
import { UserManagement } from '@client/features/users/components/user-management';
import { TextLink } from '@client/components/ui/text-link';
import { useTwoStepStatus } from '@client/features/two-step/api';
import { TwoStepCard } from '@client/features/two-step/components/two-step-card';

const TITLE = 'Admin Dashboard';

// Loaded when the tab is first opened: the dashboard's first load carries only what it shows (ADR 0012).
const AuditLog = lazy(() =>
  import('@client/features/audit/components/audit-log').then((m) => ({ default: m.AuditLog })),
);

export default function AdminDashboardPage() {
  return (
    <RequireAdmin title={TITLE}>
      {(user) => (
        <Page
          title={TITLE}
          intro={`Signed in as ${displayName(user)}. Approve registrations, manage accounts and configure the site.`}
        >
          <div className="mb-6">
            <Button asChild variant="outline">
              <Link href={PAGE_PATHS.adminImages}>
                <ImageIcon aria-hidden="true" />
                Manage Website Images
              </Link>
            </Button>
          </div>
          <TwoStepGate>
            {(twoStepOn) => (
              <Tabs defaultValue="users">
                <TabsList aria-label="Admin sections">
                  <TabsTrigger value="users">User Management</TabsTrigger>
                  <TabsTrigger value="create">Create User</TabsTrigger>
                  <TabsTrigger value="compliance">Compliance</TabsTrigger>
                  <TabsTrigger value="inbox">Inbox</TabsTrigger>
                  <TabsTrigger value="rent">Rent Settings</TabsTrigger>
                  <TabsTrigger value="email">Email Settings</TabsTrigger>
                  <TabsTrigger value="sms">SMS Settings</TabsTrigger>
                  <TabsTrigger value="notifications">Notifications</TabsTrigger>
                  <TabsTrigger value="audit">Audit</TabsTrigger>
                  {twoStepOn && <TabsTrigger value="two-step">Two-step sign-in</TabsTrigger>}
                </TabsList>
                <TabsContent value="users">
                  <UserManagement currentUser={user} />
                </TabsContent>
                <TabsContent value="create">
                  <CreateUserForm />
                </TabsContent>
                <TabsContent value="compliance">
                  <AdminCompliance />
                </TabsContent>
                <TabsContent value="inbox">
                  <AdminInbox />
                </TabsContent>
                <TabsContent value="rent">
                  <RentSettings />
                </TabsContent>
                <TabsContent value="email">
                  <section aria-labelledby="email-settings-heading" className="space-y-4">
                    <h2 id="email-settings-heading" className="text-2xl font-semibold text-slate-900">
                      Email Settings
                    </h2>
                    <EmailSettingsPanel headingLevel={3} />
                    <p>
                      <TextLink href={PAGE_PATHS.emailTest}>Open the Email Test page</TextLink>
                    </p>
                  </section>
                </TabsContent>
                <TabsContent value="sms">
                  <section aria-labelledby="sms-settings-heading" className="space-y-4">
                    <h2 id="sms-settings-heading" className="text-2xl font-semibold text-slate-900">
                      SMS Settings
                    </h2>
                    <SmsSettingsPanel headingLevel={3} />
                  </section>
                </TabsContent>
                <TabsContent value="notifications">
                  <NotificationLog headingLevel={2} />
                </TabsContent>
                <TabsContent value="audit">
                  <Suspense fallback={<Loading label="Loading the audit trail…" />}>
                    <AuditLog headingLevel={2} />
                  </Suspense>
                </TabsContent>
                {twoStepOn && (
                  <TabsContent value="two-step">
                    <TwoStepCard />
                  </TabsContent>
                )}
              </Tabs>
            )}
          </TwoStepGate>
          <MyDataCard className="mt-8" />
        </Page>
      )}
    </RequireAdmin>
  );
}

/**
 * Admins are asked to set up two-step sign-in: without it the card comes first, prominently; with
 * REQUIRE_ADMIN_TOTP=1 it is all there is until they have (every other call would be refused).
 */
function TwoStepGate({ children }: { children: (twoStepOn: boolean) => ReactNode }) {
  const twoStep = useTwoStepStatus();
  // A screen tall while it loads: the tabs then take the place, and what follows (the My data
  // card) never jumps down the screen (it did: a layout shift of 0.31 on a phone).
  if (twoStep.isPending)
    return (
      <div className="min-h-svh">
        <Loading />
      </div>
    );
  // Once on, it is managed from its own tab; until then the card stands above the tabs.
  if (twoStep.data?.enabled) return <>{children(true)}</>;
  if (twoStep.data?.required) return <TwoStepCard prompt />;
  return (
    <>
      <div className="mb-6">
        <TwoStepCard prompt />
      </div>
      {children(false)}
    </>
  );
}
