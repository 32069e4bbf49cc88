import { describe, expect, it } from 'vitest';
import { OutboundHostError } from '../../../lib/outbound-host';
import { describeSmtpError } from './smtp-errors';

const ctx = { host: 'smtp.example.com', port: 587, secure: false };
const secureCtx = { host: 'smtp.example.com', port: 587, secure: true };
const err = (props: Record<string, unknown>, message = 'failed') => Object.assign(new Error(message), props);

describe('describeSmtpError', () => {
  it('wrong username or password: EAUTH / 535, pointing at the password', () => {
    const auth = err(
      { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' },
      'Invalid login: 535 Authentication failed',
    );
    expect(describeSmtpError(auth, ctx)).toMatchObject({ kind: 'auth_failed', field: 'password' });
    expect(describeSmtpError(auth, ctx).message).toMatch(/did not accept the username or password/);
    expect(describeSmtpError(err({ responseCode: 535 }), ctx).kind).toBe('auth_failed');
    expect(describeSmtpError(err({ code: 'EAUTH', responseCode: 534 }), ctx).kind).toBe('auth_failed');
  });

  it('a server that wants STARTTLS before the password says so, not "wrong password"', () => {
    const e = err({ code: 'EAUTH', responseCode: 530 }, '530 5.7.0 Must issue a STARTTLS command first');
    expect(describeSmtpError(e, ctx)).toMatchObject({ kind: 'tls_required', field: 'secure' });
  });

  it('a server that offers no encryption (STARTTLS refused or missing): the password was not sent', () => {
    const refused = err(
      { code: 'ETLS', response: '454 4.7.0 TLS not available', command: 'STARTTLS' },
      'Error upgrading connection with STARTTLS',
    );
    const missing = err(
      { code: 'ECONNECTION', command: 'EHLO' },
      'EHLO failed but HELO does not support required STARTTLS. response=500 unknown',
    );
    for (const e of [refused, missing]) {
      const problem = describeSmtpError(e, ctx);
      expect(problem).toMatchObject({ kind: 'tls_required', field: 'secure' });
      expect(problem.message).toContain('so the password was not sent');
    }
  });

  it('nothing listening: ECONNREFUSED (raw, or wrapped by nodemailer as ESOCKET)', () => {
    const raw = err({ code: 'ECONNREFUSED' }, 'connect ECONNREFUSED 203.0.113.5:587');
    const wrapped = err({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
    for (const e of [raw, wrapped]) {
      const problem = describeSmtpError(e, ctx);
      expect(problem).toMatchObject({ kind: 'refused', field: 'port' });
      expect(problem.message).toContain('smtp.example.com on port 587');
    }
  });

  it('several addresses tried (AggregateError): the attempts decide', () => {
    const aggregate = Object.assign(new AggregateError([err({ code: 'ECONNREFUSED' })], ''), {
      code: 'ECONNREFUSED',
    });
    expect(describeSmtpError(aggregate, ctx).kind).toBe('refused');
    const inner = new AggregateError([err({ code: 'ETIMEDOUT' }), err({ code: 'ETIMEDOUT' })], '');
    expect(describeSmtpError(inner, ctx).kind).toBe('timeout');
  });

  it('no answer: ETIMEDOUT, or a greeting that never came (plain on a TLS port)', () => {
    expect(describeSmtpError(err({ code: 'ETIMEDOUT' }, 'Connection timeout'), ctx)).toMatchObject({
      kind: 'timeout',
      field: 'port',
    });
    const greeting = describeSmtpError(err({ code: 'ETIMEDOUT' }, 'Greeting never received'), {
      ...ctx,
      port: 465,
    });
    expect(greeting.kind).toBe('timeout');
    expect(greeting.message).toMatch(/if it is 465, turn 'Use a secure connection \(TLS\)' on/);
  });

  it('TLS on a STARTTLS port: wrong version number → turn secure off', () => {
    const e = err(
      { code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER' },
      'C0A7:error:0A00010B:SSL routines:ssl3_get_record:wrong version number',
    );
    const problem = describeSmtpError(e, secureCtx);
    expect(problem).toMatchObject({ kind: 'tls_mode', field: 'secure' });
    expect(problem.message).toMatch(/does not start with TLS/);
    expect(describeSmtpError(err({ code: 'EPROTO' }, 'packet length too long'), secureCtx).kind).toBe(
      'tls_mode',
    );
  });

  it('certificate not trusted: self-signed, unknown issuer, expired', () => {
    const cases = [
      err({ code: 'ESOCKET', originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' }, 'self-signed certificate'),
      err({ code: 'ETLS' }, 'Error initiating TLS - self signed certificate in certificate chain'),
      err({ code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' }, 'unable to verify the first certificate'),
      err({ code: 'CERT_HAS_EXPIRED' }, 'certificate has expired'),
      err({ code: 'ESOCKET', cause: err({ code: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY' }) }),
    ];
    for (const e of cases) {
      const problem = describeSmtpError(e, ctx);
      expect(problem.kind).toBe('certificate_untrusted');
      expect(problem.message).toMatch(/certificate is not trusted/);
    }
  });

  it('a certificate for another name says which name was used', () => {
    const e = err(
      { code: 'ERR_TLS_CERT_ALTNAME_INVALID' },
      "Hostname/IP does not match certificate's altnames: Host: smtp.example.com. is not in the cert's altnames",
    );
    const problem = describeSmtpError(e, ctx);
    expect(problem).toMatchObject({ kind: 'certificate_name', field: 'host' });
    expect(problem.message).toContain('smtp.example.com');
  });

  it('host not found: ENOTFOUND, EAI_AGAIN, nodemailer EDNS, and our own not_found', () => {
    for (const e of [
      err({ code: 'ENOTFOUND' }, 'getaddrinfo ENOTFOUND smtp.example.com'),
      err({ code: 'EAI_AGAIN' }),
      err({ code: 'EDNS' }),
      new OutboundHostError('not_found', 'smtp.example.com', 'not found'),
    ]) {
      const problem = describeSmtpError(e, ctx);
      expect(problem).toMatchObject({ kind: 'host_not_found', field: 'host' });
      expect(problem.message).toBe(
        'The host smtp.example.com could not be found. Check the spelling of the SMTP host.',
      );
    }
  });

  it('our refusal of a private address, and of something that is not a host name', () => {
    expect(describeSmtpError(new OutboundHostError('private', '10.0.0.1', 'private'), ctx)).toMatchObject({
      kind: 'private_host',
      field: 'host',
    });
    expect(describeSmtpError(new OutboundHostError('invalid', 'http://x', 'invalid'), ctx)).toMatchObject({
      kind: 'invalid_host',
      field: 'host',
    });
  });

  it('a refused recipient on a send', () => {
    const e = err({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }, '550 No such user');
    expect(describeSmtpError(e, ctx)).toMatchObject({ kind: 'recipient_refused', field: 'recipient' });
  });

  it('a dropped connection, and anything else, gets a general message with no server text', () => {
    expect(describeSmtpError(err({ code: 'ECONNECTION' }, 'Connection closed'), ctx).kind).toBe('closed');
    const other = describeSmtpError(
      err({ code: 'EPROTOCOL', responseCode: 421 }, '421 secret-internal-name busy'),
      ctx,
    );
    expect(other.kind).toBe('other');
    expect(other.message).toContain('(it answered 421)');
    expect(other.message).not.toContain('secret-internal-name');
    expect(describeSmtpError('a string', ctx).kind).toBe('other');
    expect(describeSmtpError(undefined, ctx).kind).toBe('other');
  });
});
