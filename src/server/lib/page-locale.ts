import type { FastifyRequest } from 'fastify';
import { PAGE_LANGUAGE_HEADER, type Locale } from '@shared/i18n/locale';

/**
 * The language of the page a visitor without an account wrote from (docs/languages.md): the Welsh
 * build's public forms send `Content-Language: cy`. Strict: exactly "cy" (in any case) is Welsh;
 * anything else, a list ("cy, en"), a region ("cy-GB") or no header at all, is English.
 */
export function pageLocaleOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  const value = request.headers[PAGE_LANGUAGE_HEADER.toLowerCase()];
  return typeof value === 'string' && value.trim().toLowerCase() === 'cy' ? 'cy' : 'en';
}
