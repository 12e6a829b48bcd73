import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../src/lib/format-price.js';
import { periodName } from '../src/lib/period-name.js';
import type { WatchedPage } from './harness/browser.js';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  seriousA11yViolations,
  waitForReady,
  withContextPage,
} from './harness/checks.js';
import { evidenceShot } from './harness/evidence.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 17, the loyalty programme (spec 1 §2 "a loyalty-programme page"; spec 2 §6 client- and
 * partner-specific loyalty statistics shown to the respective role): a partner and a client on ru and
 * il (Hebrew, right to left) follow the office home's link to the page and see their own role's
 * programme, its loyalty bonus in the site's money, and the links that belong to their role.
 */
const SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'il', language: 'he' },
] as const;
const ROLES = ['partner', 'client'] as const;
const VIEWPORTS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desk', viewport: DESKTOP },
] as const;
/** Which statement pages each role is offered (office-access): a client has bonuses but no statement. */
const LINKS_OF = {
  partner: { statement: true, bonuses: true },
  client: { statement: false, bonuses: true },
} as const;
/** An earlier period the desk check picks in the selector (index in the newest-first list). */
const EARLIER_PERIOD_INDEX = 2;
const LOYALTY_API = '/bff/v1/office/statements/loyalty';
const LOYALTY_PATH = '/office/loyalty-programme';

interface LoyaltyReply {
  period: { id: number };
  periods: { id: number }[];
  currency_code: string;
  bonus: number | null;
  loyalty: { role: string; months: { period_id: number }[] };
}

const suite = browserSuite('office-loyalty');

/** Spaces as the page prints them (no-break and narrow no-break) read as one plain space. */
const spaces = (value: string | null): string => (value ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** What the gateway gives the page for a period: the figures the page must show. */
const loyaltyReply = (watched: WatchedPage, query: string): Promise<LoyaltyReply> =>
  watched.page.evaluate(async (url) => (await fetch(url)).json(), `${LOYALTY_API}${query}`);

describe('the loyalty programme, opened from the office home, on ru and il', () => {
  for (const { site, language } of SITES) {
    for (const role of ROLES) {
      for (const { name, viewport } of VIEWPORTS) {
        it(`${role} on ${site} (${language}) at ${viewport.width} px`, async () => {
          const context = await siteContext(suite.browser, suite.stack, site, {
            viewport,
            language,
            login: role,
            reuseSession: true,
          });
          await withContextPage(context, `office-loyalty-${site}-${role}-${name}`, async (watched) => {
            const { page } = watched;
            const t = (key: string) => text(language, key);
            await openPage(watched, suite.stack.url(site, '/office'));
            // The home's dashboard block names the programme and links to it.
            const homeLink = page.locator('main [data-link="loyalty"]');
            expect(spaces(await homeLink.textContent())).toBe(t('office:home.loyalty'));
            if (role === 'partner') {
              const partners = page.locator('[data-figure="partners"] a');
              expect(await partners.getAttribute('href')).toBe('/office/business/structure');
            }
            await evidenceShot(page, {
              path: join(suite.screenshots, `home-${site}-${language}-${role}-${name}.png`),
              fullPage: true,
            });
            await homeLink.click();
            await page.waitForURL((url) => url.pathname === LOYALTY_PATH);
            await waitForReady(watched);
            expect(await page.locator('main h1').first().textContent()).toBe(t('statements:loyaltyPage.title'));
            expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');

            // Spec 2 §6: the role's own programme, titled for that role.
            await page.locator(`[data-loyalty="${role}"]`).waitFor();
            expect(await page.getByRole('heading', { name: t(`statements:loyalty.${role}`) }).count()).toBe(1);
            const reply = await loyaltyReply(watched, '');
            expect(reply.loyalty.role).toBe(role);
            const bonus = spaces(await page.locator('[data-figure="loyalty-bonus"] span').last().textContent());
            expect(bonus).toBe(
              reply.bonus === null
                ? t('statements:loyaltyPage.noBonus')
                : spaces(formatPrice(reply.bonus, reply.currency_code, language)),
            );
            expect(await page.locator('[data-month]').count()).toBe(reply.loyalty.months.length);
            expect(await page.getByRole('heading', { name: t('statements:loyaltyPage.rulesTitle') }).count()).toBe(1);

            const links = LINKS_OF[role];
            const statementLinks = page.locator('main a[href^="/office/business/statement?"]');
            const bonusLinks = page.locator('main a[href^="/office/business/statement/bonus?"]');
            expect(await statementLinks.count()).toBe(links.statement ? 1 : 0);
            expect(await bonusLinks.count()).toBe(links.bonuses ? 1 : 0);
            expect(await bonusLinks.getAttribute('href')).toBe(
              `/office/business/statement/bonus?period=${reply.period.id}`,
            );

            if (name === 'desk') {
              // An earlier period: kept in ?period=, the months end with it.
              const earlier = reply.periods[EARLIER_PERIOD_INDEX]!.id;
              await page.getByLabel(t('statements:period')).selectOption(String(earlier));
              await page.waitForURL((url) => url.searchParams.get('period') === String(earlier));
              await page.getByRole('heading', { name: periodName(earlier, language, 'long'), exact: true }).waitFor();
              const chosen = await loyaltyReply(watched, `?period_id=${earlier}`);
              expect(chosen.loyalty.months.at(-1)?.period_id).toBe(earlier);
              await page.locator(`[data-month="${earlier}"]`).waitFor();
              expect(await page.locator('[data-month]').count()).toBe(chosen.loyalty.months.length);
            }

            expect(await horizontalOverflow(page)).toBe(0);
            expect(await seriousA11yViolations(page)).toEqual([]);
            expect(watched.unexpected()).toEqual([]);
            await evidenceShot(page, {
              path: join(suite.screenshots, `${site}-${language}-${role}-${name}.png`),
              fullPage: true,
            });
          });
        });
      }
    }
  }
});
