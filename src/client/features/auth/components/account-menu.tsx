/**
 * The signed-in parts of the header. Kept in their own chunk (loaded only for signed-in
 * visitors) so the public bundle stays small.
 */
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { displayName, isAdmin, type PublicUser } from '@shared/user-roles';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { logout } from '../session';

export interface AccountLink {
  href: string;
  label: string;
}

/** SPEC.md §2: dashboards by user type/role, then Change Password. */
export function accountLinks(user: PublicUser): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.userType === 'landlord')
    links.push({ href: PAGE_PATHS.landlordDashboard, label: 'Landlord Dashboard' });
  if (user.userType === 'tenant') links.push({ href: PAGE_PATHS.tenantDashboard, label: 'Tenant Dashboard' });
  if (isAdmin(user)) links.push({ href: PAGE_PATHS.adminDashboard, label: 'Admin Dashboard' });
  links.push({ href: PAGE_PATHS.changePassword, label: 'Change Password' });
  return links;
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export function AccountMenu({ user }: { user: PublicUser }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <UserRound aria-hidden="true" />
          My Account
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the header landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 py-2 text-sm text-slate-700">
          Signed in as <span className="font-semibold text-slate-900">{displayName(user)}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {accountLinks(user).map((link) => (
          <DropdownMenu.Item key={link.href} asChild className={itemClass}>
            <Link href={link.href}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const mobileLinkClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-900 hover:bg-slate-100';

/** The same account items for the mobile menu. */
export function MobileAccountSection({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
  return (
    <div className="border-t border-slate-200 pt-3">
      <p className="px-3 pb-2 text-sm text-slate-700">
        Signed in as <span className="font-semibold text-slate-900">{displayName(user)}</span>
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
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}
