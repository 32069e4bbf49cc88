import { describe, expect, it } from 'vitest';
import * as EnCommon from '@client/content/legal/common';
import * as EnCookies from '@client/content/legal/cookies';
import * as EnPageLabels from '@client/content/legal/page-labels';
import * as EnPrivacy from '@client/content/legal/privacy';
import * as EnTerms from '@client/content/legal/terms';
import * as EnTypes from '@client/content/legal/types';
import * as CyCommon from './common';
import * as CyCookies from './cookies';
import * as CyPageLabels from './page-labels';
import * as CyPrivacy from './privacy';
import * as CyTerms from './terms';
import * as CyTypes from './types';

/**
 * The Welsh build swaps each content/legal module for its content/cy/legal twin, so a twin must
 * export the same names with the same shape, keep every id, href and fact, and really be in Welsh.
 */
const TWINS: readonly (readonly [string, object, object])[] = [
  ['types', EnTypes, CyTypes],
  ['common', EnCommon, CyCommon],
  ['privacy', EnPrivacy, CyPrivacy],
  ['terms', EnTerms, CyTerms],
  ['cookies', EnCookies, CyCookies],
  ['page-labels', EnPageLabels, CyPageLabels],
];

/** Fields that are data (anchors, links, block kinds, a cookie's name, the ISO date), not words. */
const DATA_KEYS = new Set(['id', 'href', 'kind', 'code', 'lastUpdatedIso']);
/** Whole exports that are facts, the same in both languages. */
const DATA_EXPORTS = new Set([
  'LEGAL_LAST_UPDATED_ISO',
  'SESSION_COOKIE_NAME',
  'emailLink',
  'phoneLink',
  'postalAddress',
]);
const MIN_TRANSLATED_SHARE = 0.8;

type Fn = (...args: unknown[]) => unknown;

/** Walks both values side by side; collects each [English, Welsh] pair of text leaves. */
function compareShape(en: unknown, cy: unknown, path: string, texts: [string, string][]): void {
  if (typeof en === 'function') {
    expect(typeof cy, path).toBe('function');
    const [enFn, cyFn] = [en as Fn, cy as Fn];
    expect(cyFn.length, `${path} arity`).toBe(enFn.length);
    // A link helper with a default text: compare what it builds, so an untranslated default shows.
    if (enFn.length === 0) compareShape(enFn(), cyFn(), `${path}()`, texts);
    return;
  }
  if (Array.isArray(en)) {
    expect(Array.isArray(cy), `${path} is an array`).toBe(true);
    const list = cy as unknown[];
    expect(list.length, `${path}.length`).toBe(en.length);
    en.forEach((item, index) => compareShape(item, list[index], `${path}[${index}]`, texts));
    return;
  }
  if (en !== null && typeof en === 'object') {
    expect(cy !== null && typeof cy === 'object' && !Array.isArray(cy), `${path} is an object`).toBe(true);
    const [enObject, cyObject] = [en as Record<string, unknown>, cy as Record<string, unknown>];
    expect(Object.keys(cyObject), `${path} keys`).toEqual(Object.keys(enObject));
    for (const key of Object.keys(enObject)) {
      if (DATA_KEYS.has(key)) expect(cyObject[key], `${path}.${key}`).toEqual(enObject[key]);
      else compareShape(enObject[key], cyObject[key], `${path}.${key}`, texts);
    }
    return;
  }
  if (typeof en === 'string') {
    expect(typeof cy, path).toBe('string');
    expect((cy as string).trim(), `${path} is empty`).not.toBe('');
    texts.push([en, cy as string]);
    return;
  }
  expect(cy, path).toEqual(en);
}

/** Card titles and fact terms are React keys in legal.tsx, so they must stay unique in Welsh. */
function expectUniqueKeys(doc: EnTypes.LegalDocument, name: string): void {
  for (const section of doc.sections) {
    for (const block of section.blocks) {
      if (block.kind !== 'cards') continue;
      const titles = block.cards.map((card) => card.title);
      expect(new Set(titles).size, `${name} ${section.id} card titles`).toBe(titles.length);
      for (const card of block.cards) {
        const terms = card.facts.map((fact) => fact.term);
        expect(new Set(terms).size, `${name} ${card.title} fact terms`).toBe(terms.length);
      }
    }
  }
}

describe.each(TWINS)('content/cy/legal/%s', (name, en, cy) => {
  const enExports = en as Record<string, unknown>;
  const cyExports = cy as Record<string, unknown>;

  it('exports the same names as the English module', () => {
    expect(Object.keys(cyExports).sort()).toEqual(Object.keys(enExports).sort());
  });

  it('has the same shape, ids and hrefs, with no empty text', () => {
    for (const key of Object.keys(enExports)) {
      if (DATA_EXPORTS.has(key)) expect(cyExports[key], key).toEqual(enExports[key]);
      else compareShape(enExports[key], cyExports[key], key, []);
    }
  });

  it(`has at least ${MIN_TRANSLATED_SHARE * 100} % of its text translated`, () => {
    const texts: [string, string][] = [];
    for (const key of Object.keys(enExports)) {
      if (!DATA_EXPORTS.has(key)) compareShape(enExports[key], cyExports[key], key, texts);
    }
    expect(texts.length, 'text leaves').toBeGreaterThan(0);
    const translated = texts.filter(([english, welsh]) => english !== welsh).length;
    expect(translated / texts.length).toBeGreaterThanOrEqual(MIN_TRANSLATED_SHARE);
  });

  it('keeps card titles and fact terms unique', () => {
    for (const [key, value] of Object.entries(cyExports)) {
      if (value !== null && typeof value === 'object' && 'sections' in value) {
        expectUniqueKeys(value as EnTypes.LegalDocument, `${name}.${key}`);
      }
    }
  });
});
