// Writes the list of common passwords the product refuses (src/server/lib/passwords/common-passwords.txt)
// from @zxcvbn-ts/language-common's frequency-ordered list. Run once when updating the list; the
// output is committed so the product ships it and needs no package at run time.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';

const COUNT = 20_000;
const seen = new Set();
for (const p of passwords) {
  const word = String(p).toLowerCase();
  // Shorter ones are refused by the length rule already.
  if (word.length >= 8) seen.add(word);
  if (seen.size >= COUNT) break;
}
const out = fileURLToPath(new URL('../src/server/lib/passwords/common-passwords.txt', import.meta.url));
fs.writeFileSync(out, [...seen].join('\n') + '\n');
console.log(`wrote ${seen.size} passwords to ${out}`);
