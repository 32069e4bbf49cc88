import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMAGE_AREAS } from '@shared/images';
import { areaSlug, AREA_NAMES, fallbackImage } from './fallbacks';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

describe('fallback artwork', () => {
  it('lists the same eight areas as IMAGE_AREAS', () => {
    expect([...AREA_NAMES]).toEqual([...IMAGE_AREAS]);
  });

  it('makes slugs from area names', () => {
    expect(AREA_NAMES.map(areaSlug)).toEqual([
      'cardiff-bay',
      'roath',
      'pontcanna-canton',
      'cathays',
      'penarth',
      'barry',
      'caerphilly',
      'newport',
    ]);
  });

  it('gives the hero and property showcase art with their sizes', () => {
    expect(fallbackImage('hero')).toEqual({ src: '/images/fallback/hero.svg', width: 1600, height: 900 });
    expect(fallbackImage('property_showcase')).toEqual({
      src: '/images/fallback/property-showcase.svg',
      width: 1200,
      height: 800,
    });
  });

  it('gives each area its own art and unknown areas the showcase art', () => {
    expect(fallbackImage('area_guide', 'Pontcanna & Canton')).toEqual({
      src: '/images/fallback/areas/pontcanna-canton.svg',
      width: 800,
      height: 534,
    });
    expect(fallbackImage('area_guide', 'Swansea').src).toBe('/images/fallback/property-showcase.svg');
    expect(fallbackImage('area_guide').src).toBe('/images/fallback/property-showcase.svg');
  });

  it('ships every file it points at, each small', () => {
    const all = [fallbackImage('hero'), fallbackImage('property_showcase')].concat(
      AREA_NAMES.map((a) => fallbackImage('area_guide', a)),
    );
    for (const image of all) {
      const file = `${publicDir}${image.src}`;
      expect(existsSync(file), image.src).toBe(true);
      expect(statSync(file).size, image.src).toBeLessThan(10 * 1024);
    }
  });
});
