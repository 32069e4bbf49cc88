import { describe, expect, it } from 'vitest';
import type { ActiveImage, ImageVariant } from '@shared/images';
import { buildSrcSet, imageSources, thumbnailUrl } from './image-sources';

const v = (width: number, format: 'webp' | 'avif'): ImageVariant => ({
  width,
  format,
  url: `/api/images/7/file?w=${width}&format=${format}`,
});

const image = (variants: ImageVariant[]): ActiveImage => ({
  id: 7,
  url: '/api/images/7/file',
  name: 'Bay',
  description: null,
  width: 1600,
  height: 900,
  variants,
});

describe('buildSrcSet', () => {
  it('lists one format, narrowest first, with w descriptors', () => {
    const variants = [v(1600, 'webp'), v(480, 'avif'), v(480, 'webp'), v(960, 'webp'), v(960, 'avif')];
    expect(buildSrcSet(variants, 'webp')).toBe(
      '/api/images/7/file?w=480&format=webp 480w, /api/images/7/file?w=960&format=webp 960w, /api/images/7/file?w=1600&format=webp 1600w',
    );
    expect(buildSrcSet(variants, 'avif')).toBe(
      '/api/images/7/file?w=480&format=avif 480w, /api/images/7/file?w=960&format=avif 960w',
    );
  });

  it('keeps one entry per width and is empty without variants', () => {
    expect(buildSrcSet([v(300, 'webp'), v(300, 'webp')], 'webp')).toBe(
      '/api/images/7/file?w=300&format=webp 300w',
    );
    expect(buildSrcSet([], 'webp')).toBe('');
    expect(buildSrcSet([v(480, 'avif')], 'webp')).toBe('');
  });
});

describe('imageSources', () => {
  it('uses the widest WebP as src and keeps the size', () => {
    const sources = imageSources(image([v(480, 'webp'), v(1600, 'webp'), v(1600, 'avif')]));
    expect(sources.src).toBe('/api/images/7/file?w=1600&format=webp');
    expect(sources.avif).toBe('/api/images/7/file?w=1600&format=avif 1600w');
    expect(sources.width).toBe(1600);
    expect(sources.height).toBe(900);
  });

  it("falls back to the image's own url without WebP variants", () => {
    expect(imageSources(image([])).src).toBe('/api/images/7/file');
  });
});

describe('thumbnailUrl', () => {
  it('picks the narrowest WebP wide enough, else the widest, else the url', () => {
    expect(thumbnailUrl(image([v(1600, 'webp'), v(480, 'avif'), v(960, 'webp')]))).toBe(
      '/api/images/7/file?w=960&format=webp',
    );
    expect(thumbnailUrl(image([v(300, 'webp'), v(200, 'webp')]))).toBe(
      '/api/images/7/file?w=300&format=webp',
    );
    expect(thumbnailUrl(image([v(480, 'avif')]))).toBe('/api/images/7/file');
  });
});
