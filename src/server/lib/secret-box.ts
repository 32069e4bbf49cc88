import crypto from 'node:crypto';

/**
 * Seals the secrets an admin enters (SMTP password, Twilio auth token) with AES-256-GCM under a
 * key derived from APP_SECRET, so what the database holds is useless without the server's secret
 * and any tampering is detected. Format: v1.<iv>.<tag>.<ciphertext>, each base64url.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The secret, or null when it was sealed under another APP_SECRET or changed since. */
  open(sealed: string): string | null;
}

export function createSecretBox(appSecret: string, purpose = 'messaging-settings'): SecretBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', appSecret, 'cardiff-lettings', purpose, 32));
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

const boxes = new Map<string, SecretBox>();

/**
 * The box of APP_SECRET (resolved at start by main.ts; tests set it in their config), derived once
 * per secret: the senders open saved credentials on every pass.
 */
export function secretBoxFor(config: { appSecret?: string | undefined }): SecretBox {
  if (!config.appSecret) throw new Error('APP_SECRET is not set: secrets cannot be stored or read');
  let box = boxes.get(config.appSecret);
  if (!box) {
    box = createSecretBox(config.appSecret);
    boxes.set(config.appSecret, box);
  }
  return box;
}
