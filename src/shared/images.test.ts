import { describe, expect, it } from 'vitest';
import { ImageUploadFieldsSchema, normaliseTags, SetImageUsageSchema } from './images';

describe('image tags', () => {
  it('trims, drops empty ones and ignores duplicates whatever their case', () => {
    expect(normaliseTags('[" Bay ", "bay", "", "Sunset  over  water"]')).toEqual([
      'Bay',
      'Sunset over water',
    ]);
    expect(normaliseTags('park, lake ,, Park')).toEqual(['park', 'lake']);
    expect(normaliseTags(['a', ' a'])).toEqual(['a']);
    expect(normaliseTags(undefined)).toEqual([]);
    expect(normaliseTags('')).toEqual([]);
  });

  it('leaves what is not a list of text for the schema to refuse', () => {
    const parsed = ImageUploadFieldsSchema.safeParse({ category: 'hero', tags: '[1]' });
    expect(parsed.success).toBe(false);
    expect(ImageUploadFieldsSchema.safeParse({ category: 'hero', tags: '[broken' }).success).toBe(false);
  });
});

describe('image usage', () => {
  it('takes an area for area_guide and none for the other slots', () => {
    expect(
      SetImageUsageSchema.parse({ imageId: 1, usageType: 'hero', usageContext: '' }).usageContext,
    ).toBeNull();
    expect(
      SetImageUsageSchema.parse({ imageId: 1, usageType: 'area_guide', usageContext: 'Pontcanna & Canton' }),
    ).toMatchObject({ usageContext: 'Pontcanna & Canton' });
    expect(SetImageUsageSchema.safeParse({ imageId: 1, usageType: 'area_guide' }).success).toBe(false);
  });
});
