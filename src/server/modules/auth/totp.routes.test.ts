/** Two-step sign-in set-up, confirmation and turning off (CONTRACT.md §7). */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { useTotpClock, twoStepCalls, type TotpClock } from '../../../../tests/setup/worlds/two-step';
import { totpRecoveryCodes, userTotp } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { post, enrol } = twoStepCalls(t);
const status = (token: string) => t.call('GET', '/api/auth/totp', token);

let clock: TotpClock;
beforeEach(() => {
  clock = useTotpClock();
});
afterEach(() => clock.restore());

describe('two-step sign-in set-up', () => {
  it('needs a signed-in user', async () => {
    expect((await post('/api/auth/totp/setup', undefined)).statusCode).toBe(401);
    expect((await post('/api/auth/totp/enable', undefined, { code: '123456' })).statusCode).toBe(401);
    expect((await post('/api/auth/totp/disable', undefined, { password: 'x', code: '1' })).statusCode).toBe(
      401,
    );
    expect((await t.call('GET', '/api/auth/totp')).statusCode).toBe(401);
  });

  it('answers a base32 secret and an otpauth URL, and keeps the secret sealed at rest', async () => {
    const { user, token } = await t.signedIn({ userType: 'tenant' });
    expect((await status(token)).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const res = await post('/api/auth/totp/setup', token);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(decodeURIComponent(url.pathname)).toContain(user.username);

    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
    // Started but not confirmed: still off.
    expect((await status(token)).json()).toMatchObject({ enabled: false });
  });

  it('confirms with a code from the app and answers ten recovery codes once, stored only hashed', async () => {
    const { user, token } = await t.signedIn();
    const setup = (await post('/api/auth/totp/setup', token)).json();
    const res = await post('/api/auth/totp/enable', token, { code: clock.code(setup.secret) });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes, message } = res.json();
    expect(message).toBe('Two-step sign-in is on.');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);

    const stored = await t.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      for (const code of recoveryCodes) expect(row.codeHash).not.toContain(code.replace('-', ''));
    }
    const now = await status(token);
    expect(now.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(now.body).not.toContain(setup.secret);
  });

  it('does not give the secret out again once on: a new set-up is refused', async () => {
    const { token } = await t.signedIn();
    const { secret } = await enrol(token, clock);
    const again = await post('/api/auth/totp/setup', token);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    expect((await post('/api/auth/totp/enable', token, { code: clock.code(secret) })).statusCode).toBe(409);
    expect((await t.call('GET', '/api/auth/user', token)).body).not.toContain(secret);
  });

  it('refuses a wrong code, a recovery-shaped code and a confirmation without set-up', async () => {
    const { token } = await t.signedIn();
    const notStarted = await post('/api/auth/totp/enable', token, { code: '123456' });
    expect(notStarted.statusCode).toBe(400);
    expect(notStarted.json().errors).toEqual({ code: 'Set up two-step sign-in first.' });

    const { secret } = (await post('/api/auth/totp/setup', token)).json();
    const right = clock.code(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await post('/api/auth/totp/enable', token, { code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toMatch(/not right/);
    expect((await post('/api/auth/totp/enable', token, { code: 'ABCDE-FGHJK' })).statusCode).toBe(400);
    // A code far outside ±1 step is refused too.
    expect((await post('/api/auth/totp/enable', token, { code: clock.code(secret, -3) })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/totp/enable', token, { code: 'not a code!' })).statusCode).toBe(400);
    expect((await status(token)).json().enabled).toBe(false);
    // The code of the step before (clock drift) is accepted, spaced as apps show it.
    const drifted = clock.code(secret, -1);
    const ok = await post('/api/auth/totp/enable', token, {
      code: `${drifted.slice(0, 3)} ${drifted.slice(3)}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a second set-up before confirming replaces the first secret', async () => {
    const { token } = await t.signedIn();
    const first = (await post('/api/auth/totp/setup', token)).json().secret;
    const second = (await post('/api/auth/totp/setup', token)).json().secret;
    expect(second).not.toBe(first);
    const firstCode = clock.code(first);
    if (firstCode !== clock.code(second))
      expect((await post('/api/auth/totp/enable', token, { code: firstCode })).statusCode).toBe(400);
    expect((await post('/api/auth/totp/enable', token, { code: clock.code(second) })).statusCode).toBe(200);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a current code', async () => {
    const { user, token } = await t.signedIn();
    const { secret } = await enrol(token, clock);

    const wrongPassword = await post('/api/auth/totp/disable', token, {
      password: 'Not-The-Password-1',
      code: clock.code(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ password: 'Current password is incorrect' });

    const wrongCode = await post('/api/auth/totp/disable', token, { password: user.password, code: '12345' });
    expect(wrongCode.statusCode).toBe(400);
    expect(Object.keys(wrongCode.json().errors)).toEqual(['code']);
    expect((await status(token)).json().enabled).toBe(true);

    const off = await post('/api/auth/totp/disable', token, {
      password: user.password,
      code: clock.code(secret),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-step sign-in is off.' });
    expect((await status(token)).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id))).toEqual(
      [],
    );
    // Off now: signing in needs only the password again.
    expect((await t.login(user.username, user.password)).statusCode).toBe(200);
    // And it can be set up again, with a new secret.
    const again = await post('/api/auth/totp/setup', token);
    expect(again.statusCode).toBe(200);
    expect(again.json().secret).not.toBe(secret);
  });

  it('takes a recovery code instead of the app code, and refuses when it is not on', async () => {
    const { user, token } = await t.signedIn();
    const notOn = await post('/api/auth/totp/disable', token, { password: user.password, code: '123456' });
    expect(notOn.statusCode).toBe(409);
    const { recoveryCodes } = await enrol(token, clock);
    const res = await post('/api/auth/totp/disable', token, {
      password: user.password,
      code: recoveryCodes[3]!.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('a used app code cannot turn it off', async () => {
    const { user, token } = await t.signedIn();
    const { secret } = await enrol(token, clock);
    const code = clock.code(secret);
    expect(
      (
        await t.api({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: user.username, password: user.password, totpCode: code },
        })
      ).statusCode,
    ).toBe(200);
    const replay = await post('/api/auth/totp/disable', token, { password: user.password, code });
    expect(replay.statusCode).toBe(400);
  });
});
