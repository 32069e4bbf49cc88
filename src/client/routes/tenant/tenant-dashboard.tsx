import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { RequireAuth } from '@client/app/guards';
import { Loading, Notice, Page } from '@client/components/ui/page';
import { displayName } from '@client/features/auth/api';
import { m } from '@shared/i18n/messages';
import { MyDataCard } from '@client/features/account/components/my-data-card';
import { TenantMaintenanceSection } from '@client/features/maintenance/components/tenant-maintenance-section';
import { whenVisible } from '@client/app/when-visible';
import { TenancyInvitations } from '@client/features/tenant-portal/components/tenancy-invitations';
import {
  parseTenantTab,
  TenantPortal,
  type TenantTab,
} from '@client/features/tenant-portal/components/tenant-portal';

// A tab few visits open: its code loads when it does.
const TenantInspectionsSection = lazy(() =>
  import('@client/features/inspections/components/tenant-inspections-section').then((m) => ({
    default: m.TenantInspectionsSection,
  })),
);

// Below the tenancy on every screen: its form code loads when it is near.
const LanguageCard = whenVisible(() =>
  import('@client/features/account/components/language-card').then((m) => m.LanguageCard),
);
const NotificationPreferencesCard = whenVisible(() =>
  import('@client/features/notifications/components/notification-preferences-card').then(
    (m) => m.NotificationPreferencesCard,
  ),
);

/**
 * The tenant portal (SPEC.md §2 Tenant dashboard): the tenancy's cards and the Overview, Payments,
 * Maintenance, Documents and Inspections tabs. The open tab rides in `?tab=` so a reload, or a link in an
 * e-mail (?tab=maintenance, ?tab=inspections), lands on it.
 */
export default function TenantDashboardPage() {
  const [params, setParams] = useSearchParams();
  const keepTab = (tab: TenantTab) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  // An invitation e-mail's link (issue #17): ?invitation=ID&token=TOKEN names the invitation to answer.
  const invitationId = Number(params.get('invitation'));
  const invitationToken = params.get('token');
  const linked =
    Number.isInteger(invitationId) && invitationId > 0 && invitationToken
      ? { id: invitationId, token: invitationToken }
      : null;
  const dropLink = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('invitation');
        next.delete('token');
        return next;
      },
      { replace: true },
    );

  const title = m.portal_dashboard_title();
  return (
    <RequireAuth title={title}>
      {(user) =>
        user.userType === 'tenant' ? (
          <Page title={title} intro={m.portal_dashboard_intro({ name: displayName(user) })}>
            <TenancyInvitations linked={linked} onLinkedAnswered={dropLink} />
            <TenantPortal
              initialTab={parseTenantTab(params.get('tab'))}
              onTabChange={keepTab}
              maintenanceTab={(props) => <TenantMaintenanceSection {...props} />}
              inspectionsTab={(props) => (
                <Suspense fallback={<Loading label={m.portal_inspections_loading()} />}>
                  <TenantInspectionsSection {...props} />
                </Suspense>
              )}
            />
            {/* The tenant's own choice of texts as well as e-mails about rent and repairs. */}
            {/* The tenant's language: this portal's, and their e-mails' and texts'. */}
            <LanguageCard user={user} className="mt-8" />
            <NotificationPreferencesCard className="mt-8" />
            <MyDataCard className="mt-8" />
          </Page>
        ) : (
          <Page title={title}>
            <Notice>{m.portal_dashboard_not_tenant()}</Notice>
          </Page>
        )
      }
    </RequireAuth>
  );
}
