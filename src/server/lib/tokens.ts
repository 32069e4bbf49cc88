import crypto from 'node:crypto';

/** A random secret for a link or a session: 256 bits, URL-safe. */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash, so the table alone opens nothing. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
