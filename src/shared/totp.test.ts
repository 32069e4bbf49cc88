import { describe, expect, it } from 'vitest';
import { classifyCode, formatRecoveryCode, groupSecret, TotpDisableSchema, TotpEnableSchema } from './totp';

describe('two-step codes as typed', () => {
  it('tells a 6-digit app code from a recovery code, ignoring case, spaces and dashes', () => {
    expect(classifyCode('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifyCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifyCode('abcde-fghjk')).toEqual({ kind: 'recovery', code: 'ABCDEFGHJK' });
    expect(classifyCode('ABCDE FGHJK')).toEqual({ kind: 'recovery', code: 'ABCDEFGHJK' });
  });

  it('calls anything else malformed', () => {
    for (const typed of ['12345', '1234567', 'ABCDE-FGHJ', 'ABCDE-FGHJ0', 'OOOOO-IIIII', '', 'zz'])
      expect(classifyCode(typed), typed).toEqual({ kind: 'malformed' });
  });

  it('shows recovery codes in two groups of five and secrets in groups of four', () => {
    expect(formatRecoveryCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('validates the enable and disable bodies with the messages people see', () => {
    expect(TotpEnableSchema.safeParse({ code: ' 123456 ' }).data).toEqual({ code: '123456' });
    expect(TotpEnableSchema.safeParse({ code: '' }).error?.issues[0]?.message).toBe(
      'Enter the 6-digit code from your authenticator app',
    );
    expect(TotpEnableSchema.safeParse({ code: '12<456' }).success).toBe(false);
    expect(TotpDisableSchema.safeParse({ password: '', code: '123456' }).error?.issues[0]?.message).toBe(
      'Current password is required',
    );
  });
});
