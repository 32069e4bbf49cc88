import { describe, expect, it } from 'vitest';
import { pageLocaleOf } from './page-locale';

const withHeader = (value?: string) => ({
  headers: value === undefined ? {} : { 'content-language': value },
});

describe('the language of the page a visitor wrote from', () => {
  it('is Welsh for exactly "cy", in any case and with spaces around it', () => {
    for (const value of ['cy', 'CY', ' cy ']) expect(pageLocaleOf(withHeader(value)), value).toBe('cy');
  });

  it('is English for anything else, and when not said', () => {
    for (const value of [undefined, '', 'en', 'cy-GB', 'cy, en', 'fr', 'welsh'])
      expect(pageLocaleOf(withHeader(value)), String(value)).toBe('en');
  });
});
