import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from '../config/constants';
import { LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';
import { pluralCategories, pluralLocale } from './plural-rules';

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
  fr: ['named-modals:reviewInfo.photos_one', 'named-modals:reviewInfo.photos_other'], // "photo(s)" is French too
  // "Sponsor" is the glossary's word in these languages too (glossary.ts).
  ...Object.fromEntries(
    ['it', 'pl', 'tr', 'az', 'ro', 'et'].map((code) => [code, ['team:fields.mentor', 'team:mentor.title']]),
  ),
  // German says Ticket, Status, Links and Autobonus as English does; "Eintrittskarte", "Stand" and
  // "Verweise" read as dated or bookish in an interface.
  de: [
    'team:fields.mentor',
    'team:mentor.title',
    'cart:type.2',
    'events:tickets.title',
    'events:ticket.title',
    'events:ticket.number',
    'events:purchase.status',
    'payouts:figure.autobonus',
    'payouts:list.status',
    'people:links.title',
    'shell:office.links',
  ],
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

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * English's plural families (i18next v4 JSON: `key_one`, `key_other`): a family is a key whose
 * English has an `_other` form. Every other key is a plain text.
 */
const shapeOf = (english: Texts) => {
  const families = new Set(
    Object.keys(english)
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const plain = Object.keys(english).filter((key) => !families.has(key.replace(PLURAL_SUFFIX, '')));
  return { families, plain };
};

/** The keys a language must have: English's plain keys, and each family in the language's own categories. */
const expectedKeys = (english: Texts, code: string): string[] => {
  const { families, plain } = shapeOf(english);
  const categories = pluralCategories(code);
  return [...plain, ...[...families].flatMap((family) => categories.map((category) => `${family}_${category}`))].sort();
};

/**
 * Whether a plural category of a language holds exactly one whole number (Arabic "two" is 2 alone,
 * Russian "one" is 1, 21, 31…): only then may its text say the number in words and leave out {{count}}.
 */
const isSingleNumber = (code: string, category: string): boolean => {
  const rules = new Intl.PluralRules(pluralLocale(code));
  let matches = 0;
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === category) matches++;
  return matches === 1 && rules.select(1.5) !== category;
};

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

  it('gives English every form its plural families need and only those (one, other)', () => {
    const families = NAMESPACES.flatMap((namespace) => [...shapeOf(read(FALLBACK_LANGUAGE, namespace)).families]);
    expect(families.length).toBeGreaterThan(0);
    expect(pluralCategories(FALLBACK_LANGUAGE)).toEqual(['one', 'other']);
  });

  for (const namespace of NAMESPACES) {
    const english = read(FALLBACK_LANGUAGE, namespace);
    const { families } = shapeOf(english);
    const familyOf = (key: string): string | undefined => {
      const base = key.replace(PLURAL_SUFFIX, '');
      return base !== key && families.has(base) ? base : undefined;
    };
    const familyPlaceholders = (family: string): string[] =>
      [
        ...new Set(
          Object.entries(english).flatMap(([key, text]) => (familyOf(key) === family ? placeholders(text) : [])),
        ),
      ].sort();

    describe(namespace, () => {
      it.each(LANGUAGES.map((language) => language.code))(
        "%s has en's plain keys, and each plural family in exactly its language's categories",
        (code) => {
          const texts = read(code, namespace);
          const expected = expectedKeys(english, code);
          const missing = expected.filter((key) => !(key in texts));
          const extra = Object.keys(texts).filter((key) => !expected.includes(key));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        },
      );

      it.each(LANGUAGES.map((language) => language.code))('%s fills the same placeholders as en', (code) => {
        for (const [key, text] of Object.entries(read(code, namespace))) {
          const family = familyOf(key);
          if (family === undefined) {
            expect(placeholders(text), `${code} ${namespace}:${key}`).toEqual(placeholders(english[key] ?? ''));
            continue;
          }
          // A plural form fills the family's placeholders; it may say the number in words instead of
          // {{count}} only where its category is one number.
          const category = key.slice(family.length + 1);
          const wanted = familyPlaceholders(family).filter(
            (name) => name !== 'count' || !isSingleNumber(code, category),
          );
          const own = placeholders(text);
          expect(
            {
              missing: wanted.filter((name) => !own.includes(name)),
              unknown: own.filter((name) => !familyPlaceholders(family).includes(name)),
            },
            `${code} ${namespace}:${key}`,
          ).toEqual({ missing: [], unknown: [] });
        }
      });

      it.each(LANGUAGES.map((language) => language.code).filter((code) => !ENGLISH.has(code)))(
        '%s is translated, not English',
        (code) => {
          const texts = read(code, namespace);
          const englishTexts = new Set(Object.values(english));
          const allowed = SAME_AS_ENGLISH[code] ?? [];
          const untranslated = Object.entries(texts)
            .filter(([, text]) => englishTexts.has(text) && text.length > MAX_SHARED_LENGTH)
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
