import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../i18n/namespaces';
import { plainText, serverI18n } from './server-i18n';

/** Languages of both directions, scripts and plural systems. */
const LANGUAGES = ['ru', 'en', 'he', 'kk', 'zh'];

/** Every text key of a namespace's resources, with its text. */
const textsOf = (resources: unknown, prefix = ''): [string, string][] =>
  Object.entries((resources ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value] as [string, string]] : textsOf(value, `${prefix}${name}.`),
  );

describe('the server’s direct path to plain texts (issue 30: render once, cheaply)', () => {
  it('gives every text exactly what i18next gives, with its values put in, or leaves it to i18next', async () => {
    let direct = 0;
    for (const language of LANGUAGES) {
      const i18n = await serverI18n(language);
      for (const namespace of NAMESPACES) {
        const t = i18n.getFixedT(language, namespace);
        for (const [key, text] of textsOf(i18n.getResourceBundle(language, namespace))) {
          const names = [...text.matchAll(/\{\{\s*([^{}\s,]+)/g)].map((match) => match[1] as string);
          const values = Object.fromEntries(names.map((name, index) => [name, index % 2 ? index * 7 : `«${name}»`]));
          for (const options of names.length ? [values] : [undefined, {}]) {
            const fast = plainText(i18n, language, namespace, key, options);
            if (fast === undefined) continue;
            direct += 1;
            expect(fast, `${language} ${namespace}:${key}`).toBe(t(key, options as never));
          }
        }
      }
    }
    expect(direct).toBeGreaterThan(10_000);
  });

  it('leaves plurals, context, defaults and missing values to i18next', async () => {
    const i18n = await serverI18n('ru');
    expect(plainText(i18n, 'ru', 'shop', 'lists.total', { count: 3 })).toBeUndefined();
    expect(plainText(i18n, 'ru', 'shop', 'card.favourite', {})).toBeUndefined();
    expect(plainText(i18n, 'ru', 'shop', 'card.favourite', { name: 'Гель' })).toBe(
      i18n.getFixedT('ru', 'shop')('card.favourite', { name: 'Гель' }),
    );
    expect(plainText(i18n, 'ru', 'shop', 'no.such.key', undefined)).toBeUndefined();
    expect(plainText(i18n, 'ru', 'shop', 'common:loading', undefined)).toBeUndefined();
  });
});
