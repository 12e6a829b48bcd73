import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../lib/cart/local-cart';
import { CartLines } from './cart-lines';

const texts = (namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../i18n/locales/en/${namespace}.json`), 'utf8'));

const consultation = {
  id: 7,
  code: '90007',
  name: 'Personal consultation',
  quantity: 2,
  price: 29.9,
  value: 0,
  type: 1,
  limit: 2,
  only_in_cart: false,
  is_chosen: false,
  marking: false,
  actions: [],
  currency_code: 'EUR',
  path: '/shop/brands/green/90007',
} as unknown as CartLine;

const render = async (spare: number | null, lines: CartLine[] = [consultation]) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { cart: texts('cart'), catalogue: texts('catalogue'), delivery: texts('delivery') } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CartLines lines={lines} spare={{ [consultation.id]: spare }} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};

describe('CartLines and a limited line’s overlimit_spare (spec 1 §3)', () => {
  it('says the room left under the limit and lets "+" add', async () => {
    const html = await render(1);
    expect(html).toContain(texts('catalogue').spare.left_one.replace('{{count}}', '1'));
    expect(html).not.toMatch(/aria-label="One more: Personal consultation"[^>]*disabled/);
  });

  it('stops "+" when the limit leaves no room', async () => {
    const html = await render(0);
    expect(html).toContain(texts('catalogue').spare.none);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*>\+<\/button>|<button[^>]*aria-label="One more: Personal consultation"[^>]*disabled/,
    );
  });
});

describe('CartLines and a stored line the calculation has not priced yet', () => {
  it('shows the line by its code, its price as not known yet, and does not break the cart', async () => {
    // Stored by an older version, or put together elsewhere: id, code, quantity and type only.
    const bare = { id: 9, code: '90009', quantity: 1, type: 0, is_chosen: false } as unknown as CartLine;
    const html = await render(null, [consultation, bare]);
    expect(html).toContain('90009');
    expect(html).toMatch(/<p class="[^"]*">…<\/p>/);
    expect(html).toContain('Personal consultation');
  });
});
