import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isolate } from '../../src/i18n/bidi-isolation.js';
import { pluralLocale } from '../../src/i18n/plural-rules.js';

const locales = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts a key names: the text itself, or a plural family's form for `count`, or every form. */
const textsOf = (language: string, key: string, count: unknown): string[] => {
  const [namespace, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const file = `${language}/${namespace}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(`${locales}${file}.json`, 'utf8')));
  const parts = path.split('.');
  let node: unknown = cache.get(file);
  for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[part];
  const leaf = parts.at(-1)!;
  const entries = Object.entries((node ?? {}) as Record<string, unknown>);
  const own = entries.find(([name]) => name === leaf)?.[1];
  if (typeof own === 'string') return [own];
  const category = typeof count === 'number' ? new Intl.PluralRules(pluralLocale(language)).select(count) : undefined;
  return entries
    .filter(([name]) => (category ? name === `${leaf}_${category}` : name.startsWith(`${leaf}_`)))
    .map(([, text]) => text)
    .filter((text): text is string => typeof text === 'string');
};

/**
 * The client's own text for a key, as a page in `language` shows it: tests find buttons and headings
 * by what the user reads, without copying translations into the test. `{{name}}` placeholders are
 * filled from `values`; a placeholder without a value matches anything (the result is a RegExp).
 * A plural family (`key_one`, `key_other`, …) answers in the form the language uses for `values.count`;
 * asked loosely without a count, it matches any of its forms. In right-to-left languages a filled
 * value is isolated as the app isolates it (bidi-isolation.ts).
 */
export function text(language: string, key: string, values?: Record<string, string | number>): string;
export function text(language: string, key: string, values: Record<string, string | number>, loose: true): RegExp;
export function text(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
  loose = false,
): string | RegExp {
  const texts = textsOf(language, key, values.count);
  const [first] = texts;
  if (first === undefined || (!loose && texts.length > 1)) throw new Error(`no single text ${language}:${key}`);
  if (!loose)
    return first.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      name in values ? String(isolate(values[name], language)) : `{{${name}}}`,
    );
  const pattern = (text: string) =>
    text
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const name = part.match(/^\{\{\s*(\w+)\s*\}\}$/)?.[1];
        if (!name) return escapeRegExp(part);
        return name in values ? escapeRegExp(String(isolate(values[name], language))) : '.*';
      })
      .join('');
  return new RegExp(texts.map(pattern).join('|'));
}
