import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or U: a tenant copies this into a banking app, often from a phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'R' and 7 characters (30^7 ≈ 22 billion): short enough for any UK bank's 18-character reference. */
export function newPaymentReference(): string {
  let ref = 'R';
  for (let i = 0; i < 7; i++) ref += ALPHABET[randomInt(ALPHABET.length)];
  return ref;
}
