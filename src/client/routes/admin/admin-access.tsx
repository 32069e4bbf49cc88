import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Loading, Page } from '@client/components/ui/page';
import { useCurrentUser } from '@client/features/auth/session';

export default function AdminAccessPage() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <Page
      title="Admin Access"
      intro="This page is only a convenience link to the admin dashboard. It grants no access itself: the server checks every administrator request and refuses anyone who is not an administrator."
    >
      {isPending ? (
        <Loading />
      ) : user ? (
        <Button asChild size="lg">
          <Link href={PAGE_PATHS.adminDashboard}>Go to Admin Dashboard</Link>
        </Button>
      ) : (
        <div className="space-y-4">
          <p className="text-slate-800">
            You are not signed in. Administrators sign in with their own account.
          </p>
          <Button asChild size="lg">
            <Link href={PAGE_PATHS.login}>Login</Link>
          </Button>
        </div>
      )}
    </Page>
  );
}
