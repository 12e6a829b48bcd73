import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './accept-language.js';

/** The Israeli site's languages (spec 1 §1: en and he, default en). */
const ISRAEL = ['en', 'he'] as const;
/** The US site's (sites-table.ts assumption 1: en-US, ru). */
const US = ['en-US', 'ru'] as const;

/** Issue 32: a multi-language site opens in the browser's language on a first visit. */
describe('the site language a browser accepts', () => {
  it.each([
    ['he-IL,he;q=0.9,en;q=0.8', 'he'],
    ['en-US,en;q=0.9,he;q=0.8', 'en'],
    ['he', 'he'],
    ['HE-il', 'he'],
    // Weights decide, not the order written.
    ['en;q=0.5, he;q=0.8', 'he'],
    // Equal weights keep the browser's order.
    ['he;q=0.7, en;q=0.7', 'he'],
    // The first language the site does not offer gives way to the next it does.
    ['fr-FR,fr;q=0.9,he;q=0.5', 'he'],
    // q=0 refuses a language.
    ['he;q=0, en;q=0.1', 'en'],
  ])('%j on il → %s', (header, expected) => {
    expect(acceptedLanguage(ISRAEL, header)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['*'],
    ['fr-FR,fr;q=0.9'],
    ['he;q=0'],
    // A malformed weight drops the entry rather than guessing it.
    ['he;q=2'],
    ['he;q=x'],
    ['!!,;;'],
  ])('%j on il accepts none of its languages: the site default applies', (header) => {
    expect(acceptedLanguage(ISRAEL, header)).toBeUndefined();
  });

  it('takes a site language of the same primary language when the exact tag is not offered', () => {
    expect(acceptedLanguage(US, 'en-GB,en;q=0.9')).toBe('en-US');
    expect(acceptedLanguage(US, 'en')).toBe('en-US');
    expect(acceptedLanguage(US, 'ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(acceptedLanguage(['en', 'de'], 'en-US')).toBe('en');
  });
});
