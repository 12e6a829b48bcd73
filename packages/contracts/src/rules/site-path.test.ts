import { describe, expect, it } from 'vitest';
import { isSitePath, sitePathOf } from './site-path.js';

const ORIGIN = 'https://greenway.ru';

/** Spellings that leave the site (issue 15 point 6: the probe's `/%09/evil.example/` among them). */
const LEAVING = [
  'https://evil.example',
  '//evil.example/x',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r\n/evil.example/',
  '\t//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http:evil.example',
  '/.//evil.example',
  'http://greenway.ru/office',
  '',
];

describe('redirect parameters stay on the site (issue 15 point 6)', () => {
  it.each(LEAVING)('refuses %j', (value) => {
    expect(sitePathOf(value, ORIGIN)).toBeNull();
  });

  it.each([
    ['/office/mail?page=2', '/office/mail?page=2'],
    ['/office/orders/5#pay', '/office/orders/5#pay'],
    ['/shop/../office', '/office'],
    ['https://greenway.ru/office', '/office'],
  ])('follows %j as %j', (value, path) => {
    expect(sitePathOf(value, ORIGIN)).toBe(path);
  });

  it('isSitePath takes only paths, whichever site follows them', () => {
    expect(isSitePath('/office/mail')).toBe(true);
    for (const value of LEAVING) expect(isSitePath(value), JSON.stringify(value)).toBe(false);
    expect(isSitePath('office')).toBe(false);
  });
});
