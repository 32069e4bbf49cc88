/** The SMS API tests' world: a stub that answers like Twilio, the app pointed at it, its people and calls. */
import type { LightMyRequestResponse } from 'fastify';
import { startTwilioStub } from '../../support/twilio-stub';
import { createTestApp, type Method } from '../test-app';

export const ALL_CREDENTIALS = 'Please provide all Twilio credentials.';
export const E164_MESSAGE = 'The phone number must be in E.164 form, starting with +44';
export const TEST_NUMBER_REQUIRED = 'Please provide a phone number to test.';
export const UK_MOBILE = 'Please enter a UK mobile number, for example 07700 900123';
export const MESSAGES_PATH = (sid: string) => `/2010-04-01/Accounts/${sid}/Messages.json`;

export async function smsWorld() {
  const stub = await startTwilioStub();
  const t = await createTestApp({ twilio: { fromEnv: undefined, apiBase: stub.url } });
  const admin = await t.signedIn({ userType: 'admin' });
  /** Every answer, to check that no secret is ever in one. */
  const answers: LightMyRequestResponse[] = [];
  const call = async (method: Method, url: string, token?: string, payload?: unknown) => {
    const res = await t.call(method, url, token, payload);
    answers.push(res);
    return res;
  };
  return {
    stub,
    t,
    admin,
    superAdmin: await t.signedIn({ userType: 'admin', role: 'super_admin' }),
    landlord: await t.signedIn({ userType: 'landlord' }),
    tenant: await t.signedIn({ userType: 'tenant' }),
    answers,
    call,
    status: (token = admin.token) => call('GET', '/api/sms/status', token),
    configure: (payload: unknown, token = admin.token) => call('POST', '/api/sms/configure', token, payload),
    debugTest: (payload: unknown, token = admin.token) => call('POST', '/api/sms/debug-test', token, payload),
    goodConfig: () => ({
      accountSid: stub.accountSid,
      authToken: stub.authToken,
      phoneNumber: stub.phoneNumber,
    }),
    close: async () => {
      await t.close();
      await stub.close();
    },
  };
}
