import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ValidationKey, validationKeyOf } from '@gf/contracts/rules/validation-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n, initI18n, loadNamespaces } from './i18n';
import { translateZodIssues } from './zod-messages';

const LOCALES_DIR = join(import.meta.dirname, 'locales');
/** What zod writes on its own: none of it may reach a page (issue 32 item 1). */
const ZOD_ENGLISH = /Too small|Too big|Invalid input|expected|Required/;
/** Bidi isolation marks around inserted values in right-to-left text (bidi-isolation.ts). */
const ISOLATES = /[\u2068\u2069]/g;

const messageOf = (schema: z.ZodType, input: unknown): string => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return (result.error.issues[0]?.message ?? '').replace(ISOLATES, '');
};

/** Issue 32 item 1: validation messages come from our translations, keyed by zod issue code. */
describe('zod messages in the page language', () => {
  beforeAll(async () => {
    await initI18n('ru');
    await loadNamespaces(['errors']);
    translateZodIssues();
  });
  // zod's configuration is global to the process, which other test files share (vitest.config.ts).
  afterAll(() => {
    z.config({ customError: undefined });
  });

  it.each<[string, ValidationKey, z.ZodType, unknown, Record<string, number>?]>([
    ['a missing field', 'required', z.object({ name: z.string() }), {}],
    ['an empty required text', 'required', z.string().min(1), ''],
    ['a text too short', 'too_short', z.string().min(3), 'ab', { minimum: 3 }],
    ['a text too long', 'too_long', z.string().max(2), 'abc', { maximum: 2 }],
    ['a list too short', 'too_short', z.array(z.number()).min(2), [1], { minimum: 2 }],
    ['a number too small', 'too_small', z.number().min(5), 4, { minimum: 5 }],
    ['a number too big', 'too_big', z.number().max(5), 6, { maximum: 5 }],
    ['an exclusive bound', 'invalid', z.number().positive(), 0],
    ['an email', 'invalid_email', z.email(), 'not-an-email'],
    ['a pattern', 'invalid_format', z.string().regex(/^\d+$/), 'abc'],
    ['a choice', 'invalid_value', z.enum(['a', 'b']), 'c'],
    ['a wrong type', 'invalid', z.number(), 'seven'],
    ['a custom check', 'invalid', z.string().refine(() => false), 'x'],
  ])('%s reads as errors:validation.%s', (_name, key, schema, input, bounds = {}) => {
    expect(messageOf(schema, input)).toBe(
      i18n.t(`validation.${key}`, { ns: 'errors', ...bounds }).replace(ISOLATES, ''),
    );
  });

  it('names an empty value as missing, any other value of the wrong type as invalid', () => {
    const issue = (input: unknown) => ({ code: 'invalid_type', expected: 'string', input }) as z.core.$ZodRawIssue;
    expect(validationKeyOf(issue(undefined))).toBe('required');
    expect(validationKeyOf(issue(''))).toBe('required');
    expect(validationKeyOf(issue(7))).toBe('invalid');
  });

  it('says it in the page language: ru, he, en-US', async () => {
    const short = z.string().min(3);
    expect(messageOf(short, 'ab')).toBe('Минимальная длина: 3');
    await initI18n('he');
    await loadNamespaces(['errors']);
    expect(messageOf(short, 'ab')).toBe('האורך המינימלי הוא 3');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('נא למלא את השדה הזה');
    await initI18n('en-US');
    await loadNamespaces(['errors']);
    expect(messageOf(z.string().min(1), '')).toBe('Fill out this field');
    await initI18n('ru');
  });

  it("keeps a schema's own error: a rule code the form translates itself", () => {
    expect(messageOf(z.string().min(1, { error: 'required_code' }), '')).toBe('required_code');
  });

  it('never lets zod’s English through, in any language', async () => {
    const refusals: [z.ZodType, unknown][] = [
      [z.string().min(1), ''],
      [z.string().min(3), 'a'],
      [z.number().max(1), 2],
      [z.email(), 'x'],
      [z.enum(['a']), 'b'],
      [z.number(), 'x'],
    ];
    for (const language of readdirSync(LOCALES_DIR)) {
      await initI18n(language);
      await loadNamespaces(['errors']);
      const texts = Object.values(
        JSON.parse(readFileSync(join(LOCALES_DIR, language, 'errors.json'), 'utf8')).validation as Record<
          string,
          string
        >,
      );
      for (const [schema, input] of refusals) {
        const message = messageOf(schema, input);
        expect(message, language).not.toMatch(ZOD_ENGLISH);
        // The message is one of the language's own texts, its bound filled in.
        const opening = (text: string) => text.split('{{')[0] ?? text;
        expect(
          texts.some((text) => message.startsWith(opening(text))),
          `${language}: ${message}`,
        ).toBe(true);
      }
    }
    await initI18n('ru');
  });
});
