import { describe, expect, it } from 'vitest';
import { openPage, PHONE, withContextPage } from './harness/checks.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';

/**
 * Issue 23, demo content in the visitor's language: the sandbox's seeded products, banners and
 * news read in Russian on the Russian site and in English on the US site. The names are the
 * sandbox's seed (packages/sandbox/src/state/catalog.ts and catalogue/catalogue-ru.ts): product
 * 10037 is Green Balance's laundry gel, sold on both sites.
 */
const PRODUCT_PATH = '/shop/brands/green-balance/10037';
const PRODUCT = { ru: 'Гель для стирки Green Balance', en: 'Green Balance Laundry gel' };
const BANNER = { ru: 'Осенняя акция: скидки до 25%', en: 'Autumn promotion: up to 25% off' };
const SECTION = { ru: 'Товары для дома', en: 'Household' };
/** How the laundry gel is used (catalogue-texts.ts DETAILS and its Russian layer). */
const USAGE = { ru: '20 мл на 4–5 кг белья', en: 'Use 20 ml per 4–5 kg of laundry' };
const CYRILLIC = /[а-яё]/i;

const suite = browserSuite('demo-content');

/** The text of the page's main region once it has rendered. */
const mainText = async (site: string, path: string, name: string): Promise<string> => {
  let text = '';
  await withContextPage(
    await siteContext(suite.browser, suite.stack, site, { viewport: PHONE }),
    name,
    async (watched) => {
      await openPage(watched, suite.stack.url(site, path));
      text = await watched.page.locator('main').innerText();
      expect(watched.unexpected()).toEqual([]);
    },
  );
  return text;
};

describe('demo content in the visitor language (issue 23)', () => {
  it('the ru home shows Russian banners and product names', async () => {
    const text = await mainText('ru', '/', 'demo-content-ru-home');
    expect(text).toContain(BANNER.ru);
    expect(text).toContain(PRODUCT.ru);
    expect(text).not.toContain(PRODUCT.en);
  });

  it('the ru shop shows Russian sections, banners and product names', async () => {
    const text = await mainText('ru', '/shop', 'demo-content-ru-shop');
    expect(text).toContain(SECTION.ru);
    expect(text).toContain(BANNER.ru);
    expect(text).toContain(PRODUCT.ru);
    expect(text).not.toContain(PRODUCT.en);
  });

  it('the ru product page names the product in Russian, with a Russian description', async () => {
    const text = await mainText('ru', PRODUCT_PATH, 'demo-content-ru-product');
    expect(text).toContain(PRODUCT.ru);
    expect(text).toContain(USAGE.ru);
    expect(text).not.toContain(PRODUCT.en);
  });

  it('the ru news list reads in Russian', async () => {
    const text = await mainText('ru', '/news', 'demo-content-ru-news');
    const headings = text.split('\n').filter((line) => line.trim().length > 20);
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.every((line) => CYRILLIC.test(line))).toBe(true);
  });

  it('the us shop and product page show the English names', async () => {
    const shop = await mainText('us', '/shop', 'demo-content-us-shop');
    expect(shop).toContain(SECTION.en);
    expect(shop).toContain(BANNER.en);
    expect(shop).toContain(PRODUCT.en);
    expect(shop).not.toMatch(CYRILLIC);
    const product = await mainText('us', PRODUCT_PATH, 'demo-content-us-product');
    expect(product).toContain(PRODUCT.en);
    expect(product).toContain(USAGE.en);
    expect(product).not.toMatch(CYRILLIC);
  });
});
