import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const locales = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The client's own text for a key, as a page in `language` shows it: tests find buttons and headings
 * by what the user reads, without copying translations into the test. `{{name}}` placeholders are
 * filled from `values`; a placeholder without a value matches anything (the result is a RegExp).
 */
export function text(language: string, key: string, values?: Record<string, string | number>): string;
export function text(language: string, key: string, values: Record<string, string | number>, loose: true): RegExp;
export function text(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
  loose = false,
): string | RegExp {
  const [namespace, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const file = `${language}/${namespace}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(`${locales}${file}.json`, 'utf8')));
  let node: unknown = cache.get(file);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${language}:${key}`);
  if (!loose) return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  const pattern = node
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = part.match(/^\{\{\s*(\w+)\s*\}\}$/)?.[1];
      if (!name) return escapeRegExp(part);
      return name in values ? escapeRegExp(String(values[name])) : '.*';
    })
    .join('');
  return new RegExp(pattern);
}
