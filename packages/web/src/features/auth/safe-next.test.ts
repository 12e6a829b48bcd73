import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

const ORIGIN = 'https://greenway.ru';

describe('where sign-in may send the user next (issue 15 point 6)', () => {
  it('follows a path on this site with its query', () => {
    expect(safeNext('/office/mail?page=2', ORIGIN)).toBe('/office/mail?page=2');
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    // `next=/%09/evil.example/` as the page reads it: the tab the URL parser drops.
    new URLSearchParams('next=/%09/evil.example/').get('next'),
    new URLSearchParams('next=/%0A/evil.example/').get('next'),
    new URLSearchParams('next=/%0D%0A/evil.example/').get('next'),
    '/\t/evil.example',
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    '',
    null,
  ])('refuses %j', (next) => {
    expect(safeNext(next, ORIGIN)).toBeNull();
  });
});
