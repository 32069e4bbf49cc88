import { describe, expect, it } from 'vitest';
import { ErrorCode, Errors, statusOf } from './errors';

describe('the error registry', () => {
  it('gives every code once, with an HTTP error status', () => {
    const codes = Object.values(Errors).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { status } of Object.values(Errors)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('names each code and looks its status up', () => {
    expect(ErrorCode.notFound).toBe('not_found');
    expect(statusOf(ErrorCode.notFound)).toBe(404);
    expect(statusOf('compliance_blocked')).toBe(409);
    expect(statusOf(ErrorCode.smtpSendFailed)).toBe(502);
  });
});
