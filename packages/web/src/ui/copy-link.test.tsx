import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CopyLink } from './copy-link';

/** The Hebrew texts of the cart, as the app's loader would get them. */
const cart = JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales/he/cart.json'), 'utf8'));

const URL_TO_HAND_ON = 'https://il.greenway.example/cart?share=5f2c9a';

/** Issue 37: a link in a right-to-left dialog (he, ar) reads from its start, as it is written. */
describe('a link to hand on', () => {
  let html = '';
  beforeAll(async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'he', resources: { he: { cart } }, defaultNS: 'cart' });
    const { share } = cart as { share: { link: string; copy: string; copied: string } };
    html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <div dir="rtl">
          <CopyLink url={URL_TO_HAND_ON} labels={{ link: share.link, copy: share.copy, copied: share.copied }} />
        </div>
      </I18nextProvider>,
    );
  });

  it('shows the address left to right inside a right-to-left page, read-only and named', () => {
    const field = html.match(/<input[^>]*>/)?.[0] ?? '';
    expect(field).toContain('dir="ltr"');
    expect(field).toContain('readOnly=""');
    expect(field).toContain(`value="${URL_TO_HAND_ON}"`);
    expect(field).toContain(`aria-label="${cart.share.link}"`);
  });

  it('offers to copy it', () => {
    expect(html).toMatch(new RegExp(`<button[^>]*>${cart.share.copy}</button>`));
  });
});
