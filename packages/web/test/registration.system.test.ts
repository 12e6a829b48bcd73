import { join } from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@gf/contracts/rules/password-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { SMS_CODE } from '@gf/sandbox/state/users';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
import { refuseFields } from './harness/field-refusal.js';
import { siteContext } from './harness/session.js';
import { browserSuite } from './harness/suite.js';
import { text } from './harness/text.js';

/**
 * Issue 19 "How it will be checked": in Chromium on ru, kz, my and il, a client registers from an
 * invitation link and lands signed in (spec 2 §4 "Registration", §5 phone rules), then recovers the
 * password from the sign-in page's "forgot password" link (spec 2 §4 "Password reset") and signs in
 * with the new one; a partner registers a partner from /office/links and opens /office/profile.
 * At 375 and 1280 px, Hebrew right to left; screenshots kept as evidence.
 */
const CASES = [
  { site: 'ru', language: 'ru', viewport: PHONE, mobile: '+7 916 555 0{n}', landline: '+7 495 123 45 67' },
  { site: 'ru', language: 'ru', viewport: DESKTOP, mobile: '+7 916 555 1{n}', landline: '+7 495 123 45 67' },
  { site: 'kz', language: 'kk', viewport: PHONE, mobile: '+7 701 555 2{n}', landline: '+7 727 258 45 67' },
  { site: 'my', language: 'ms', viewport: DESKTOP, mobile: '+60 12 555 3{n}', landline: '+60 3 2123 4567' },
  { site: 'il', language: 'he', viewport: PHONE, mobile: '+972 54 555 4{n}', landline: '+972 2 123 4567' },
  { site: 'il', language: 'he', viewport: DESKTOP, mobile: '+972 54 555 5{n}', landline: '+972 2 123 4567' },
] as const;
/** The office check: a partner registers a partner on each site, at both widths in ru and he. */
const OFFICE_CASES = [
  { site: 'ru', language: 'ru', viewport: PHONE, mobile: '+7 916 556 0001', landline: '+7 495 123 45 67' },
  { site: 'ru', language: 'ru', viewport: DESKTOP, mobile: '+7 916 556 0002', landline: '+7 495 123 45 67' },
  { site: 'kz', language: 'kk', viewport: DESKTOP, mobile: '+7 701 556 0003', landline: '+7 727 258 45 67' },
  { site: 'my', language: 'ms', viewport: PHONE, mobile: '+60 12 556 0004', landline: '+60 3 2123 4567' },
  { site: 'il', language: 'he', viewport: PHONE, mobile: '+972 54 556 0005', landline: '+972 2 123 4567' },
  { site: 'il', language: 'he', viewport: DESKTOP, mobile: '+972 54 556 0006', landline: '+972 2 123 4567' },
] as const;
/** The demo partner's client invite (sandbox: INV-C-<sponsor number>). */
const CLIENT_INVITE = 'INV-C-100001';
const SPONSOR_NUMBER = '100001';
const FIRST_PASSWORD = 'joined-2026';
const NEW_PASSWORD = 'recovered-2026';
const suite = browserSuite('registration');

const authState = (page: Page): Promise<{ signedIn: boolean; user: { role: string } | null }> =>
  page.evaluate(async () => (await fetch('/bff/v1/auth?fresh=1')).json());

describe('registration from an invitation, then password recovery, on ru, kz, my and il', () => {
  CASES.forEach(({ site, language, viewport, mobile, landline }, index) => {
    const phone = mobile.replace('{n}', String(index).padStart(3, '0'));
    const email = `joined.${site}.${index}@example.com`;
    const t = (key: string, values?: Record<string, string>) => text(language, key, values);
    const shot = (page: Page, name: string) =>
      evidenceShot(page, {
        path: join(suite.screenshots, `${name}-${site}-${language}-${viewport.width}.png`),
        fullPage: true,
      });

    it(`${site} (${language}) at ${viewport.width} px`, async () => {
      expect(phoneProblem(phone, site.toUpperCase())).toBeNull();
      expect(phoneProblem(landline, site.toUpperCase())).toBe('type');

      const joining = await siteContext(suite.browser, suite.stack, site, { viewport, language });
      await withContextPage(joining, `registration-${site}-${language}-${viewport.width}`, async (watched) => {
        const { page } = watched;
        await openPage(watched, suite.stack.url(site, `/invite/client/${CLIENT_INVITE}`));
        expect(await page.locator('main h1').first().textContent()).toBe(t('registration:invite.clientTitle'));
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
        await page.getByText(new RegExp(SPONSOR_NUMBER)).first().waitFor();

        // Spec 2 §5: a landline is refused in the form itself, and the number stays as typed.
        const phoneField = page.getByLabel(t('registration:fields.phone'));
        await phoneField.fill(landline);
        await page.getByRole('button', { name: t('registration:registration.sendCode') }).click();
        await page.getByText(t('registration:rules.type')).waitFor();
        expect(await phoneField.inputValue()).toBe(landline);
        await shot(page, 'phone-error');

        await phoneField.fill(phone);
        await page.getByRole('button', { name: t('registration:registration.sendCode') }).click();
        await page.getByLabel(t('registration:registration.code')).fill(SMS_CODE);
        await page.getByRole('button', { name: t('registration:registration.check') }).click();

        await page.getByLabel(t('registration:fields.first_name')).fill('Vera');
        await page.getByLabel(t('registration:fields.last_name')).fill('Lebedeva');
        await page.getByLabel(t('registration:fields.birth_date')).fill('1990-04-12');
        await page.getByLabel(t('registration:fields.city')).fill('Almaty');
        await page.getByLabel(t('registration:fields.email')).fill(email);
        // A weak password is named at its field; everything typed stays.
        await page.getByLabel(t('registration:fields.password'), { exact: true }).fill('1'.repeat(PASSWORD_MIN_LENGTH));
        await page.getByLabel(t('registration:fields.password_repeat')).fill('1'.repeat(PASSWORD_MIN_LENGTH));
        await page.getByRole('button', { name: t('registration:registration.submit') }).click();
        await page.getByText(t('registration:rules.weak')).waitFor();
        expect(await page.getByLabel(t('registration:fields.email')).inputValue()).toBe(email);
        await page.getByLabel(t('registration:fields.password'), { exact: true }).fill(FIRST_PASSWORD);
        await page.getByLabel(t('registration:fields.password_repeat')).fill(FIRST_PASSWORD);
        await page.getByLabel(t('registration:registration.agreement')).check();
        expect(await horizontalOverflow(page)).toBe(0);
        await shot(page, 'details');
        await page.getByRole('button', { name: t('registration:registration.submit') }).click();

        // Signed in by the registration itself, and taken to the office.
        await page.waitForURL((url) => url.pathname === '/office');
        await waitForReady(watched);
        expect(await authState(page)).toMatchObject({ signedIn: true, user: { role: 'client' } });
        expect(watched.unexpected()).toEqual([]);
      });

      const recovering = await siteContext(suite.browser, suite.stack, site, { viewport, language });
      await withContextPage(recovering, `recovery-${site}-${language}-${viewport.width}`, async (watched) => {
        const { page } = watched;
        await openPage(watched, suite.stack.url(site, '/office/auth'));
        await page.getByRole('link', { name: t('auth:signIn.forgot') }).click();
        await page.waitForURL((url) => url.pathname === '/office/password-recovery');
        await waitForReady(watched);
        expect(await page.locator('main h1').first().textContent()).toBe(t('registration:recovery.title'));
        await page.getByLabel(t('registration:recovery.login')).fill(email);
        await page.getByRole('button', { name: t('registration:recovery.send') }).click();
        // A wrong code shows under the code field (spec 2 §8: SMS errors on sms).
        const code = page.getByLabel(t('registration:recovery.code'));
        await code.fill('0000');
        await page.getByRole('button', { name: t('registration:recovery.check') }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await code.fill(SMS_CODE);
        await page.getByRole('button', { name: t('registration:recovery.check') }).click();
        await page.getByLabel(t('registration:fields.password'), { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel(t('registration:fields.password_repeat')).fill(NEW_PASSWORD);
        await shot(page, 'recovery');
        await page.getByRole('button', { name: t('registration:recovery.save') }).click();
        await page.getByText(t('registration:recovery.done')).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.getByRole('link', { name: t('registration:recovery.signIn') }).click();
        await page.waitForURL((url) => url.pathname === '/office/auth');
        await waitForReady(watched);
        await page.getByLabel(t('auth:signIn.login')).fill(email);
        await page.getByLabel(t('auth:signIn.password')).fill(NEW_PASSWORD);
        await page
          .locator('main')
          .getByRole('button', { name: t('auth:signIn.submit') })
          .click();
        await page.waitForURL((url) => url.pathname === '/office');
        expect(await authState(page)).toMatchObject({ signedIn: true, user: { role: 'client' } });
        // The one failure is the wrong code, which the test typed on purpose.
        expect(watched.unexpected((failure) => failure.url.includes('/bff/v1/auth/password-recovery/check'))).toEqual(
          [],
        );
      });
    });
  });

  it.each(OFFICE_CASES)(
    'a partner on $site ($language) at $viewport.width px creates a partner from /office/links and opens /office/profile',
    async ({ site, language, viewport, mobile, landline }) => {
      const t = (key: string, values?: Record<string, string>) => text(language, key, values);
      const phone = mobile;
      expect(phoneProblem(phone, site.toUpperCase())).toBeNull();
      const context = await siteContext(suite.browser, suite.stack, site, {
        viewport,
        language,
        login: 'partner',
        reuseSession: true,
      });
      await withContextPage(context, `office-people-${site}-${language}-${viewport.width}`, async (watched) => {
        const { page } = watched;
        const shot = (name: string) =>
          evidenceShot(page, {
            path: join(suite.screenshots, `${name}-${site}-${language}-${viewport.width}.png`),
            fullPage: true,
          });
        await openPage(watched, suite.stack.url(site, '/office/links'));
        expect(await page.locator('main h1').first().textContent()).toBe(t('people:links.title'));
        // A new invitation link for a client appears among the active ones.
        await page.getByRole('button', { name: t('people:links.newClient') }).click();
        await page.locator('[data-invite^="INV-C-"]').first().waitFor();
        const form = page.locator('section[aria-labelledby="register"]');
        await form.getByLabel(t('people:register.partner')).check();
        await form.getByLabel(t('people:register.phone')).fill(phone);
        await form.getByRole('button', { name: t('people:register.send') }).click();
        await form.getByLabel(t('people:register.code')).fill(SMS_CODE);
        await form.getByRole('button', { name: t('people:register.check') }).click();
        await form.getByLabel(t('people:register.first_name')).fill('Ivan');
        await form.getByLabel(t('people:register.last_name')).fill('Orlov');
        await form.getByLabel(t('people:register.city')).fill('Astana');
        await form.getByLabel(t('people:register.email')).fill(`office.${site}.${viewport.width}@example.com`);
        await form.getByRole('button', { name: t('people:register.submit') }).click();
        await form.getByText(text(language, 'people:register.done', {}, true)).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await shot('office-links');

        await openPage(watched, suite.stack.url(site, '/office/profile'));
        expect(await page.locator('main h1').first().textContent()).toBe(t('profile:title'));
        // Per-field errors: a landline is refused at the phone field (spec 2 §5); a new city is saved.
        const phoneField = page.getByLabel(t('profile:fields.phone'));
        const ownPhone = await phoneField.inputValue();
        await phoneField.fill(landline);
        await page.getByRole('button', { name: t('profile:save') }).click();
        await page.getByText(t('profile:rules.type')).waitFor();
        await phoneField.fill(ownPhone);
        await page.getByLabel(t('profile:fields.city')).fill(`City ${viewport.width}`);
        await page.getByRole('button', { name: t('profile:save') }).click();
        await page.getByText(t('profile:saved')).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await shot('office-profile');
        expect(watched.unexpected()).toEqual([]);
      });
    },
  );

  /**
   * The office's registration of a person (issue 33; spec 1 §3 / spec 2 §3 sms_languages, spec 2 §7
   * check-email): on us the page is en-US, which the site sends no SMS in (en and ru), so en is
   * offered first; the partner chooses ru, which reaches the code and the registration. The address
   * is checked after a pause in typing and on leaving the field; the demo client's is taken.
   */
  it('a partner on us (en-US) at 1280 px registers a person with an SMS language of the site, a taken email named at its field', async () => {
    const site = 'us';
    const language = 'en-US';
    const t = (key: string, values?: Record<string, string>) => text(language, key, values);
    const phone = '+1 415 555 2701';
    expect(phoneProblem(phone, 'US')).toBeNull();
    const context = await siteContext(suite.browser, suite.stack, site, {
      viewport: DESKTOP,
      language,
      login: 'partner',
    });
    await withContextPage(context, `office-people-sms-${site}-${DESKTOP.width}`, async (watched) => {
      const { page } = watched;
      const shot = (name: string) =>
        evidenceShot(page, {
          path: join(suite.screenshots, `${name}-${site}-${language}-${DESKTOP.width}.png`),
          fullPage: true,
        });
      await openPage(watched, suite.stack.url(site, '/office/links'));
      const form = page.locator('section[aria-labelledby="register"]');
      const smsLanguage = form.getByLabel(t('registration:fields.sms_language'));
      await expect.poll(() => smsLanguage.inputValue()).toBe('en');
      expect(
        await smsLanguage.locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))),
      ).toEqual(['en', 'ru']);
      await smsLanguage.selectOption('ru');
      await form.getByLabel(t('people:register.client')).check();
      await form.getByLabel(t('people:register.phone')).fill(phone);
      await shot('office-sms-language');
      // STYLE.md wave 3: a refusal naming no field shows at the top of the form with the focus on
      // it, what was typed kept. The gateway's answer (too many codes asked for) is played here.
      const smsUrl = '**/bff/v1/office/people/sms';
      await page.route(smsUrl, (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 429, code: 'too_many_requests', message: 'too_many_requests' } }),
        }),
      );
      await form.getByRole('button', { name: t('people:register.send') }).click();
      const tooMany = form.getByRole('alert').filter({ hasText: t('people:register.tooMany') });
      await tooMany.waitFor();
      expect(
        await page.evaluate(() =>
          document.activeElement?.getAttribute('role') === 'alert' ? document.activeElement.textContent : null,
        ),
      ).toBe(t('people:register.tooMany'));
      expect(await form.getByLabel(t('people:register.phone')).inputValue()).toBe(phone);
      await page.unroute(smsUrl);
      const sent = page.waitForRequest((request) => request.url().endsWith('/bff/v1/office/people/sms'));
      await form.getByRole('button', { name: t('people:register.send') }).click();
      expect((await sent).postDataJSON()).toMatchObject({ user_type: 'client', sms_language: 'ru' });
      await form.getByLabel(t('people:register.code')).fill(SMS_CODE);
      await form.getByRole('button', { name: t('people:register.check') }).click();

      const email = form.getByLabel(t('people:register.email'));
      // A pause in typing checks the address, the field still focused.
      await email.fill('not-an-address');
      await form.getByText(t('registration:rules.email_invalid')).waitFor();
      await email.fill('client@example.com');
      await email.press('Tab');
      await form.getByText(t('people:register.emailTaken')).waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await horizontalOverflow(page)).toBe(0);
      await shot('office-email-taken');
      const free = `office.sms.${site}@example.com`;
      const checked = page.waitForResponse((response) =>
        response.url().includes(`/bff/v1/office/people/email?email=${encodeURIComponent(free)}`),
      );
      await email.fill(free);
      await email.press('Tab');
      expect((await checked).status()).toBe(200);
      await form.getByText(t('people:register.emailTaken')).waitFor({ state: 'detached' });
      expect(await email.getAttribute('aria-invalid')).toBeNull();

      await form.getByLabel(t('people:register.first_name')).fill('Dana');
      await form.getByLabel(t('people:register.last_name')).fill('Miller');
      await form.getByLabel(t('people:register.city')).fill('Austin');
      const created = page.waitForRequest((request) => request.url().endsWith('/bff/v1/office/people/clients'));
      await form.getByRole('button', { name: t('people:register.submit') }).click();
      expect((await created).postDataJSON()).toMatchObject({ email: free, sms_language: 'ru' });
      await form.getByText(text(language, 'people:register.done', {}, true)).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The taken and malformed addresses were typed on purpose; the 429 was played.
      expect(
        watched.unexpected(
          (failure) =>
            failure.url.includes('/bff/v1/office/people/email') ||
            (failure.status === 429 && failure.url.endsWith('/bff/v1/office/people/sms')),
        ),
      ).toEqual([]);
    });
  });

  /**
   * Spec 2 §7 check-email while registering, spec 1 §3 / spec 2 §3 sms_languages: on us the page is
   * en-US, which the site sends no SMS in (its SMS languages are en and ru), so en is offered first;
   * on il (he) the page language is offered first. The demo client's address is taken.
   */
  it.each([
    { site: 'us', language: 'en-US', viewport: DESKTOP, first: 'en', chosen: 'ru', phone: '+1 415 555 2691' },
    { site: 'il', language: 'he', viewport: PHONE, first: 'he', chosen: 'en', phone: '+972 54 557 0001' },
  ] as const)(
    'on $site ($language) at $viewport.width px: the SMS language comes from the site, a taken email is named at its field',
    async ({ site, language, viewport, first, chosen, phone }) => {
      const t = (key: string, values?: Record<string, string>) => text(language, key, values);
      const context = await siteContext(suite.browser, suite.stack, site, { viewport, language });
      await withContextPage(context, `registration-email-${site}-${language}-${viewport.width}`, async (watched) => {
        const { page } = watched;
        const shot = (name: string) =>
          evidenceShot(page, {
            path: join(suite.screenshots, `${name}-${site}-${language}-${viewport.width}.png`),
            fullPage: true,
          });
        await openPage(watched, suite.stack.url(site, `/invite/client/${CLIENT_INVITE}`));
        const smsLanguage = page.getByLabel(t('registration:fields.sms_language'));
        await expect.poll(() => smsLanguage.inputValue()).toBe(first);
        expect(
          await smsLanguage.locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))),
        ).toEqual(site === 'us' ? ['en', 'ru'] : ['en', 'he']);
        await smsLanguage.selectOption(chosen);
        await page.getByLabel(t('registration:fields.phone')).fill(phone);
        expect(await horizontalOverflow(page)).toBe(0);
        await shot('sms-language');
        const sent = page.waitForRequest((request) => request.url().endsWith('/bff/v1/auth/registration/sms'));
        await page.getByRole('button', { name: t('registration:registration.sendCode') }).click();
        expect((await sent).postDataJSON()).toMatchObject({ sms_language: chosen });
        await page.getByLabel(t('registration:registration.code')).fill(SMS_CODE);
        await page.getByRole('button', { name: t('registration:registration.check') }).click();

        // Leaving the field checks the address: the demo client's is taken, a new one is free.
        const email = page.getByLabel(t('registration:fields.email'));
        await email.fill('client@example.com');
        await email.press('Tab');
        await page.getByText(t('registration:rules.email_taken')).waitFor();
        expect(await email.getAttribute('aria-invalid')).toBe('true');
        expect(await horizontalOverflow(page)).toBe(0);
        await shot('email-taken');
        await email.fill('not-an-address');
        await email.press('Tab');
        await page.getByText(t('registration:rules.email_invalid')).waitFor();
        const free = `sms.${site}.${viewport.width}@example.com`;
        const checked = page.waitForResponse((response) =>
          response.url().includes(`/bff/v1/auth/registration/email?email=${encodeURIComponent(free)}`),
        );
        await email.fill(free);
        await email.press('Tab');
        expect((await checked).status()).toBe(200);
        await page.getByText(t('registration:rules.email_taken')).waitFor({ state: 'detached' });
        await page.getByText(t('registration:rules.email_invalid')).waitFor({ state: 'detached' });
        expect(await email.getAttribute('aria-invalid')).toBeNull();

        await page.getByLabel(t('registration:fields.first_name')).fill('Dana');
        await page.getByLabel(t('registration:fields.last_name')).fill('Levi');
        await page.getByLabel(t('registration:fields.birth_date')).fill('1991-06-02');
        await page.getByLabel(t('registration:fields.city')).fill('Haifa');
        await page.getByLabel(t('registration:fields.password'), { exact: true }).fill(FIRST_PASSWORD);
        await page.getByLabel(t('registration:fields.password_repeat')).fill(FIRST_PASSWORD);
        await page.getByLabel(t('registration:registration.agreement')).check();
        const registered = page.waitForRequest(
          (request) => request.url().endsWith('/bff/v1/auth/registration') && request.method() === 'POST',
        );
        await page.getByRole('button', { name: t('registration:registration.submit') }).click();
        expect((await registered).postDataJSON()).toMatchObject({ email: free, sms_language: chosen });
        await page.waitForURL((url) => url.pathname === '/office');
        expect(await authState(page)).toMatchObject({ signedIn: true, user: { role: 'client' } });
        // The taken and malformed addresses were typed on purpose.
        expect(watched.unexpected((failure) => failure.url.includes('/bff/v1/auth/registration/email'))).toEqual([]);
      });
    },
  );

  /**
   * Issue 34, STYLE.md wave 3 (one submit path): the gateway's field error sits under its field and
   * nothing else is said; a refusal that names no field is said at the top of the form, with the
   * focus moved there, and what was typed stays. Statuses the sandbox never gives (a field error on
   * sign-in, a registration in progress) are stood in for at the network.
   */
  it('sign-in and registration: a gateway field error under its field, a refusal at the top with the focus on it', async () => {
    const t = (key: string, values?: Record<string, string>) => text('ru', key, values);
    const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null);
    const refusal = (page: Page, words: string) =>
      page.locator('main form').getByRole('alert').filter({ hasText: words });
    const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE, language: 'ru' });
    await withContextPage(context, 'form-refusals-ru', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/office/auth'));
      const login = page.getByLabel(t('auth:signIn.login'));
      const password = page.getByLabel(t('auth:signIn.password'));
      const signIn = page.locator('main').getByRole('button', { name: t('auth:signIn.submit') });
      await login.fill('partner');
      await password.fill('wrong-password-1');
      await signIn.click();
      await refusal(page, t('auth:signIn.failed')).waitFor();
      expect(await focused(page)).toBe('alert');
      expect(await login.inputValue()).toBe('partner');

      const stopRefusing = await refuseFields(page, '**/bff/v1/auth/sign-in', { login: ['validation.invalid'] });
      await signIn.click();
      await page.getByText(t('errors:validation.invalid')).waitFor();
      expect(await login.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('main form').getByRole('alert').count()).toBe(0);
      await stopRefusing();

      await openPage(watched, suite.stack.url('ru', `/invite/client/${CLIENT_INVITE}`));
      const phone = page.getByLabel(t('registration:fields.phone'));
      await phone.fill('+7 916 557 0001');
      await page.route('**/bff/v1/auth/registration/sms', (route) =>
        route.fulfill({
          status: 409,
          json: { error: { status: 409, code: 'registration_in_progress', message: 'In progress' } },
        }),
      );
      await page.getByRole('button', { name: t('registration:registration.sendCode') }).click();
      await refusal(page, t('registration:registration.inProgress')).waitFor();
      expect(await focused(page)).toBe('alert');
      expect(await phone.inputValue()).toBe('+7 916 557 0001');
      await page.unroute('**/bff/v1/auth/registration/sms');

      await page.getByRole('button', { name: t('registration:registration.sendCode') }).click();
      const code = page.getByLabel(t('registration:registration.code'));
      await code.fill('0000');
      await page.getByRole('button', { name: t('registration:registration.check') }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('main form').getByRole('alert').count()).toBe(0);
      await evidenceShot(page, { path: join(suite.screenshots, 'form-refusals-code-ru-375.png'), fullPage: true });
      // The wrong password, the stood-in refusals and the wrong code were all on purpose.
      expect(
        watched.unexpected((failure) =>
          ['/bff/v1/auth/sign-in', '/bff/v1/auth/registration/sms', '/bff/v1/auth/registration/check-code'].some(
            (path) => failure.url.includes(path),
          ),
        ),
      ).toEqual([]);
    });
  });

  it('an unknown invitation says so, and the old registration address leads to the invite code', async () => {
    const context = await siteContext(suite.browser, suite.stack, 'ru', { viewport: PHONE, language: 'ru' });
    await withContextPage(context, 'registration-invite-unknown', async (watched) => {
      const { page } = watched;
      await openPage(watched, suite.stack.url('ru', '/invite/partner/INV-P-999999'));
      await page.getByText(text('ru', 'registration:invite.unknown')).waitFor();
      await openPage(watched, suite.stack.url('ru', '/office/partner/registration'));
      await page.getByRole('dialog', { name: text('ru', 'auth:signUp.title') }).waitFor();
      expect(watched.unexpected((failure) => failure.url.includes('/bff/v1/auth/invite-info'))).toEqual([]);
    });
  });
});
