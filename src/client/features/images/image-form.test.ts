import { describe, expect, it } from 'vitest';
import { IMAGE_CATEGORY_REQUIRED } from '@shared/images';
import { ImageFormSchema, nameFromFileName } from './image-form';

describe('image upload form', () => {
  it('trims and de-duplicates comma-separated tags and empties blank text', () => {
    const parsed = ImageFormSchema.parse({
      name: '  ',
      description: '',
      category: 'area',
      tags: ' bay, Waterfront ,, bay ,waterfront, sunset ',
    });
    expect(parsed).toEqual({
      name: null,
      description: null,
      category: 'area',
      tags: ['bay', 'Waterfront', 'sunset'],
    });
  });

  it('needs a category', () => {
    const result = ImageFormSchema.safeParse({ name: 'x', description: '', category: '', tags: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['category'], message: IMAGE_CATEGORY_REQUIRED });
  });

  it('names an image after its file, without the extension', () => {
    expect(nameFromFileName('Cardiff Bay at dusk.jpeg')).toBe('Cardiff Bay at dusk');
    expect(nameFromFileName('archive.tar.gz')).toBe('archive.tar');
    expect(nameFromFileName('.hidden')).toBe('.hidden');
    expect(nameFromFileName('plain')).toBe('plain');
  });
});
