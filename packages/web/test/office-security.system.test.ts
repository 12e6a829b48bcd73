import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, horizontalOverflow, openPage, PHONE, withContextPage } from './harness/checks.js';
import { MOSCOW_COURIER } from './harness/delivery.js';
import { evidenceShot } from './harness/evidence.js';
import { gatewayCall, SESSION_COOKIE, signIn, siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 35 items 1 and 2, "How it will be checked": sign in twice and end one session from the
 * other; a manager orders for the partner and the partner's trail shows the order. Looked at on
 * phones and desks, in ru and he (right to left).
 */
const suite = browserSuite('office-security');
const SECURITY = '/office/finance/security';

const signedIn = async (site: string, cookie: string): Promise<boolean> =>
  (
    JSON.parse((await gatewayCall(suite.stack, site, 'GET', '/bff/v1/auth', undefined, cookie)).body) as {
      signedIn: boolean;
    }
  ).signedIn;

describe('my sessions and the spectator trail (issue 35)', () => {
  it('signed in twice, the client ends the other session from this one, and it stays ended', async () => {
    const other = await signIn(suite.stack, 'ru', 'client');
    const context = await siteContext(suite.browser, suite.stack, 'ru', {
      language: 'ru',
      login: 'client',
      viewport: DESKTOP,
    });
    await withContextPage(context, 'end-other-session', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', SECURITY));
      const row = page.locator('li[data-session="other"]').first();
      await row.waitFor();
      await expect(page.locator('li[data-session="current"]').count()).resolves.toBe(1);
      await expect(page.getByText(text('ru', 'finance:security.sessions.current')).count()).resolves.toBe(1);
      const before = await page.locator('li[data-session="other"]').count();
      await row.getByRole('button', { name: text('ru', 'finance:security.sessions.end') }).click();
      await page.getByText(text('ru', 'finance:security.sessions.ended')).waitFor();
      await expect.poll(() => page.locator('li[data-session="other"]').count()).toBe(before - 1);
    });
    // Ended for good: the other browser's cookie signs no one in, now or after a refresh would have run.
    expect(await signedIn('ru', other)).toBe(false);
    const office = await gatewayCall(suite.stack, 'ru', 'GET', '/bff/v1/office/orders', undefined, other);
    expect(office.status).toBe(401);
  });

  it('a manager orders for the partner; the partner’s trail shows who, when and the order', async () => {
    const manager = await signIn(suite.stack, 'ru', 'manager');
    const start = await gatewayCall(
      suite.stack,
      'ru',
      'POST',
      '/bff/v1/auth/spectator',
      { as_user: 'partner' },
      manager,
    );
    expect(start.status).toBe(200);
    const watching = start.cookies
      .map((line) => line.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1])
      .find(Boolean) as string;
    const catalogue = JSON.parse((await gatewayCall(suite.stack, 'ru', 'GET', '/bff/v1/shop/products/lists/new')).body)
      .products as { id: number }[];
    const product = catalogue[0];
    const placed = await gatewayCall(
      suite.stack,
      'ru',
      'POST',
      '/bff/v1/orders',
      {
        idempotency_key: `trail-${Date.now()}-browser-test`,
        cart: {
          products: [{ id: product?.id, quantity: 1, type: 0, limit: null, only_in_cart: false }],
          gifts: [],
          free: [],
          choices: [],
        },
        delivery: MOSCOW_COURIER,
      },
      watching,
    );
    expect(placed.status).toBe(200);
    const number = (JSON.parse(placed.body) as { number: string }).number;
    await gatewayCall(suite.stack, 'ru', 'POST', '/bff/v1/auth/spectator/exit', undefined, watching);

    for (const { site, language } of [
      { site: 'ru', language: 'ru' },
      { site: 'il', language: 'he' },
    ]) {
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await siteContext(suite.browser, suite.stack, site, { language, login: 'partner', viewport });
        await withContextPage(context, `trail-${site}-${viewport.width}`, async (watched) => {
          const { page } = watched;
          await openPage(watched, suite.stack.url(site, SECURITY));
          const visit = page.locator('li[data-visit]').first();
          await visit.waitFor();
          await expect(visit.innerText()).resolves.toContain('Oleg Menedzherov');
          await expect(visit.innerText()).resolves.toContain(number);
          await expect(visit.innerText()).resolves.toContain(text(language, 'finance:security.trail.couldOrder'));
          expect(await horizontalOverflow(page)).toBe(0);
          await evidenceShot(page, {
            path: join(suite.screenshots, `security-${site}-${viewport.width}.png`),
            fullPage: true,
          });
          await visit.scrollIntoViewIfNeeded();
          await evidenceShot(page, { path: join(suite.screenshots, `trail-${site}-${viewport.width}.png`) });
        });
      }
    }
  });
});
