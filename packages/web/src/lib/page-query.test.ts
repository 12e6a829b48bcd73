import { describe, expect, it } from 'vitest';
import { freeText, matching, numberSet, oneOf, readQuery, wholeNumber, writeQuery } from './page-query';

const declaration = {
  page: wholeNumber({ min: 1, max: 1000, fallback: 1 }),
  sort: oneOf(['new', 'popular']),
  country: matching(/^[A-Za-z]{2}$/, (code) => code.toUpperCase()),
  tags: numberSet(3),
  q: freeText(10),
};

describe('a page query declaration (issue 30)', () => {
  it('reads only the declared parameters, each as its type', () => {
    const query = readQuery(declaration, new URLSearchParams('page=3&sort=new&country=de&tags=5,1,5&q=+a++b+&zz=1'));
    expect(query).toEqual({ page: 3, sort: 'new', country: 'DE', tags: [1, 5], q: 'a b' });
  });

  it('reads a value outside its type as absent, and an absent one with a fallback as the fallback', () => {
    const query = readQuery(
      declaration,
      new URLSearchParams('page=1001&sort=cheapest&country=deu&tags=x&q=much+too+long'),
    );
    expect(query).toEqual({ page: 1, sort: undefined, country: undefined, tags: undefined, q: undefined });
    expect(readQuery(declaration, new URLSearchParams('page=02')).page).toBe(2);
    expect(readQuery(declaration, new URLSearchParams('page=-2')).page).toBe(1);
    expect(readQuery(declaration, new URLSearchParams('tags=1,2,3,4')).tags).toBeUndefined();
  });

  it('writes one canonical query: declared order, no fallback, nothing absent', () => {
    expect(writeQuery(declaration, { q: 'tea', sort: 'new', page: 1 })).toBe('sort=new&q=tea');
    expect(writeQuery(declaration, { page: 2, tags: [1, 5] })).toBe('page=2&tags=1%2C5');
    expect(writeQuery(declaration, {})).toBe('');
  });

  it('gives the same canonical query for every spelling of the same page', () => {
    const spellings = [
      'sort=new&page=2&utm_source=mail',
      'page=2&sort=new',
      'page=002&sort=new&sort=bad',
      'sort=new&page=2&page=9',
    ];
    const canonical = spellings.map((search) =>
      writeQuery(declaration, readQuery(declaration, new URLSearchParams(search))),
    );
    expect(new Set(canonical)).toEqual(new Set(['page=2&sort=new']));
  });
});
