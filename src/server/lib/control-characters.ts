/**
 * Control characters in text a caller sends (CONTRACT.md §5): NUL and the other C0 controls and
 * DEL are refused everywhere; tab, CR and LF only where the field is long text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface ControlCharacterOptions {
  where: 'header' | 'path' | 'query' | 'body';
  /** For body text: whether the field at this path takes several lines. */
  isLongText?: (path: string[]) => boolean;
}

/** Field name → message for each text value holding a character it may not; empty when clean. */
export function findControlCharacters(
  value: unknown,
  options: ControlCharacterOptions,
): Record<string, string> {
  const found: Record<string, string> = {};
  walk(value, [], (text, path) => {
    const longText = options.where === 'body' && (options.isLongText?.(path) ?? false);
    if (!(longText ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(text)) return;
    const field = path.join('.') || options.where;
    found[field] ??=
      `${field} contains a control character, which is not allowed${longText ? ' (only line breaks and tabs are)' : ''}`;
  });
  return found;
}

/**
 * Whether any text in `value`, a key included, holds a control character of any kind (line breaks
 * too): the cheap first look every request gets, without building paths; only when it finds one
 * does findControlCharacters work out which field and whether that field may hold it.
 */
export function hasAnyControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return ANY_CONTROL.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasAnyControlCharacter);
  for (const key in value) {
    if (ANY_CONTROL.test(key) || hasAnyControlCharacter((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

function walk(value: unknown, path: string[], visit: (text: string, path: string[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)], visit));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A key is text too: a control character in a field's name is refused under that name.
      if (ANY_CONTROL.test(key)) visit(key, [...path, JSON.stringify(key).slice(1, -1)]);
      else walk(item, [...path, key], visit);
    }
  }
}
