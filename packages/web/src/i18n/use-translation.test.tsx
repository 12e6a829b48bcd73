import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation as useI18nextTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useServerTranslation, useTranslation } from './use-translation';

const instance = async () => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'ru-RU',
    fallbackLng: false,
    ns: ['shop', 'common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: {
      'ru-RU': {
        common: { hello: 'Привет, {{name}}', items_one: '{{count}} товар', items_few: '{{count}} товара' },
        shop: { title: 'Магазин', nested: { deep: 'Глубоко' } },
      },
    },
    initAsync: false,
  });
  return i18n;
};

type Hook = (...args: unknown[]) => ReturnType<typeof useI18nextTranslation>;
/** What a component sees from `hook(...args)`: its texts and ready flag, rendered once with `i18n`. */
const seen = (i18n: Awaited<ReturnType<typeof instance>>, hook: Hook, args: unknown[]) => {
  let result: ReturnType<Hook> | undefined;
  const Probe = () => {
    result = hook(...args);
    return null;
  };
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Probe />
    </I18nextProvider>,
  );
  if (!result) throw new Error('not rendered');
  const { ready } = result;
  // The test's texts are not the app's (i18next.d.ts types the app's keys).
  const t = result.t as unknown as (key: string, options?: object) => string;
  return {
    ready,
    language: result.i18n.language,
    texts: [
      t('hello', { name: 'Анна' }),
      t('items', { count: 3 }),
      t('shop:title'),
      t('title'),
      t('nested.deep'),
      t('missing.key'),
    ],
  };
};

describe('useTranslation on the server (issue 30: made once, not per component)', () => {
  it('is the server hook where there is no window', () => {
    expect(typeof window).toBe('undefined');
    expect(useTranslation).toBe(useServerTranslation);
  });

  it.each<unknown[]>([[], ['shop'], [['shop', 'common']], ['common', { keyPrefix: 'nested' }], ['absent']])(
    'gives the texts and readiness react-i18next gives for %j',
    async (...args) => {
      const i18n = await instance();
      expect(seen(i18n, useServerTranslation as Hook, args)).toEqual(seen(i18n, useI18nextTranslation as Hook, args));
    },
  );

  it('gives every component of an instance asking the same the same result', async () => {
    const i18n = await instance();
    const results: unknown[] = [];
    const Probe = ({ ns }: { ns: string }) => {
      results.push((useServerTranslation as Hook)(ns));
      return null;
    };
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Probe ns="shop" />
        <Probe ns="shop" />
        <Probe ns="common" />
      </I18nextProvider>,
    );
    expect(results[0]).toBe(results[1]);
    expect(results[2]).not.toBe(results[0]);
  });
});
