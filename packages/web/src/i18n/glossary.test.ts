import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, LANGUAGE_RULES, type Term } from './glossary';
import { LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';

const LOCALES_DIR = join(import.meta.dirname, 'locales');

type Texts = Record<string, string>;

const flatten = (value: unknown, prefix = ''): Texts =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign(
        {},
        ...Object.entries(value as object).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
      );

/** Every text of a language, keyed `namespace:key`. */
const textsOf = (language: string): Texts =>
  Object.assign(
    {},
    ...NAMESPACES.map((namespace) =>
      Object.fromEntries(
        Object.entries(flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')))).map(
          ([key, text]) => [`${namespace}:${key}`, text],
        ),
      ),
    ),
  );

const english = textsOf('en');

/** A plural form belongs to its family's key: `lists.total_few` is `lists.total`. */
const familyOf = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The keys whose English says the term in the glossary's sense. */
const keysOf = (term: Term): string[] => [
  ...new Set(
    Object.keys(english)
      .filter((key) =>
        term.keys
          ? term.keys.includes(familyOf(key))
          : term.english.test(english[key] ?? '') && !(term.except ?? []).includes(familyOf(key)),
      )
      .map(familyOf),
  ),
];

const withoutPlaceholders = (text: string): string => text.replace(/\{\{\s*\w+\s*\}\}/g, '');

describe('glossary', () => {
  for (const [id, term] of Object.entries(GLOSSARY) as [string, Term][]) {
    const keys = keysOf(term);

    it(`${id}: names English texts that exist`, () => {
      expect(keys.length).toBeGreaterThan(0);
      for (const key of [...(term.keys ?? []), ...(term.except ?? [])])
        expect(
          Object.keys(english).some((k) => familyOf(k) === key),
          key,
        ).toBe(true);
    });

    it.each(LANGUAGES.map((language) => language.code))(
      `${id}: %s says the glossary's word wherever English says the term, and never a word it replaced`,
      (code) => {
        const { forms, avoid = [] } = term.translations[code];
        const lower = (text: string) => text.toLocaleLowerCase(code);
        const texts = textsOf(code);
        const wrong = Object.entries(texts)
          .filter(([key]) => keys.includes(familyOf(key)))
          .filter(
            ([, text]) =>
              !forms.some((form) => lower(text).includes(lower(form))) ||
              avoid.some((word) => lower(text).includes(lower(word))),
          )
          .map(([key, text]) => `${key}: ${text}`);
        expect(wrong).toEqual([]);
      },
    );
  }
});

describe('one script and one spelling per language', () => {
  it('writes Serbian in Cyrillic, with Latin only in brand names, international abbreviations and codes', () => {
    const brands = new Set(['Excel', 'Skill', 'Cup', 'Market', 'Markets']);
    // A code the reader types, such as the invite code INV-P-100001, stays as the system writes it.
    const codes = /\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b/g;
    const latin = Object.entries(textsOf('sr')).flatMap(([key, text]) =>
      (
        withoutPlaceholders(text)
          .replace(codes, '')
          .match(/[A-Za-zČĆŠŽĐčćšžđ]+/g) ?? []
      )
        .filter((word) => !brands.has(word) && !(word.length > 1 && word === word.toUpperCase()))
        .map((word) => `${key}: ${word}`),
    );
    expect(latin).toEqual([]);
  });

  it('writes Uzbek oʻ and gʻ with U+02BB and the tutuq belgisi with U+02BC, never another apostrophe', () => {
    const stray = Object.entries(textsOf('uz')).filter(([, text]) => /['‘’`]/.test(text));
    expect(stray).toEqual([]);
    const wrongAfterOG = Object.entries(textsOf('uz')).filter(([, text]) => /[oOgG]\u02BC/.test(text));
    expect(wrongAfterOG).toEqual([]);
  });

  it('puts a narrow no-break space before French : ; ? ! and inside « »', () => {
    const loose = Object.entries(textsOf('fr')).filter(
      ([, text]) =>
        /(^|[^\u202F])[:;?!](\s|$|»)/.test(withoutPlaceholders(text).replace(/https?:\/\/\S+/g, '')) ||
        /«(?!\u202F)|(?<!\u202F)»/.test(text),
    );
    expect(loose).toEqual([]);
  });

  it('addresses the Hebrew reader in the plural, never the singular you', () => {
    const singular =
      /(?<![\u0590-\u05FF])(שלך|לך|אותך|עליך|ממך|אליך|איתך|עבורך|בשבילך|אינך|בהסכמתך|אתה|את\/ה)(?![\u0590-\u05FF])/;
    const found = Object.entries(textsOf('he')).filter(([, text]) => singular.test(text));
    expect(found).toEqual([]);
  });

  it('writes Hebrew abbreviations with geresh and gershayim, never ASCII quotes', () => {
    const ascii = Object.entries(textsOf('he')).filter(([, text]) => /[\u05D0-\u05EA]['"]/.test(text));
    expect(ascii).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => language.code))('never says in %s a word its voice notes replaced', (code) => {
    const replaced = LANGUAGE_RULES[code].replaced ?? [];
    const lower = (text: string) => text.toLocaleLowerCase(code);
    const found = Object.entries(textsOf(code))
      .filter(([, text]) => replaced.some((word) => lower(text).includes(lower(word))))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('spells American English the American way', () => {
    const british =
      /\b(colour|favourite|catalogue|programme|centre|organis(e|ed|er|ers|ation)|instalment|cancell(ed|ing)|travell(ed|ing)|labell(ed|ing)|behaviour|analys(e|ed)|honour|neighbour|licence|cheque|grey|jewellery|aluminium|postcode|whilst|(recogn|real|author|custom|personal|minim|maxim|prior|summar|final|optim|util|categor|apolog)is(e|ed|es|ing|ation)|tick the box|fill (in|this in)\b)/i;
    const found = Object.entries(textsOf('en-US')).filter(([, text]) => british.test(text));
    expect(found).toEqual([]);
  });
});
