import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeNextPath, tenancyInvitationPath } from './routes';

describe('sign-in return paths', () => {
  it('keeps a page of this site, query and all', () => {
    const link = tenancyInvitationPath(12, 'a+b/c');
    expect(link).toBe('/tenant-dashboard?invitation=12&token=a%2Bb%2Fc');
    const login = loginPathReturningTo(link);
    expect(safeNextPath(new URLSearchParams(login.split('?')[1]).get('next'))).toBe(link);
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null])(
    'refuses %s',
    (value) => expect(safeNextPath(value)).toBeNull(),
  );
});
