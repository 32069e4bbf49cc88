/**
 * Money is integer pence at rest and on the wire; these are the only conversions (DESIGN.md).
 * Pounds typed by a person are parsed as text, never through float arithmetic, so £1,234.56 is
 * exactly 123456.
 */
import { INTL_LOCALE, type Locale } from './i18n/locale';

const gbp: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: 'currency', currency: 'GBP' }),
  cy: new Intl.NumberFormat(INTL_LOCALE.cy, { style: 'currency', currency: 'GBP' }),
};

/** 123456 → "£1,234.56" (the reader's language: e-mails and texts follow the recipient's). */
export const formatPence = (pence: number, locale: Locale = 'en'): string => gbp[locale].format(pence / 100);

/** "1,234.56", "£1234.5", "1234" → pence; null when the text is not an amount of money. */
export function poundsToPence(input: string | number): number | null {
  const text = String(input).trim().replace(/^£/, '').replace(/,/g, '');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    // Numbers with float noise (1234.5600000001) from a number input: round to the nearest penny.
    const n = typeof input === 'number' ? input : Number(text);
    return Number.isFinite(n) && text !== '' ? Math.round(n * 100) : null;
  }
  const pence = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -pence : pence;
}

/** 123456 → "1234.56", for a form field showing pounds. */
export const penceToPoundsInput = (pence: number | null | undefined): string =>
  pence === null || pence === undefined ? '' : (pence / 100).toFixed(2);
