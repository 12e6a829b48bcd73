import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_REFUSALS } from '@gf/contracts/rules/route-access';
import { UPSTREAM_REFUSALS } from '@gf/contracts/upstream/refusal-codes';
import { describe, expect, it } from 'vitest';
import { isWordedRefusal, WORDED_REFUSALS } from './refusal-text';

const LOCALES_DIR = join(import.meta.dirname, '../i18n/locales');
const refusalsOf = (language: string) =>
  (JSON.parse(readFileSync(join(LOCALES_DIR, language, 'common.json'), 'utf8')) as { refusal: Record<string, string> })
    .refusal;
const english = refusalsOf('en');

describe('worded refusals (issue 29)', () => {
  it('words every refusal of the route table, and every worded code has its text', () => {
    for (const code of Object.keys(ROUTE_REFUSALS)) expect(isWordedRefusal(code), code).toBe(true);
    for (const code of WORDED_REFUSALS) expect(english[code], code).toEqual(expect.any(String));
    expect(isWordedRefusal('idempotency_key_reused')).toBe(true);
    expect(isWordedRefusal('stock_changed')).toBe(false);
  });
});

/** Issue 32 item 1: upstream refusals map to our own codes and texts, in every language. */
describe('upstream refusals in every language', () => {
  const languages = readdirSync(LOCALES_DIR);

  it('has a text for every refusal code the upstream sends, and a frame for any other message', () => {
    expect(languages).toHaveLength(32);
    for (const language of languages) {
      const texts = refusalsOf(language);
      for (const code of [...UPSTREAM_REFUSALS, 'invalid_input']) {
        expect(isWordedRefusal(code) || code === 'invalid_input', code).toBe(true);
        expect(texts[code], `${language}: refusal.${code}`).toMatch(/\S/);
      }
      expect(texts.framed, `${language}: refusal.framed`).toContain('{{message}}');
    }
  });

  it('says each in the language itself, not in English', () => {
    for (const language of languages.filter((l) => !l.startsWith('en'))) {
      const texts = refusalsOf(language);
      for (const code of UPSTREAM_REFUSALS) expect(texts[code], `${language}: ${code}`).not.toBe(english[code]);
    }
  });
});
