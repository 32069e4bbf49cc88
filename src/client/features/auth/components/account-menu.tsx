/**
 * The signed-in account menu of the wide header: Radix's dropdown (with floating-ui, about 14 KB
 * gzipped), so it is its own chunk, loaded only for a signed-in visitor on a wide screen. Phones
 * use MobileAccountSection (account-links.tsx) inside the mobile menu.
 */
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { displayName, type PublicUser } from '@shared/user-roles';
import { Button } from '@client/components/ui/button';
import { logout } from '../session';
import { accountLinks } from './account-links';
import { m } from '@shared/i18n/messages';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export function AccountMenu({ user }: { user: PublicUser }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <UserRound aria-hidden="true" />
          {m.auth_account_menu()}
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
          {`${m.auth_account_signed_in_as()} `}
          <span className="font-semibold text-slate-900">{displayName(user)}</span>
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
          {m.auth_account_log_out()}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
