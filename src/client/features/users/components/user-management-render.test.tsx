import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PublicUser } from '@shared/user-roles';
import { createQueryClient } from '@client/app/query-client';
import { userKeys } from '../api';
import { UserManagement } from './user-management';
import { USERS_PAGE_SIZE } from './use-user-management';

const user = (overrides: Partial<PublicUser>): PublicUser => ({
  id: 1,
  username: 'someone@example.com',
  email: 'someone@example.com',
  fullName: 'Someone',
  phone: null,
  userType: 'tenant',
  role: 'user',
  status: 'approved',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastLogin: null,
  mustChangePassword: false,
  managementFeePercent: null,
  managementMode: null,
  language: 'en',
  ...overrides,
});

function renderUsers(items: PublicUser[], currentRole: PublicUser['role'] = 'admin') {
  const client = createQueryClient();
  client.setQueryData(userKeys.list({ limit: USERS_PAGE_SIZE, offset: 0 }), { items, total: items.length });
  client.setQueryData(userKeys.pendingCount(), 0);
  return renderToString(
    <QueryClientProvider client={client}>
      <UserManagement currentUser={{ id: 99, role: currentRole }} />
    </QueryClientProvider>,
  );
}

/** The HTML of the table row that mentions `text`. */
const rowWith = (html: string, text: string) => html.split('<tr').find((row) => row.includes(text)) ?? '';

describe('the users table', () => {
  const html = renderUsers([
    user({ id: 2, fullName: 'Lara Landlord', userType: 'landlord', managementFeePercent: 12.5 }),
    user({ id: 3, fullName: 'Nia New', userType: 'landlord', managementFeePercent: 0 }),
    user({ id: 4, fullName: 'Tom Tenant' }),
  ]);

  it('has a Management fee column beside the existing ones', () => {
    const headers = [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['User', 'User Type', 'Management fee', 'Status', 'Registered', 'Actions']);
  });

  it('shows each landlord’s fee, 0% included, with Set fee and Statement actions', () => {
    const lara = rowWith(html, 'Lara Landlord');
    expect(lara).toContain('12.5%');
    expect(lara).toContain('>Set fee</button>');
    expect(lara).toContain('>Statement</button>');
    expect(rowWith(html, 'Nia New')).toContain('>0%</td>');
  });

  it('shows no fee and no fee actions for other accounts, and keeps their actions', () => {
    const tom = rowWith(html, 'Tom Tenant');
    expect(tom).toContain('Not a landlord');
    expect(tom).not.toContain('Set fee');
    expect(tom).not.toContain('Statement');
    for (const action of ['User Type', 'Reset', 'Delete']) expect(tom).toContain(`>${action}</button>`);
  });
});

describe("a super_admin's row", () => {
  const rows = [user({ id: 5, fullName: 'Sam Super', userType: 'admin', role: 'super_admin' })];

  it('offers a plain admin no action on it, and says why', () => {
    const sam = rowWith(renderUsers(rows, 'admin'), 'Sam Super');
    for (const action of ['User Type', 'Reset', 'Delete']) expect(sam).not.toContain(`>${action}</button>`);
    expect(sam).toContain('Only a super admin can change');
  });

  it('offers a super_admin every action', () => {
    const sam = rowWith(renderUsers(rows, 'super_admin'), 'Sam Super');
    for (const action of ['User Type', 'Reset', 'Delete']) expect(sam).toContain(`>${action}</button>`);
  });
});
