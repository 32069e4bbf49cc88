import { describe, expect, it } from 'vitest';

/**
 * Each Welsh twin under content/cy/pages must fit its English module exactly, since the Welsh build
 * swaps one for the other: the same exports, keys and list lengths, the same kind of value at every
 * leaf, and functions that still return words. Most of its strings must actually be translated.
 */
type Module = Record<string, unknown>;

const welsh = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true });
const english = import.meta.glob<Module>(['../../pages/*.ts', '!../../pages/*.test.ts'], { eager: true });

const nameOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const englishByName = new Map(Object.entries(english).map(([path, module]) => [nameOf(path), module]));
const welshByName = new Map(Object.entries(welsh).map(([path, module]) => [nameOf(path), module]));

/** The sample numbers functions are called with (a count of one and of several: Welsh nouns differ). */
const SAMPLES = [1, 3];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Compares the two values' shapes, collecting each pair of string leaves. */
function compareShape(en: unknown, cy: unknown, path: string, strings: [string, string][]): void {
  if (typeof en === 'function') {
    expect(typeof cy, path).toBe('function');
    for (const sample of SAMPLES) {
      for (const [language, fn] of [
        ['en', en],
        ['cy', cy],
      ] as const) {
        const out: unknown = (fn as (...args: unknown[]) => unknown)(sample);
        expect(typeof out === 'string' && out.trim().length > 0, `${language} ${path}(${sample})`).toBe(true);
      }
    }
    return;
  }
  if (Array.isArray(en)) {
    expect(Array.isArray(cy), `${path} is a list`).toBe(true);
    const list = cy as unknown[];
    expect(list.length, `${path} length`).toBe(en.length);
    en.forEach((item, i) => compareShape(item, list[i], `${path}[${i}]`, strings));
    return;
  }
  if (isRecord(en)) {
    expect(isRecord(cy), `${path} is an object`).toBe(true);
    const object = cy as Record<string, unknown>;
    expect(Object.keys(object).sort(), `${path} keys`).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) compareShape(en[key], object[key], `${path}.${key}`, strings);
    return;
  }
  expect(typeof cy, path).toBe(typeof en);
  if (typeof en === 'string') {
    expect((cy as string).trim().length > 0 || en.trim().length === 0, `${path} is empty`).toBe(true);
    strings.push([en, cy as string]);
  }
}

describe('the Welsh twins of content/pages', () => {
  it('exist for every English module, and only for those', () => {
    expect(welshByName.size).toBeGreaterThan(0);
    expect([...welshByName.keys()].sort()).toEqual([...englishByName.keys()].sort());
  });

  for (const [name, cy] of welshByName) {
    describe(name, () => {
      const en = englishByName.get(name) ?? {};
      const stringPairs = (): [string, string][] => {
        const strings: [string, string][] = [];
        for (const key of Object.keys(en)) compareShape(en[key], cy[key], key, strings);
        return strings;
      };

      it('has the English exports, in the same shape', () => {
        expect(Object.keys(cy).sort()).toEqual(Object.keys(en).sort());
        stringPairs();
      });

      it('translates at least 80 % of its strings', () => {
        const strings = stringPairs();
        const translated = strings.filter(([english, welshText]) => english !== welshText).length;
        // A module of functions only (the testimonial rating) has no strings to count.
        if (strings.length === 0) return;
        expect(
          translated / strings.length,
          `${translated} of ${strings.length} differ`,
        ).toBeGreaterThanOrEqual(0.8);
      });
    });
  }
});
