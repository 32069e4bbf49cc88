import { describe, expect, it } from 'vitest';
import { pageKey } from './client-pages';

const key = (address: string) => pageKey(new URL(address, 'http://localhost'));

describe('the key a public page is kept under', () => {
  it('ignores query strings a page does not read, so tracking parameters share one rendering', () => {
    expect(key('/about?utm_source=newsletter&gclid=x')).toBe(key('/about'));
    expect(key('/listings/12?ref=feed')).toBe('/listings/12');
  });

  it('keeps the listings search apart by what the page reads, in a fixed order', () => {
    expect(key('/listings?maxRent=1200&area=Roath')).toBe(
      key('/listings?area=Roath&maxRent=1200&utm_medium=x'),
    );
    expect(key('/listings?area=Roath')).not.toBe(key('/listings?area=Canton'));
    expect(key('/listings?area=Roath&page=2')).not.toBe(key('/listings?area=Roath'));
  });
});
