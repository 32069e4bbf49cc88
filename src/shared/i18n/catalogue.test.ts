/**
 * The message catalogues (CONTRACT.md §9): every English message has its Welsh one, with the same
 * placeholders, and nothing is left empty or untranslated by mistake. A message missing here would
 * otherwise fall back to English without a word (Paraglide's behaviour).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CATALOGUE = path.join(import.meta.dirname, 'catalogue');
const read = (locale: string, file: string): Record<string, string> => {
  const { $schema: _schema, ...messages } = JSON.parse(
    fs.readFileSync(path.join(CATALOGUE, locale, file), 'utf8'),
  );
  return messages as Record<string, string>;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Words that read the same in both languages (names, codes). */
const SAME_IN_BOTH = /^(EPC|EICR|HMO|PDF|CSV|OK|[A-Z]{2,5}|\{\w+\}|[\d\s.,:£%/-]+)$/;

const files = fs.readdirSync(path.join(CATALOGUE, 'en')).filter((file) => file.endsWith('.json'));

describe('message catalogues', () => {
  it('has the same files in each language', () => {
    expect(fs.readdirSync(path.join(CATALOGUE, 'cy')).sort()).toEqual(
      fs.readdirSync(path.join(CATALOGUE, 'en')).sort(),
    );
  });

  describe.each(files)('%s', (file) => {
    const en = read('en', file);
    const cy = read('cy', file);

    it('has every English message in Welsh, and no Welsh message without an English one', () => {
      expect(Object.keys(cy).filter((key) => !(key in en))).toEqual([]);
      expect(Object.keys(en).filter((key) => !(key in cy))).toEqual([]);
    });

    it('keeps the placeholders of each message, and leaves none empty', () => {
      for (const [key, english] of Object.entries(en)) {
        expect(typeof english === 'string' && english.trim(), `en ${key}`).toBeTruthy();
        expect(typeof cy[key] === 'string' && cy[key]!.trim(), `cy ${key}`).toBeTruthy();
        expect(placeholders(cy[key]!), `placeholders of ${key}`).toEqual(placeholders(english));
      }
    });

    it('is translated, not copied (words that read the same in both aside)', () => {
      const copied = Object.keys(en).filter((key) => cy[key] === en[key] && !SAME_IN_BOTH.test(en[key]!));
      expect(copied).toEqual([]);
    });
  });
});
