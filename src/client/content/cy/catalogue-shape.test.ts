/**
 * The Welsh build swaps each content module for its twin here, so a twin must be a drop-in: the same
 * exports, the same shape (keys, array lengths, leaf types), the same data (ids, links, icons,
 * numbers) and text that has actually been translated. Twins are found by file name, so a new twin
 * is checked without touching this test.
 */
import { describe, expect, it } from 'vitest';
import { agencyStructuredData as englishStructuredData } from '../structured-data';
import { agencyStructuredData as welshStructuredData } from './structured-data';

type Module = Record<string, unknown>;

// The twins at this level; legal/ and pages/ have their own shape tests with their own rules.
const welshModules = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true });
const englishModules = import.meta.glob<Module>(['../**/*.ts', '!./**', '!../**/*.test.ts']);

/** Modules here that are not twins: shared helpers with no English counterpart. */
// Not twins in shape: a helper of the Welsh modules, and lookups keyed by English text (messages, place names).
const HELPERS = new Set(['./translation.ts', './server-messages.ts', './place-names.ts']);

/** Values under these keys are data (anchors, links, icons, tabs): a twin keeps them exactly. */
const DATA_KEYS = new Set(['id', 'href', 'Icon', 'icon', 'group']);
/** Proper names (areas, people) may stay as they are, so they do not count as untranslated. */
const NAME_KEYS = new Set(['name', 'author']);
/** Share of a twin's text strings that must differ from the English: catches an untranslated copy. */
const MIN_TRANSLATED = 0.8;

interface Tally {
  problems: string[];
  text: number;
  translated: number;
}

const isPlainObject = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Compares one English value with its Welsh twin, recording problems and counting text strings. */
function compare(en: unknown, cy: unknown, path: string, key: string, tally: Tally): void {
  if (DATA_KEYS.has(key)) {
    if (!Object.is(en, cy)) tally.problems.push(`${path}: data value changed`);
    return;
  }
  if (typeof en !== typeof cy || (en === null) !== (cy === null)) {
    tally.problems.push(`${path}: ${typeof en} in English, ${typeof cy} in Welsh`);
    return;
  }
  if (typeof en === 'string' && typeof cy === 'string') {
    if (cy.trim() === '') tally.problems.push(`${path}: empty string`);
    if (NAME_KEYS.has(key)) return;
    tally.text += 1;
    if (cy !== en) tally.translated += 1;
    return;
  }
  // Functions are behaviour, not copy: re-exported ones are identical, rewritten ones are checked on their own.
  if (typeof en === 'function' || en === null || typeof en !== 'object') {
    if (typeof en !== 'function' && !Object.is(en, cy)) tally.problems.push(`${path}: value changed`);
    return;
  }
  const twin = cy as object;
  if (Array.isArray(en) || Array.isArray(twin)) {
    if (!Array.isArray(en) || !Array.isArray(twin))
      tally.problems.push(`${path}: array in one language only`);
    else if (en.length !== twin.length)
      tally.problems.push(`${path}: ${en.length} items, ${twin.length} in Welsh`);
    else en.forEach((item: unknown, index) => compare(item, twin[index], `${path}[${index}]`, key, tally));
    return;
  }
  if (!isPlainObject(en)) {
    if (!Object.is(en, cy)) tally.problems.push(`${path}: a different ${en.constructor.name} object`);
    return;
  }
  const enRecord = en as Record<string, unknown>;
  const cyRecord = twin as Record<string, unknown>;
  const enKeys = Object.keys(enRecord).sort();
  const cyKeys = Object.keys(cyRecord).sort();
  if (enKeys.join() !== cyKeys.join()) {
    tally.problems.push(`${path}: keys [${enKeys.join(', ')}] in English, [${cyKeys.join(', ')}] in Welsh`);
    return;
  }
  for (const name of enKeys) compare(enRecord[name], cyRecord[name], `${path}.${name}`, name, tally);
}

const twinPaths = Object.keys(welshModules)
  .filter((path) => !HELPERS.has(path))
  .sort();

describe('Welsh content twins', () => {
  it('are all twins of an English module (or a listed helper)', () => {
    expect(twinPaths.length).toBeGreaterThan(0);
    const orphans = twinPaths.filter((path) => !(`../${path.slice(2)}` in englishModules));
    expect(orphans).toEqual([]);
  });

  it.each(twinPaths)('%s has the English shape and Welsh text', async (path) => {
    const load = englishModules[`../${path.slice(2)}`];
    if (!load) throw new Error(`no English module for ${path}`);
    const english = await load();
    const welsh = welshModules[path] ?? {};

    expect(Object.keys(welsh).sort()).toEqual(Object.keys(english).sort());

    const tally: Tally = { problems: [], text: 0, translated: 0 };
    for (const name of Object.keys(english)) compare(english[name], welsh[name], name, name, tally);
    expect(tally.problems).toEqual([]);
    if (tally.text > 0) expect(tally.translated / tally.text).toBeGreaterThanOrEqual(MIN_TRANSLATED);
  });

  it('structured data keeps the English schema.org data and names the towns served in Welsh', () => {
    const origin = 'https://example.test';
    const { areaServed: englishAreas, ...english } = englishStructuredData(origin);
    const { areaServed: welshAreas, ...welsh } = welshStructuredData(origin);
    expect(welsh).toEqual(english);
    expect(welshAreas).toEqual([
      { '@type': 'City', name: 'Caerdydd' },
      { '@type': 'City', name: 'Penarth' },
      { '@type': 'City', name: 'Y Barri' },
      { '@type': 'City', name: 'Caerffili' },
      { '@type': 'City', name: 'Casnewydd' },
    ]);
    expect(welshAreas).toHaveLength((englishAreas as unknown[]).length);
  });
});
