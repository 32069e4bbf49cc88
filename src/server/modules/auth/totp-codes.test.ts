import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_ALPHABET } from '@shared/totp';
import {
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlFor,
  recoveryCodeHash,
  recoveryHashKey,
  totpCodeAt,
} from './totp-codes';

// RFC 6238 appendix B's SHA-1 seed "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it("computes RFC 6238's test vectors (6 digits of the 8-digit ones)", () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totpCodeAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('matches a code to its 30-second step, one step either side, and no further', () => {
    const now = 1_234_567_890_000; // step 41152263
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 60_000), now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URL apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrlFor(secret, 'alice'));
    expect(url.href.startsWith('otpauth://totp/')).toBe(true);
    expect(url.searchParams.get('issuer')).toBe('Vale & City Lettings');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of ten characters from the alphabet without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toHaveLength(10);
      for (const ch of code) expect(RECOVERY_CODE_ALPHABET).toContain(ch);
    }
  });

  it('hash under a key and the user: same input same hash, another user or secret another', () => {
    const key = recoveryHashKey('a-secret-of-sixteen-plus');
    const hash = recoveryCodeHash(key, 1, 'ABCDEFGHJK');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(key, 1, 'ABCDEFGHJK')).toBe(hash);
    expect(recoveryCodeHash(key, 2, 'ABCDEFGHJK')).not.toBe(hash);
    expect(recoveryCodeHash(recoveryHashKey('another-secret-of-sixteen'), 1, 'ABCDEFGHJK')).not.toBe(hash);
  });
});
