/** SMS settings from TWILIO_* in the environment win over saved ones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioStub, type TwilioStub } from '../../../../../tests/support/twilio-stub';
import { createTestApp, PUBLIC_URL, type Signed, type TestApp } from '../../../../../tests/setup/test-app';
import { MESSAGES_PATH } from '../../../../../tests/setup/worlds/sms';
import { loadConfig } from '../../../config';

describe('SMS settings from TWILIO_* in the environment', () => {
  let stub: TwilioStub;
  let t: TestApp;
  let admin: Signed;

  beforeAll(async () => {
    stub = await startTwilioStub({ authToken: 'env-token-0123456789' });
    const fromEnv = loadConfig({
      DATA_DIR: '/tmp/unused',
      PUBLIC_URL,
      APP_SECRET: 'test-secret-test-secret',
      TWILIO_ACCOUNT_SID: stub.accountSid,
      TWILIO_AUTH_TOKEN: 'env-token-0123456789',
      TWILIO_PHONE_NUMBER: '+447700900099',
      TWILIO_API_BASE: `${stub.url}/`,
    });
    t = await createTestApp({ twilio: fromEnv.twilio });
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('reports source environment and sends the test with those credentials and number', async () => {
    const res = await t.call('GET', '/api/sms/status', admin.token);
    expect(res.json()).toEqual({ initialized: true, source: 'environment', settings: null });

    const sent = await t.call('POST', '/api/sms/debug-test', admin.token, { phoneNumber: '07700 900300' });
    expect(sent.statusCode).toBe(200);
    expect(stub.requests[0]).toMatchObject({
      path: MESSAGES_PATH(stub.accountSid),
      auth: { username: stub.accountSid, password: 'env-token-0123456789' },
      form: { To: '+447700900300', From: '+447700900099' },
    });
    expect(sent.body).not.toContain('env-token-0123456789');
  });

  it('still lets an admin save settings, used once the environment ones are removed', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/sms/configure',
      token: admin.token,
      payload: {
        accountSid: stub.accountSid,
        authToken: 'env-token-0123456789',
        phoneNumber: '+447700900098',
      },
    });
    expect(res.statusCode).toBe(200);
    // Saved, and the admin is told the environment's settings are used meanwhile.
    expect(res.json().message).toContain('TWILIO_* is set on the server');
    const status = await t.call('GET', '/api/sms/status', admin.token);
    expect(status.json()).toMatchObject({
      initialized: true,
      source: 'environment',
      settings: { phoneNumber: '+447700900098', accountSidEnding: stub.accountSid.slice(-4) },
    });
    expect(status.body).not.toContain('env-token-0123456789');
  });
});
