import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from './i18n';
import { pluralCategories, pluralVariants } from './plural-rules';

const resources = (language: string) => ({
  [language]: { shop: JSON.parse(readFileSync(join(import.meta.dirname, 'locales', language, 'shop.json'), 'utf8')) },
});

/** The app's i18next set-up with one language's real shop text. */
const start = async (language: string) => {
  const i18n = i18next.createInstance();
  await i18n
    .use(pluralVariants)
    .init({ ...i18nOptions(language), ns: ['shop'], defaultNS: 'shop', resources: resources(language) });
  return (count: number) => i18n.t('shop:lists.total', { count });
};

describe('plural forms', () => {
  it('are picked by the language’s own rules: Russian one, few, many', async () => {
    const total = await start('ru');
    expect([1, 2, 5, 11, 21, 22].map(total)).toEqual([
      'Найден 1 товар',
      'Найдено 2 товара',
      'Найдено 5 товаров',
      'Найдено 11 товаров',
      'Найден 21 товар',
      'Найдено 22 товара',
    ]);
  });

  it('give Arabic its six forms, one and two said in words', async () => {
    const total = await start('ar');
    expect([0, 1, 2, 3, 11, 100].map(total)).toEqual([
      'لم يُعثر على أي منتج',
      'عُثر على منتج واحد',
      'عُثر على منتجين',
      'عُثر على 3 منتجات',
      'عُثر على 11 منتجًا',
      'عُثر على 100 منتج',
    ]);
  });

  it('follow European Portuguese, where zero takes the plural', async () => {
    const total = await start('pt');
    expect([0, 1, 2].map(total)).toEqual(['0 produtos encontrados', '1 produto encontrado', '2 produtos encontrados']);
    expect(pluralCategories('pt')).toEqual(['one', 'many', 'other']);
  });
});
