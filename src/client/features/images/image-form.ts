import { z } from 'zod';
import { IMAGE_CATEGORIES, ImageUploadFieldsSchema, type ImageCategory } from '@shared/images';

export const CATEGORY_LABELS: Record<ImageCategory, string> = {
  hero: 'Hero',
  property: 'Property',
  area: 'Area',
  general: 'General',
};

export const IMAGE_ACCEPT = 'image/*';

/** The upload form's fields (the file is held apart); checked with the shared schema's messages. */
export const ImageFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    category: z.union([z.enum(IMAGE_CATEGORIES), z.literal('')]),
    /** Comma-separated; trimmed and de-duplicated (ignoring case) by normaliseTags. */
    tags: z.string(),
  })
  .transform((values, ctx) => {
    const parsed = ImageUploadFieldsSchema.safeParse({
      name: values.name,
      description: values.description,
      category: values.category || undefined,
      tags: values.tags.split(','),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'name')] });
    }
    return z.NEVER;
  });

export type ImageFormValues = z.input<typeof ImageFormSchema>;
export type ImageFormOutput = z.output<typeof ImageFormSchema>;
export const IMAGE_FORM_FIELDS = ['name', 'description', 'category', 'tags'] as const;
export const IMAGE_FORM_DEFAULTS: ImageFormValues = { name: '', description: '', category: '', tags: '' };

/** SPEC.md §5: the name defaults to the file name, here without its extension. */
export function nameFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}
