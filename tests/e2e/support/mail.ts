/** Reading the e-mails the product sent to the local SMTP sink (one JSON file per message). */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { ENV_KEYS, requireEnv, type StoredMail } from './env';

function readAll(): StoredMail[] {
  const dir = requireEnv(ENV_KEYS.mailDir);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredMail);
}

export function mailsTo(address: string): StoredMail[] {
  const wanted = address.toLowerCase();
  return readAll().filter((mail) => mail.to.includes(wanted));
}

/** Waits (polling, up to 30 s) for a message to the address whose subject or text matches. */
export async function waitForMail(
  address: string,
  match: (mail: StoredMail) => boolean = () => true,
  timeout = 30_000,
): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address).find(match);
        return found !== undefined;
      },
      { timeout, intervals: [250, 500, 1000], message: `an e-mail to ${address} should reach the SMTP sink` },
    )
    .toBe(true);
  return found!;
}

/** The first link in the message that starts with the given prefix (plain-text part first, then HTML). */
export function linkIn(mail: StoredMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}[^\\s"'<>]*`);
  const found = pattern.exec(mail.text)?.[0] ?? pattern.exec(mail.html)?.[0]?.replace(/&amp;/g, '&');
  if (!found) throw new Error(`No link starting ${prefix} in the e-mail "${mail.subject}":\n${mail.text}`);
  return found;
}
