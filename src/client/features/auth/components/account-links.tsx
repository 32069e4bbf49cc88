/**
 * The signed-in account links (SPEC.md §2) and the mobile menu's account section: no Radix, so a
 * phone's header never loads the dropdown menu's code.
 */
import { Link } from 'wouter';
import { displayName, isAdmin, type PublicUser } from '@shared/user-roles';
import { PAGE_PATHS } from '@shared/routes';
import { logout } from '../session';
import { m } from '@shared/i18n/messages';

export interface AccountLink {
  href: string;
  label: string;
}

/** SPEC.md §2: dashboards by user type/role, then Change Password. */
export function accountLinks(user: PublicUser): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.userType === 'landlord')
    links.push({ href: PAGE_PATHS.landlordDashboard, label: m.auth_account_landlord_dashboard() });
  if (user.userType === 'tenant')
    links.push({ href: PAGE_PATHS.tenantDashboard, label: m.auth_account_tenant_dashboard() });
  if (isAdmin(user)) links.push({ href: PAGE_PATHS.adminDashboard, label: m.auth_account_admin_dashboard() });
  links.push({ href: PAGE_PATHS.changePassword, label: m.auth_account_change_password() });
  return links;
}

const mobileLinkClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-900 hover:bg-slate-100';

/** The same account items for the mobile menu. */
export function MobileAccountSection({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
  return (
    <div className="border-t border-slate-200 pt-3">
      <p className="px-3 pb-2 text-sm text-slate-700">
        {`${m.auth_account_signed_in_as()} `}
        <span className="font-semibold text-slate-900">{displayName(user)}</span>
      </p>
      <ul className="space-y-1">
        {accountLinks(user).map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={mobileLinkClass} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${mobileLinkClass} w-full text-left`}
            onClick={() => void logout()}
          >
            {m.auth_account_log_out()}
          </button>
        </li>
      </ul>
    </div>
  );
}
