/** REQUIRE_ADMIN_TOTP=1: an admin without two-step sign-in may only enrol (CONTRACT.md §7). */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { useTotpClock, twoStepCalls, type TotpClock } from '../../../../tests/setup/worlds/two-step';

const t = await createTestApp({ requireAdminTotp: true });
afterAll(() => t.close());
const { post, login, enrol } = twoStepCalls(t);

let clock: TotpClock;
beforeEach(() => {
  clock = useTotpClock();
});
afterEach(() => clock.restore());

const ADMIN_CALLS: Array<[method: 'GET' | 'POST', url: string]> = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/messages'],
  ['GET', '/api/landlord/properties'],
];

describe('REQUIRE_ADMIN_TOTP=1', () => {
  it("holds an admin's calls with 403 totp_enrolment_required until they enrol", async () => {
    const { token } = await t.signedIn({ userType: 'admin' });
    for (const [method, url] of ADMIN_CALLS) {
      const res = await t.call(method, url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({
        code: 'totp_enrolment_required',
        message: 'Administrators must set up two-step sign-in before they continue.',
      });
    }
    const change = await t.call('POST', '/api/auth/change-password', token, {
      currentPassword: 'x',
      newPassword: 'Another-Pass-123',
    });
    expect(change.json().code).toBe('totp_enrolment_required');
    // The body is not read first: an invalid body answers the same.
    expect((await t.call('POST', '/api/admin/users', token, { nonsense: true })).json().code).toBe(
      'totp_enrolment_required',
    );
  });

  it('leaves what enrolling needs: the user call, status, set-up, confirmation, sign-out, public calls', async () => {
    const { user, token } = await t.signedIn({ userType: 'admin' });
    expect((await t.call('GET', '/api/auth/user', token)).statusCode).toBe(200);
    const status = await t.call('GET', '/api/auth/totp', token);
    expect(status.json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    expect((await t.call('GET', '/api/listings', token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/health', token)).statusCode).toBe(200);

    const { secret } = await enrol(token, clock);
    // Enrolled: everything is open, with the same session.
    for (const [method, url] of ADMIN_CALLS)
      expect((await t.call(method, url, token)).statusCode, url).toBe(200);
    expect((await t.call('GET', '/api/auth/totp', token)).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    // And the next sign-in needs the code.
    expect((await login(user.username, user.password)).json().code).toBe('totp_required');
    expect((await login(user.username, user.password, clock.code(secret))).statusCode).toBe(200);

    const other = await t.signedIn({ userType: 'admin' });
    expect((await post('/api/auth/logout', other.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/user', other.token)).statusCode).toBe(401);
  });

  it('an admin may turn it off (to move to a new phone), and is held again until they enrol anew', async () => {
    const { user, token } = await t.signedIn({ userType: 'admin' });
    const { secret } = await enrol(token, clock);
    const off = await post('/api/auth/totp/disable', token, {
      password: user.password,
      code: clock.code(secret),
    });
    expect(off.statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/users', token)).json().code).toBe('totp_enrolment_required');
  });

  it('asks nothing of landlords and tenants', async () => {
    const landlord = await t.signedIn({ userType: 'landlord' });
    expect((await t.call('GET', '/api/landlord/properties', landlord.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/totp', landlord.token)).json().required).toBe(false);
    const tenant = await t.signedIn({ userType: 'tenant' });
    expect((await t.call('GET', '/api/auth/totp', tenant.token)).json().required).toBe(false);
  });
});
