import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  generateTemporaryPassword,
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './index';

const SYMBOLS = /[!@#$%^&*\-_=+?]/;

describe('generateTemporaryPassword', () => {
  it('always gives 12 characters with an uppercase letter, a lowercase letter, a digit and a symbol', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const p = generateTemporaryPassword();
      expect(p).toHaveLength(12);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[0-9]/);
      expect(p).toMatch(SYMBOLS);
      // Only letters, digits and the listed symbols; none of the look-alikes 0 O 1 l I.
      expect(p).toMatch(/^[A-Za-z0-9!@#$%^&*\-_=+?]+$/);
      expect(p).not.toMatch(/[0O1lI]/);
      seen.add(p);
    }
    expect(seen.size).toBe(5000);
  });

  it('puts the required kinds of character anywhere, not always first', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const p = generateTemporaryPassword();
      firsts.add(
        /[A-Z]/.test(p[0]!)
          ? 'upper'
          : /[a-z]/.test(p[0]!)
            ? 'lower'
            : /[0-9]/.test(p[0]!)
              ? 'digit'
              : 'symbol',
      );
    }
    expect(firsts.size).toBe(4);
  });

  it('honours another length', () => {
    expect(generateTemporaryPassword(20)).toHaveLength(20);
  });

  it('never gives a common password', () => {
    for (let i = 0; i < 500; i++) expect(isCommonPassword(generateTemporaryPassword())).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('ships a list of at least 10,000 passwords, all lower case', () => {
    const file = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
    expect(lines.every((l) => l === l.toLowerCase())).toBe(true);
  });

  it.each(['password', 'password123', 'PASSWORD123', 'Password1', 'qwerty123', 'LetMeIn1'])(
    'refuses %j',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );

  it.each(['Tr1cky-Lettings-Pass', 'Fresh-Start-2468', 'Quiet-Harbour-77'])('accepts %j', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});

describe('hashPassword and verifyPassword', () => {
  it('hashes with argon2id and a fresh salt, and verifies only the right password', async () => {
    const a = await hashPassword('Tr1cky-Lettings-Pass');
    const b = await hashPassword('Tr1cky-Lettings-Pass');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Tr1cky-Lettings-Pass');
    expect(await verifyPassword(a, 'Tr1cky-Lettings-Pass')).toBe(true);
    expect(await verifyPassword(b, 'Tr1cky-Lettings-Pass')).toBe(true);
    expect(await verifyPassword(a, 'tr1cky-lettings-pass')).toBe(false);
    expect(await verifyPassword(a, '')).toBe(false);
  });

  it('answers false, never throws, for a hash that is not one', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });

  it('verifyAgainstDummy spends the time and resolves', async () => {
    await expect(verifyAgainstDummy('whatever')).resolves.toBeUndefined();
  });
});
