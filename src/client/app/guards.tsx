/**
 * Display-only guards for signed-in pages; the server enforces access on every call.
 * Imported only by lazily loaded pages (it pulls in @shared/users and its schemas).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isAdmin, type PublicUser } from '@shared/user-roles';
import { loginPathReturningTo, PAGE_PATHS } from '@shared/routes';
import { useCurrentUser } from '@client/features/auth/session';
import { Loading, Notice, Page } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { m } from '@shared/i18n/messages';

interface GuardProps {
  /** Title and heading used while the user is being read. */
  title: string;
  children: (user: PublicUser) => ReactNode;
}

/**
 * Signed-in users only; others go to /login, and back here once signed in (an e-mail's link, such
 * as a tenancy invitation's, keeps its query). A user who must change their password goes there first.
 */
export function RequireAuth({ title, children }: GuardProps) {
  const { data: user, isPending, isError } = useCurrentUser();
  const [path] = useLocation();
  const search = useSearch();
  if (isPending) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  if (isError) {
    return (
      <Page title={title}>
        <Notice>{m.ui_user_load_failed()}</Notice>
      </Page>
    );
  }
  if (!user) return <Redirect to={loginPathReturningTo(search ? `${path}?${search}` : path)} replace />;
  if (user.mustChangePassword) return <Redirect to={PAGE_PATHS.changePassword} replace />;
  return <>{children(user)}</>;
}

/** Admins only (SPEC.md §6): anyone else sees 'Access Denied' and goes to /. */
export function RequireAdmin({ title, children }: GuardProps) {
  const { data: user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const allowed = !isPending && isAdmin(user);
  const denied = !isPending && !allowed;
  const told = useRef(false);

  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    toast({
      title: m.ui_access_denied_title(),
      description: m.ui_access_denied_admin(),
      variant: 'destructive',
    });
    navigate(PAGE_PATHS.home, { replace: true });
  }, [denied, navigate]);

  if (allowed && user?.mustChangePassword) return <Redirect to={PAGE_PATHS.changePassword} replace />;
  if (!allowed || !user) {
    return (
      <Page title={title}>
        <Loading label={isPending ? m.ui_loading() : m.ui_checking_access()} />
      </Page>
    );
  }
  return <>{children(user)}</>;
}
