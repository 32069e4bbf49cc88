import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox('a-long-app-secret-for-tests');

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('hunter2-smtp-password');
    expect(sealed).not.toContain('hunter2');
    expect(box.open(sealed)).toBe('hunter2-smtp-password');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a secret sealed under another APP_SECRET or changed since', () => {
    const sealed = box.seal('token');
    expect(createSecretBox('another-secret').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('not-sealed')).toBeNull();
  });
});
