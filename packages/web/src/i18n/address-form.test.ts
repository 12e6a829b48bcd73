import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_RULES } from './glossary';
import type { LanguageCode } from './languages';
import { NAMESPACES } from './namespaces';

const LOCALES_DIR = join(import.meta.dirname, 'locales');

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign(
        {},
        ...Object.entries(value as object).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
      );

const textsOf = (language: LanguageCode): [string, string][] =>
  NAMESPACES.flatMap((namespace) =>
    Object.entries(flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')))).map(
      ([key, text]): [string, string] => [`${namespace}:${key}`, text],
    ),
  );

/** A whole word, where a word is letters of any script (`\b` only knows ASCII) and a hyphen joins (TVSH-je). */
const words = (list: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{M}-])(?:${list.join('|')})(?![\\p{L}\\p{M}-])`, 'iu');

/**
 * Words that only the form of address a language does NOT use can say (LANGUAGE_RULES.address):
 * pronouns, possessives and verb forms that are unambiguous, so a match is always a slip of voice.
 */
const OTHER_ADDRESS: Partial<Record<LanguageCode, RegExp>> = {
  // usted: no tú/vos pronouns or possessives, no second-person verb endings, no tú imperatives with a
  // pronoun attached (inténtalo, not inténtelo). Bare tú imperatives look like the third person, so they are read, not listed.
  es: words([
    'tú',
    'tu',
    'tus',
    'te',
    'ti',
    'contigo',
    'vos',
    'tuy[oa]s?',
    'puedes',
    'tienes',
    'estás',
    'quieres',
    'eres',
    'has',
    'hazte',
    'haz',
    'sé',
    'inténtalo',
    'cópialo',
    'ábrel[oa]',
    'revísal[oa]s',
    'escríbenos',
    'regístrate',
    'únete',
  ]),
  // dumneavoastră: no tu pronouns or possessives, no second-person-singular verbs. The bare singular
  // imperative (Închide) is also the third person, so buttons are read, not listed.
  ro: words([
    'tu',
    'te',
    'ți',
    'îți',
    'tău',
    'ta',
    'tale',
    'tăi',
    'tine',
    'ești',
    'poți',
    'vrei',
    'vei',
    'preferi',
    'știi',
    '\\p{L}+-(?:te|ți)',
    '(?:te|ți)-\\p{L}+',
  ]),
  // ju: no ti pronoun or informal possessives, no second-person-singular verbs in a sentence. Buttons
  // name their action with the short imperative (Ruaj, Mbyll), the convention of Albanian interfaces.
  sq: words([
    'ti',
    'yt',
    'jote',
    'tënd\\p{L}*',
    'ke',
    'je',
    'dëshiron',
    'kthehesh',
    'bashkohesh',
    'largohesh',
    'veprosh',
    'të lutem',
    'të fusim',
    'të kontaktojmë',
    'të lejohet',
    'ta jep',
  ]),
  // European Portuguese, formal third person: no você or tu, and none of the Brazilian words and
  // gerunds that gave the language away (pt-PT says utilizador, palavra-passe, registar, equipa,
  // bónus, contacto, ficheiro, telemóvel, “a carregar”).
  pt: words([
    'você',
    'vocês',
    'tu',
    'te',
    'teu',
    'tua',
    'teus',
    'tuas',
    'usuári[oa]s?',
    'senhas?',
    'cadastr\\p{L}*',
    'registr\\p{L}*',
    'contato',
    'arquivos?',
    'celular',
    'tela',
    'bônus',
    'equipes?',
    'baixar',
    'deu errado',
    '(?!quando)\\p{L}+(?:ando|endo|indo)',
  ]),
  // tu: no voi (which slipped into the eco and services texts) and no Lei imperatives.
  it: words([
    'voi',
    'vostr[oaie]',
    'potete',
    'avete',
    'siete',
    'volete',
    'inserisca',
    'scelga',
    'riprovi',
    'attenda',
    'verifichi',
    'clicchi',
    'la preghiamo',
  ]),
  // vous: no tu, ton, toi or t’ anywhere.
  fr: words(['tu', 'ton', 'tes', 'toi', 'te', 't’\\p{L}+', 'peux', 'veux', 'dois']),
};

describe('one form of address per language', () => {
  for (const [language, other] of Object.entries(OTHER_ADDRESS) as [LanguageCode, RegExp][]) {
    it(`${language} speaks to the reader only as ${LANGUAGE_RULES[language].address}`, () => {
      const slips = textsOf(language)
        .filter(([, text]) => other.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(slips).toEqual([]);
    });
  }
});

describe('one apostrophe per language', () => {
  it.each(['it', 'fr', 'sq', 'en-US'] as const)(
    'writes the %s apostrophe as ’ (U+2019), never the typewriter one',
    (language) => {
      const straight = textsOf(language)
        .filter(([, text]) => text.includes("'"))
        .map(([key, text]) => `${key}: ${text}`);
      expect(straight).toEqual([]);
    },
  );
});
