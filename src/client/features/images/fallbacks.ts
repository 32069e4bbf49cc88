/**
 * The shipped artwork shown until (and unless) a managed image loads (SPEC.md §4).
 * Public pages import this, so it must stay free of Zod: the area names are copied from
 * IMAGE_AREAS in @shared/images (fallbacks.test.ts keeps the two lists equal).
 */
import type { ImageUsageType } from '@shared/images';
import type { FallbackImage } from './components/managed-image';

/** The eight area_guide slots, in the order of IMAGE_AREAS. */
export const AREA_NAMES = [
  'Cardiff Bay',
  'Roath',
  'Pontcanna & Canton',
  'Cathays',
  'Penarth',
  'Barry',
  'Caerphilly',
  'Newport',
] as const;

const BASE = '/images/fallback';

const HERO: FallbackImage = { src: `${BASE}/hero.svg`, width: 1600, height: 900 };
const SHOWCASE: FallbackImage = { src: `${BASE}/property-showcase.svg`, width: 1200, height: 800 };

/** 'Pontcanna & Canton' → 'pontcanna-canton'. */
export function areaSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const AREA_SLUGS = new Set<string>(AREA_NAMES.map(areaSlug));

/** The artwork for a slot; an unknown (or missing) area gets the property showcase art. */
export function fallbackImage(usageType: ImageUsageType, areaName?: string): FallbackImage {
  if (usageType === 'hero') return HERO;
  if (usageType === 'area_guide' && areaName) {
    const slug = areaSlug(areaName);
    if (AREA_SLUGS.has(slug)) return { src: `${BASE}/areas/${slug}.svg`, width: 800, height: 534 };
  }
  return SHOWCASE;
}
