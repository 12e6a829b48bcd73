import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from '../config/constants';
import { LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';

const LOCALES_DIR = join(import.meta.dirname, 'locales');

/** Languages whose text may equal English: English itself and its US variant. */
const ENGLISH = new Set(['en', 'en-US']);

/** A text this short may legitimately be the same word in another language ("Shop", "Home", "Eco"). */
const MAX_SHARED_LENGTH = 4;

/**
 * Texts that are the same in English and in a given language on purpose: brand names, and words
 * the language really shares with English. Keep this list short; each entry is a deliberate choice.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: ['common:notFound.code'], // "Error 404" is Spanish too
};

type Texts = Record<string, string>;

const flatten = (value: unknown, prefix = ''): Texts => {
  if (typeof value === 'string') return { [prefix]: value };
  if (value === null || typeof value !== 'object') throw new Error(`${prefix}: not a string or an object`);
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  );
};

const read = (language: string, namespace: string): Texts =>
  flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')));

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('locales', () => {
  it('has one folder per language of spec 1 §9, and no other', () => {
    const folders = readdirSync(LOCALES_DIR).sort();
    expect(folders).toEqual(LANGUAGES.map((language) => language.code).sort());
    expect(folders).toHaveLength(32);
  });

  it('has one file per namespace in every language, and no other', () => {
    for (const { code } of LANGUAGES) {
      const files = readdirSync(join(LOCALES_DIR, code)).sort();
      expect(files, code).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    const english = read(FALLBACK_LANGUAGE, namespace);

    describe(namespace, () => {
      it.each(LANGUAGES.map((language) => language.code))('%s has exactly the keys of en', (code) => {
        const texts = read(code, namespace);
        const missing = Object.keys(english).filter((key) => !(key in texts));
        const extra = Object.keys(texts).filter((key) => !(key in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it.each(LANGUAGES.map((language) => language.code))('%s fills the same placeholders as en', (code) => {
        const texts = read(code, namespace);
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(texts[key] ?? ''), `${code} ${namespace}:${key}`).toEqual(placeholders(text));
        }
      });

      it.each(LANGUAGES.map((language) => language.code).filter((code) => !ENGLISH.has(code)))(
        '%s is translated, not English',
        (code) => {
          const texts = read(code, namespace);
          const allowed = SAME_AS_ENGLISH[code] ?? [];
          const untranslated = Object.entries(english)
            .filter(([key, text]) => texts[key] === text && text.length > MAX_SHARED_LENGTH)
            .map(([key]) => key)
            .filter((key) => !allowed.includes(`${namespace}:${key}`));
          expect(untranslated).toEqual([]);
        },
      );

      it.each(LANGUAGES.map((language) => language.code))('%s has no empty text', (code) => {
        const empty = Object.entries(read(code, namespace)).filter(([, text]) => text.trim() === '');
        expect(empty).toEqual([]);
      });
    });
  }
});
