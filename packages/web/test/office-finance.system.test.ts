import { join } from 'node:path';
import { AMOUNT_ERRORS, minorToDecimal, toMinor } from '@gf/contracts/rules/money-rules';
import { SMS_CODE as SANDBOX_SMS_CODE } from '@gf/sandbox/state/users';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../src/lib/format-price.js';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  readJson,
  seriousA11yViolations,
  waitForInteractive,
  waitForReady,
  withContextPage,
} from './harness/checks.js';
import { pickDate } from './harness/date-field.js';
import { evidenceShot } from './harness/evidence.js';
import { addSession, gatewayCall, sharedSession, siteContext, spectate } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 18, "How it will be checked": in Chromium as partner on ru and us, read the accounts and
 * page the transactions, transfer to another user and see both balances, request and sign a
 * payout, add a payout company with a document and agree to its offer; a double-clicked transfer
 * makes one transfer (sandbox call log); as viewer spectating, every money action is refused.
 * The pages are looked at on phones and desks, in ru and he (right to left).
 */
const FLOW_SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'us', language: 'en-US' },
] as const;
const LOOK_SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'il', language: 'he' },
] as const;
const VIEWPORTS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desk', viewport: DESKTOP },
] as const;
const PAGES = ['accounts', 'transfer', 'payouts', 'security'] as const;
/** The other demo user the partner transfers to: the client (user 2). */
const RECIPIENT = { login: 'client', number: '100002' } as const;
/** A transfer and a payout are this many times the least one allowed. */
const AMOUNT_OVER_MIN = 2;
const COMPANY = {
  name: 'Green Home LLC',
  vat: '7701234567',
  address: 'Moscow, Tverskaya 1',
  bank_account: '40702810900000012345',
};

const suite = browserSuite('office-finance');

interface Balance {
  balance: number;
  currency_code: string;
}
type Accounts = Record<'internal' | 'gift' | 'travel' | 'autobonus', Balance>;

const spaces = (value: string | null): string => (value ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const calls = async (operation: string): Promise<number> =>
  ((await suite.stack.admin('GET', '/calls')) as { counts: Record<string, number> }).counts[operation] ?? 0;
const accountsOf = async (site: string, login: string): Promise<Accounts> =>
  JSON.parse(
    (
      await gatewayCall(
        suite.stack,
        site,
        'GET',
        '/bff/v1/office/finance/accounts',
        undefined,
        await sharedSession(suite.stack, site, login),
      )
    ).body,
  );
/** The international payout form's fields as the upstream configures them. */
type AbroadField = { name: string; label: string; type: string; options: string[] };
/** Values a bank abroad accepts, by field name. */
const ABROAD_VALUES: Record<string, string> = {
  beneficiary_name: 'Anna Partnerova',
  iban: 'DE89370400440532013000',
  swift: 'DEUTDEFF',
  birth_date: '1985-04-12',
};
const fillAbroad = async (abroad: Locator, language: string, fields: readonly AbroadField[]) => {
  for (const field of fields) {
    if (field.type === 'date') {
      await pickDate(abroad, language, field.label, ABROAD_VALUES[field.name] ?? '');
      continue;
    }
    const input = abroad.getByLabel(field.label);
    if (field.type === 'select') await input.selectOption(field.options[0] ?? '');
    else await input.fill(ABROAD_VALUES[field.name] ?? '');
  }
};

/** The dialog's rise has ended: its boxes are where they stay. */
const settle = (dialog: Locator) =>
  dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

/** Accepts the international payout terms unless an earlier test on the site already has. */
const acceptAbroadTerms = async (abroad: Locator, language: string) => {
  const accept = abroad.getByRole('button', { name: text(language, 'payouts:abroad.accept') });
  const submit = abroad.getByRole('button', { name: text(language, 'payouts:abroad.submit') });
  await submit.or(accept).waitFor();
  if (await accept.isVisible()) await accept.click();
  await submit.waitFor();
};

/** An amount the least one allowed times AMOUNT_OVER_MIN, as a person types it. */
const typedAmount = (min: number): string => minorToDecimal(toMinor(min) * AMOUNT_OVER_MIN);

/** The text of the alert that holds the focus, if one does (FormRefusal takes it when it appears). */
const focusedAlert = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('role') === 'alert' ? (active.textContent ?? '') : null;
  });

/** The error shown under a field: the text its aria-describedby names. */
const errorUnder = (field: Locator): Promise<string> =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

/** The gateway refuses the next write to `url` with an error on one field (a 422, as after the upstream's check). */
const refuseField = (page: Page, url: string, field: string, code: string) =>
  page.route(url, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { status: 422, code: 'invalid_input', message: code, fields: { [field]: [code] } },
          }),
        })
      : route.fallback(),
  );

/**
 * Issue 32 item 2: the confirm step of every money move shows from, to, amount and its confirm
 * button on one 375×812 screen, each value readable (never a column a letter or two wide). First in
 * the file: the partner's open payout periods (shared by the sites) are still open; nothing is sent.
 */
const CONFIRM_SITES = [
  { site: 'ru', language: 'ru' },
  { site: 'us', language: 'en-US' },
  { site: 'il', language: 'he' },
] as const;
/** A value narrower than this share of its dialog reads a few letters a line. */
const READABLE_SHARE = 0.6;

/** The parts of a confirm dialog that are not wholly inside the window, and values too narrow to read. */
const confirmProblems = async (dialog: Locator, confirmLabel: string): Promise<string[]> => {
  const parts = [
    ...['from', 'to', 'amount'].map((name) => ({ name, part: dialog.locator(`[data-confirm="${name}"]`) })),
    { name: 'confirm', part: dialog.getByRole('button', { name: confirmLabel, exact: true }) },
  ];
  const box = (await dialog.boundingBox())!;
  const problems: string[] = [];
  for (const { name, part } of parts) {
    const found = await part.boundingBox();
    if (!found) {
      problems.push(`${name} missing`);
      continue;
    }
    if (found.x < 0 || found.y < 0 || found.x + found.width > PHONE.width || found.y + found.height > PHONE.height)
      problems.push(`${name} out of view`);
    if (name !== 'confirm' && found.width < box.width * READABLE_SHARE) problems.push(`${name} ${found.width}px wide`);
  }
  const amount = dialog.locator('[data-confirm="amount"]');
  if (await amount.evaluate((dd) => dd.scrollWidth > dd.clientWidth)) problems.push('amount clipped');
  return problems;
};

describe('the confirm step of every money move at 375×812 (issue 32 item 2)', () => {
  for (const { site, language } of CONFIRM_SITES) {
    it(`transfer, payout and international payout on ${site} (${language}): from, to, amount and confirm in view at once`, async () => {
      const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport: PHONE,
        language,
        login: 'partner',
        reuseSession: true,
      });
      await withContextPage(context, `office-finance-confirm-${site}`, async (watched) => {
        const { page } = watched;
        const look = async (title: string, confirmLabel: string, shot: string) => {
          const dialog = page.getByRole('dialog', { name: title });
          await dialog.waitFor();
          await settle(dialog);
          expect(await confirmProblems(dialog, confirmLabel), shot).toEqual([]);
          await evidenceShot(page, { path: join(suite.screenshots, `confirm-${shot}-${site}-375.png`) });
          // Back leaves the step without sending anything.
          await dialog.getByRole('button', { name: t('finance:confirm.back'), exact: true }).click();
          await dialog.waitFor({ state: 'hidden' });
        };
        const moves = await Promise.all(['financeTransferAdd', 'payoutAdd', 'payoutInternationalAdd'].map(calls));

        await openPage(watched, suite.stack.url(site, '/office/finance/transfer'));
        await waitForInteractive(page);
        const rules = await readJson<{ min_amount: number; currency_code: string }>(
          page,
          '/bff/v1/office/finance/transfers/internal',
        );
        await page
          .getByLabel(t('finance:transfer.amount', { currency: rules.currency_code }))
          .fill(typedAmount(rules.min_amount));
        await page
          .getByLabel(t('finance:transfer.comment'))
          .fill('November team bonus for Anna Partnerova, with thanks');
        await page.getByRole('button', { name: t('finance:transfer.review') }).click();
        await look(t('finance:confirm.title'), t('finance:confirm.send'), 'transfer');

        await openPage(watched, suite.stack.url(site, '/office/finance/payouts'));
        await waitForInteractive(page);
        const payouts = await readJson<{ min_amount: number; currency_code: string }>(page, '/bff/v1/office/payouts');
        await page
          .getByRole('region', { name: t('payouts:request.title') })
          .getByLabel(t('payouts:request.amount', { currency: payouts.currency_code }))
          .fill(typedAmount(payouts.min_amount));
        await page.getByRole('button', { name: t('payouts:request.submit'), exact: true }).click();
        await look(t('payouts:confirm.title'), t('payouts:confirm.send'), 'payout');

        const abroad = page.getByRole('region', { name: t('payouts:abroad.title') });
        const form = await readJson<{ min_amount: number; currency_code: string; fields: AbroadField[] }>(
          page,
          '/bff/v1/office/payouts/international',
        );
        await acceptAbroadTerms(abroad, language);
        await fillAbroad(abroad, language, form.fields);
        await abroad
          .getByLabel(t('payouts:request.amount', { currency: form.currency_code }))
          .fill(typedAmount(form.min_amount));
        await abroad.getByRole('button', { name: t('payouts:abroad.submit') }).click();
        await look(t('payouts:confirm.title'), t('payouts:confirm.send'), 'abroad');

        expect(await Promise.all(['financeTransferAdd', 'payoutAdd', 'payoutInternationalAdd'].map(calls))).toEqual(
          moves,
        );
        expect(watched.unexpected()).toEqual([]);
      });
    });
  }
});

describe('money in the office (issue 18) as partner', () => {
  // First: the partner's flows below use up the periods a payout may be requested for.
  it('refuses every money action to a viewer spectating the partner, and moves nothing', async () => {
    const site = 'ru';
    const language = 'ru';
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    const cookie = await spectate(suite.stack, site, await sharedSession(suite.stack, site, 'viewer'), 'partner');
    const context = await siteContext(suite.browser, suite.stack, site, { viewport: DESKTOP, language });
    await addSession(context, site, cookie);
    await withContextPage(context, 'office-finance-spectator', async (watched) => {
      const { page } = watched;
      const before = await Promise.all(['financeTransferAdd', 'payoutAdd'].map(calls));
      await openPage(watched, suite.stack.url(site, '/office/finance/transfer'));
      await waitForInteractive(page);
      const rules = await readJson<{ min_amount: number; currency_code: string }>(
        page,
        '/bff/v1/office/finance/transfers/internal',
      );
      const transferAmount = page.getByLabel(t('finance:transfer.amount', { currency: rules.currency_code }));
      await transferAmount.fill(typedAmount(rules.min_amount));
      await page.getByRole('button', { name: t('finance:transfer.review') }).click();
      await page.getByRole('button', { name: t('finance:confirm.send'), exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: t('finance:errors.spectator') })
        .waitFor();
      // STYLE.md wave 3: the refusal at the top of the form with the focus on it, what was typed kept.
      expect(await focusedAlert(page)).toBe(t('finance:errors.spectator'));
      expect(await transferAmount.inputValue()).toBe(typedAmount(rules.min_amount));
      // The gateway's field error under its field.
      await refuseField(page, '**/bff/v1/office/finance/transfers/internal', 'amount', AMOUNT_ERRORS.overBalance);
      await page.getByRole('button', { name: t('finance:transfer.review') }).click();
      await page.getByRole('button', { name: t('finance:confirm.send'), exact: true }).click();
      await expect.poll(() => errorUnder(transferAmount)).toBe(t('finance:errors.amount_over_balance'));
      await page.unrouteAll();

      await openPage(watched, suite.stack.url(site, '/office/finance/payouts'));
      await waitForInteractive(page);
      const payouts = await readJson<{ min_amount: number; currency_code: string }>(page, '/bff/v1/office/payouts');
      const payoutAmount = page
        .getByRole('region', { name: t('payouts:request.title') })
        .getByLabel(t('payouts:request.amount', { currency: payouts.currency_code }));
      await payoutAmount.fill(typedAmount(payouts.min_amount));
      await page.getByRole('button', { name: t('payouts:request.submit'), exact: true }).click();
      await page.getByRole('button', { name: t('payouts:confirm.send'), exact: true }).click();
      await page.getByText(t('finance:errors.spectator')).waitFor();
      expect(await focusedAlert(page)).toBe(t('finance:errors.spectator'));
      expect(await payoutAmount.inputValue()).toBe(typedAmount(payouts.min_amount));
      await refuseField(page, '**/bff/v1/office/payouts', 'amount', AMOUNT_ERRORS.overBalance);
      await page.getByRole('button', { name: t('payouts:request.submit'), exact: true }).click();
      await page.getByRole('button', { name: t('payouts:confirm.send'), exact: true }).click();
      await expect.poll(() => errorUnder(payoutAmount)).toBe(t('finance:errors.amount_over_balance'));
      await page.unrouteAll();
      expect(await Promise.all(['financeTransferAdd', 'payoutAdd'].map(calls))).toEqual(before);
      await evidenceShot(page, { path: join(suite.screenshots, 'spectator-refused.png'), fullPage: true });
    });
  });
  for (const { site, language } of FLOW_SITES) {
    it(`reads accounts, transfers, adds a company, requests and signs a payout on ${site} (${language})`, async () => {
      const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport: DESKTOP,
        language,
        login: 'partner',
        reuseSession: true,
      });
      await withContextPage(context, `office-finance-${site}`, async (watched) => {
        const { page } = watched;
        const money = (amount: number, currency: string) => spaces(formatPrice(amount, currency, language));

        // Accounts: the four balances as the gateway gives them, transactions a page at a time.
        await openPage(watched, suite.stack.url(site, '/office/finance/accounts'));
        await waitForReady(watched);
        const accounts = await readJson<Accounts>(page, '/bff/v1/office/finance/accounts');
        for (const type of ['internal', 'gift', 'travel', 'autobonus'] as const) {
          const shown = spaces(await page.locator(`[data-account="${type}"] span`).last().textContent());
          expect(shown, type).toBe(money(accounts[type].balance, accounts[type].currency_code));
        }
        const firstRow = await page.locator('table tbody tr, [role="row"]').nth(1).textContent();
        await page.getByRole('button', { name: text(language, 'common:pager.next') }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await expect.poll(() => page.locator('table tbody tr, [role="row"]').nth(1).textContent()).not.toBe(firstRow);

        // Transfer to the client, double-clicked at the confirm step: one transfer, both balances move.
        const theirsBefore = await accountsOf(site, RECIPIENT.login);
        await openPage(watched, suite.stack.url(site, '/office/finance/transfer'));
        await waitForInteractive(page);
        const rules = await readJson<{ min_amount: number; currency_code: string }>(
          page,
          '/bff/v1/office/finance/transfers/internal',
        );
        const amount = typedAmount(rules.min_amount);
        const sent = Number(amount);
        await page.getByLabel(t('finance:transfer.toUser')).check();
        await page.getByRole('button', { name: t('finance:transfer.chooseRecipient') }).click();
        await page.getByLabel(t('finance:recipient.search')).fill(RECIPIENT.number);
        await page.getByRole('button', { name: new RegExp(RECIPIENT.number) }).click();
        expect(spaces(await page.locator('[data-recipient]').textContent())).toContain(RECIPIENT.number);
        await page.getByLabel(t('finance:transfer.amount', { currency: rules.currency_code })).fill(amount);
        await page.getByRole('button', { name: t('finance:transfer.review') }).click();
        expect(spaces(await page.locator('[data-confirm="amount"]').textContent())).toBe(
          money(sent, rules.currency_code),
        );
        const transfersBefore = await calls('financeTransferAdd');
        await page.getByRole('button', { name: t('finance:confirm.send'), exact: true }).dblclick();
        await page.getByRole('status').filter({ hasText: RECIPIENT.number }).waitFor();
        expect((await calls('financeTransferAdd')) - transfersBefore).toBe(1);
        const mineAfter = await readJson<Accounts>(page, '/bff/v1/office/finance/accounts');
        expect(toMinor(mineAfter.internal.balance)).toBe(toMinor(accounts.internal.balance) - toMinor(sent));
        await expect
          .poll(async () => spaces(await page.locator('[data-account="internal"] span').last().textContent()))
          .toBe(money(mineAfter.internal.balance, mineAfter.internal.currency_code));
        const theirsAfter = await accountsOf(site, RECIPIENT.login);
        expect(toMinor(theirsAfter.internal.balance)).toBe(toMinor(theirsBefore.internal.balance) + toMinor(sent));
        await evidenceShot(page, { path: join(suite.screenshots, `transfer-done-${site}.png`), fullPage: true });

        // The transfer modal over the accounts page (spec 1 §2): to an own account, the same confirm step.
        await openPage(watched, suite.stack.url(site, '/office/finance/accounts'));
        await waitForInteractive(page);
        const beforeModal = await readJson<Accounts>(page, '/bff/v1/office/finance/accounts');
        await page.getByRole('button', { name: t('finance:transfer.formTitle') }).click();
        const transferModal = page.getByRole('dialog', { name: t('finance:transfer.formTitle') });
        await transferModal.getByLabel(t('finance:transfer.amount', { currency: rules.currency_code })).fill(amount);
        await transferModal.getByRole('button', { name: t('finance:transfer.review') }).click();
        await page.getByRole('button', { name: t('finance:confirm.send'), exact: true }).click();
        await transferModal
          .getByRole('status')
          .filter({ hasText: t('finance:account.gift') })
          .waitFor();
        const afterModal = await readJson<Accounts>(page, '/bff/v1/office/finance/accounts');
        expect(toMinor(afterModal.internal.balance)).toBe(toMinor(beforeModal.internal.balance) - toMinor(sent));
        expect(toMinor(afterModal.gift.balance)).toBe(toMinor(beforeModal.gift.balance) + toMinor(sent));
        await evidenceShot(page, { path: join(suite.screenshots, `transfer-modal-${site}.png`) });
        await transferModal
          .getByRole('button', { name: t('finance:close') })
          .first()
          .click();
        await expect
          .poll(async () => spaces(await page.locator('[data-account="gift"] span').last().textContent()))
          .toBe(money(afterModal.gift.balance, afterModal.gift.currency_code));

        // A payout company with a document, then its offer agreed to.
        await openPage(watched, suite.stack.url(site, '/office/finance/payouts'));
        await waitForInteractive(page);
        // The form of a company, apart from the international payout's (its fields have like names).
        const companies = page.getByRole('region', { name: t('payouts:company.title') });
        await companies.getByRole('button', { name: t('payouts:company.new') }).click();
        const name = `${COMPANY.name} ${site}`;
        await companies.getByLabel(t('payouts:company.name')).fill(name);
        await companies.getByLabel(t('payouts:company.vat')).fill(`${COMPANY.vat}${site === 'ru' ? '1' : '2'}`);
        await companies.getByLabel(t('payouts:company.address')).fill(COMPANY.address);
        await companies.getByLabel(t('payouts:company.bank_account')).fill(COMPANY.bank_account);
        const pdf = Buffer.from('%PDF-1.7\n% registration certificate\n');
        await companies
          .getByLabel(t('payouts:company.document'), { exact: true })
          .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: pdf });
        await page.getByRole('list', { name: t('payouts:company.documents') }).waitFor();
        await page.getByRole('button', { name: t('payouts:company.add'), exact: true }).click();
        const company = page.locator(`[data-company="${name}"]`);
        await company.waitFor();
        expect(await company.getByRole('link', { name: 'registration.pdf' }).count()).toBe(1);
        await company.getByRole('button', { name: t('payouts:company.agreeOffer') }).click();
        await page.getByRole('button', { name: t('payouts:offer.agree') }).click();
        await company.locator('[data-offer="agreed"]').waitFor();

        // Payout: requested within min..max, then signed with the SMS code. On us it goes to the
        // company, which then has to send its invoice: attached in the upload modal (spec 1 §2).
        const toCompany = site === 'us';
        if (toCompany) await page.getByLabel(t('payouts:request.to')).selectOption({ label: name });
        const payouts = await readJson<{ min_amount: number; currency_code: string }>(page, '/bff/v1/office/payouts');
        const payoutsBefore = await calls('payoutAdd');
        await page
          .getByRole('region', { name: t('payouts:request.title') })
          .getByLabel(t('payouts:request.amount', { currency: payouts.currency_code }))
          .fill(typedAmount(payouts.min_amount));
        await page.getByRole('button', { name: t('payouts:request.submit'), exact: true }).click();
        // Nothing is sent before the confirm step's button (issue 32 item 2).
        await page.getByRole('dialog', { name: t('payouts:confirm.title') }).waitFor();
        expect(await calls('payoutAdd')).toBe(payoutsBefore);
        await page.getByRole('button', { name: t('payouts:confirm.send'), exact: true }).click();
        await page.locator('[data-sign]').first().waitFor();
        expect((await calls('payoutAdd')) - payoutsBefore).toBe(1);
        await page.locator('[data-sign]').first().click();
        await page.getByLabel(t('payouts:sign.code')).fill(SANDBOX_SMS_CODE);
        await page
          .getByRole('button', { name: t('payouts:sign.submit'), exact: true })
          .last()
          .click();
        await expect.poll(() => page.locator('[data-sign]').count()).toBe(0);
        if (toCompany) {
          await page.locator('[data-invoice]').first().click();
          const upload = page.getByRole('dialog', { name: t('payouts:invoice.title') });
          await upload.getByLabel(t('payouts:invoice.file'), { exact: true }).setInputFiles({
            name: 'invoice.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from('%PDF-1.7\n% invoice\n'),
          });
          await upload.waitFor({ state: 'detached' });
          await expect.poll(() => page.locator('[data-invoice]').count()).toBe(0);
        }
        expect(await page.locator('[data-status="processing"]').count()).toBeGreaterThan(0);

        await evidenceShot(page, { path: join(suite.screenshots, `payouts-done-${site}.png`), fullPage: true });
      });
    });
  }
});

describe('international payouts and the card-payout provider (spec 2 §2 "Payouts")', () => {
  it('accepts the terms, requests an international payout, opens a card account and resends its invitation', async () => {
    const site = 'ru';
    const language = 'ru';
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    const context = await siteContext(suite.browser, suite.stack, site, {
      viewport: PHONE,
      language,
      login: 'partner',
      reuseSession: true,
    });
    await withContextPage(context, 'office-finance-abroad', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url(site, '/office/finance/payouts'));
      await waitForInteractive(page);
      const form = await readJson<{
        min_amount: number;
        currency_code: string;
        fields: { name: string; label: string; type: string; options: string[] }[];
      }>(page, '/bff/v1/office/payouts/international');
      const abroad = page.getByRole('region', { name: t('payouts:abroad.title') });
      await acceptAbroadTerms(abroad, language);
      await fillAbroad(abroad, language, form.fields);
      await abroad
        .getByLabel(t('payouts:request.amount', { currency: form.currency_code }))
        .fill(typedAmount(form.min_amount));
      const before = await calls('payoutInternationalAdd');
      await abroad.getByRole('button', { name: t('payouts:abroad.submit') }).click();
      await page.getByRole('dialog', { name: t('payouts:confirm.title') }).waitFor();
      expect(await calls('payoutInternationalAdd')).toBe(before);
      await page.getByRole('button', { name: t('payouts:confirm.send'), exact: true }).click();
      // The phone shows the international payouts as cards of the office's one table, the amount whole.
      const cards = abroad.getByRole('list', { name: t('payouts:abroad.title') });
      await cards.getByRole('listitem').first().waitFor();
      expect((await calls('payoutInternationalAdd')) - before).toBe(1);
      const amount = cards.locator('[data-column="amount"] > dd').first();
      expect(
        await amount.evaluate(
          (dd) => dd.scrollWidth <= dd.clientWidth && dd.getBoundingClientRect().right <= innerWidth,
        ),
      ).toBe(true);

      const cardPayouts = page.getByRole('region', { name: t('payouts:card.title') });
      // The business type is chosen in the company-type modal (spec 1 §2), the first one as offered.
      await cardPayouts.getByRole('button', { name: t('payouts:card.add') }).click();
      const companyType = page.getByRole('dialog', { name: t('payouts:card.businessType') });
      await companyType.getByRole('radio').first().check();
      await companyType.getByRole('button', { name: t('payouts:card.add') }).click();
      await companyType.waitFor({ state: 'hidden' });
      await cardPayouts.locator('[data-card-account="invited"]').waitFor();
      await cardPayouts
        .getByRole('button', { name: t('payouts:card.invite') })
        .first()
        .click();
      await cardPayouts.getByRole('link', { name: t('payouts:card.openInvitation') }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await evidenceShot(page, { path: join(suite.screenshots, 'abroad-and-cards-ru-phone.png'), fullPage: true });
    });
  });
});

describe('the money pages at 375 and 1280 px, in ru and he', () => {
  for (const { site, language } of LOOK_SITES) {
    for (const { name, viewport } of VIEWPORTS) {
      it(`${site} (${language}) at ${viewport.width} px: no sideways scrolling, right to left in he`, async () => {
        const context = await siteContext(suite.browser, suite.stack, site, {
          viewport,
          language,
          login: 'partner',
          reuseSession: true,
        });
        await withContextPage(context, `office-finance-look-${site}-${name}`, async (watched) => {
          const { page } = watched;
          for (const path of PAGES) {
            await openPage(watched, suite.stack.url(site, `/office/finance/${path}`));
            await waitForReady(watched);
            await page.locator('main h1').first().waitFor();
            expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
            expect(await horizontalOverflow(page), `${path} ${site} ${name}`).toBe(0);
            expect(watched.unexpected(), path).toEqual([]);
            expect(await seriousA11yViolations(page), path).toEqual([]);
            await evidenceShot(page, { path: join(suite.screenshots, `${path}-${site}-${name}.png`), fullPage: true });
          }
        });
      });
    }
  }
});
