import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_RULES } from './glossary';
import { NAMESPACES } from './namespaces';

const LOCALES_DIR = join(import.meta.dirname, 'locales');

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign(
        {},
        ...Object.entries(value as object).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
      );

/** Every text of a language as `namespace:key: text`. */
const textsOf = (language: string): string[] =>
  NAMESPACES.flatMap((namespace) =>
    Object.entries(flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')))).map(
      ([key, text]) => `${namespace}:${key}: ${text}`,
    ),
  );

/** The texts of a language that contain one of `words` as a whole word (any case). */
const saying = (language: string, words: readonly string[]): string[] => {
  const pattern = new RegExp(`(?<![\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'iu');
  return textsOf(language).filter((line) =>
    pattern.test(line.slice(line.indexOf(': ') + 2).replace(/\{\{\s*\w+\s*\}\}/g, '')),
  );
};

describe('one voice per language', () => {
  it('says how each of these languages addresses the reader', () => {
    for (const code of ['et', 'hu', 'sr', 'uz', 'cs', 'sk', 'hr', 'lv'] as const)
      expect(LANGUAGE_RULES[code].address).toMatch(/^Formal /);
    expect(LANGUAGE_RULES.pl.address).toMatch(/^Informal /);
  });

  it('addresses the reader in Estonian as teie: no sina forms, no singular verb in a sentence', () => {
    expect(
      saying('et', ['sina', 'sinu', 'sinuga', 'sul', 'sulle', 'sinul', 'sinult', 'sind', 'sinust', 'oled']),
    ).toEqual([]);
    // A button keeps the short imperative (“Proovi uuesti”); a sentence, ending in a full stop, says “Proovige”.
    const singular =
      /(^|[.:;!?]\s)(Proovi|Sisesta|Vali|Kontrolli|Oota|Logi|Vajuta|Kirjuta|Alusta|Allkirjasta|Naase|Kasuta|Täida|Märgi|Pöördu|Maksa|Vormista|Küsi|Ava|Mine|Saa)\s[^.]*\.$/;
    expect(textsOf('et').filter((line) => singular.test(line.slice(line.indexOf(': ') + 2)))).toEqual([]);
  });

  it('writes a typed code in Serbian with the Latin letters the system uses', () => {
    // The Cyrillic conversion once turned the invite code INV-P-100001 into INV-П-100001.
    const cyrillicInCode = /[A-Z0-9]+(?:-[\p{L}0-9]+)*-\d+/gu;
    const wrong = textsOf('sr').filter((line) =>
      (line.match(cyrillicInCode) ?? []).some((code) => /\p{Script=Cyrillic}/u.test(code)),
    );
    expect(wrong).toEqual([]);
  });

  it('closes a „quotation“ in Estonian and Serbian with “, as both languages write it', () => {
    for (const code of ['et', 'sr']) expect(textsOf(code).filter((line) => /„[^“”]*”/.test(line))).toEqual([]);
  });

  it('quotes in Uzbek with « », never “ ”', () => {
    expect(textsOf('uz').filter((line) => /[“”]/.test(line))).toEqual([]);
  });

  it('names the sign-in name in Czech and Slovak with their own words, not the English login', () => {
    expect(saying('cs', ['login', 'loginem', 'loginu'])).toEqual([]);
    expect(saying('sk', ['login', 'loginom', 'loginu'])).toEqual([]);
  });

  it('says “za plaćanje” in Croatian, never the calque “za platiti”', () => {
    expect(textsOf('hr').filter((line) => /za platiti/i.test(line))).toEqual([]);
  });

  it('signs in in Latvian with one verb, pieslēgties (pieteikties is to apply for an event)', () => {
    expect(saying('lv', ['piesakieties', 'pieteicies', 'pieteikšanās', 'pieteikšanos'])).toEqual([]);
  });

  it('addresses the reader in Polish as ty, never Pan, Pani or Państwo', () => {
    expect(saying('pl', ['pan', 'pani', 'panu', 'panią', 'państwa', 'państwo', 'wasz', 'wasza', 'wasze'])).toEqual([]);
  });

  it('addresses the reader in Hungarian as Ön: no tegező pronoun, verb or possessive', () => {
    expect(
      saying('hu', [
        'te',
        'téged',
        'neked',
        'veled',
        'tőled',
        'nálad',
        'rólad',
        'tiéd',
        'tieid',
        'próbáld',
        'válassz',
        'válaszd',
        'add meg',
        'adj meg',
        'jelentkezz',
        'nézd',
        'írd',
        'írj',
        'tedd',
        'tegyél',
        'másold',
        'kezdd',
        'térj',
        'legyél',
        'fizesd',
        'ellenőrizd',
        'töltsd',
        'várj',
        'nyisd',
        'erősítsd',
        'értékeld',
        'fordulj',
        'olvasd',
        'fogadd',
        'jelöld',
        'keress',
        'rendelsz',
        'jársz',
        'vagy bejelentkezve',
        'fiókod',
        'jelszavad',
        'kosarad',
        'postád',
        'rendelésed',
        'szponzorod',
        'csapatod',
        'bankod',
        'helyed',
        'kérésed',
      ]),
    ).toEqual([]);
  });
});
