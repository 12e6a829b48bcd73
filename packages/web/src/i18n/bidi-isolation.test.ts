import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bidiIsolation } from './bidi-isolation';
import { i18nOptions } from './i18n';
import { pluralVariants } from './plural-rules';

const NAMESPACES = ['checkout', 'mail', 'shop'] as const;

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', language, `${namespace}.json`), 'utf8'));

/** The app's i18next set-up (options and modules) with one language's real text. */
const start = async (language: string) => {
  const i18n = i18next.createInstance();
  await i18n
    .use(pluralVariants)
    .use(bidiIsolation())
    .init({
      ...i18nOptions(language),
      ns: [...NAMESPACES],
      resources: {
        [language]: Object.fromEntries(NAMESPACES.map((namespace) => [namespace, read(language, namespace)])),
      },
    });
  return i18n;
};

const FSI = '\u2068';
const PDI = '\u2069';

describe('inserted values in right-to-left text', () => {
  it('isolates a delivery range whole in Hebrew, so it reads 2–4 and not 4–2', async () => {
    const { t } = await start('he');
    expect(t('checkout:days', { range: '2–4', count: 4 })).toBe(`${FSI}2–4${PDI} ימים`);
  });

  it('isolates names and counts in Arabic', async () => {
    const { t } = await start('ar');
    expect(t('mail:sponsor', { name: 'Anna Smith' })).toBe(`الراعي: ${FSI}Anna Smith${PDI}`);
    expect(t('shop:lists.total', { count: 12 })).toBe(`عُثر على ${FSI}12${PDI} منتجًا`);
  });

  it('leaves left-to-right text as it is', async () => {
    const { t } = await start('ru');
    expect(t('checkout:days', { range: '2–4', count: 4 })).toBe('2–4 дня');
    expect(t('mail:sponsor', { name: 'Anna Smith' })).toBe('Спонсор: Anna Smith');
  });

  it('still applies a named format before isolating, and refuses one it does not know', async () => {
    const i18n = await start('he');
    i18n.services.formatter?.add('upper', (value: string) => value.toUpperCase());
    i18n.addResource('he', 'shop', 'probe', 'שלום {{name, upper}}');
    i18n.addResource('he', 'shop', 'unknown', 'שלום {{name, shout}}');
    expect(i18n.t('shop:probe' as never, { name: 'anna' })).toBe(`שלום ${FSI}ANNA${PDI}`);
    expect(() => i18n.t('shop:unknown' as never, { name: 'anna' })).toThrow(/shout/);
  });
});
