import type { components } from '@gf/contracts/generated/bff';
import { describe, expect, it } from 'vitest';
import { recaptchaScriptUrl, widgetPlan } from './widget-plan';

type SiteReply = components['schemas']['SiteReply'];
type Site = SiteReply['site'];

const URLS = {
  accessibility: 'https://a11y.test/w.js',
  chat: 'https://chat.test/b.js',
  recaptcha: 'https://captcha.test/api.js',
};

const site = (overrides: Partial<Site>): Site => ({
  code: 'ru',
  country: 'RU',
  name: 'Russia',
  countryNames: { ru: 'Россия', en: 'Russia' },
  type: 'main',
  languages: ['ru', 'en'],
  defaultLanguage: 'ru',
  dateFormat: 'DD.MM.YYYY',
  firstWeekdayMonday: true,
  countries: ['RU'],
  currency: 'RUB',
  chat: { enabled: false, languages: [] },
  accessibilityWidget: false,
  cookieScript: false,
  cis: true,
  ...overrides,
});

const reply = (s: Site, extra: Partial<SiteReply> = {}): SiteReply => ({
  site: s,
  language: s.defaultLanguage,
  dir: 'ltr',
  recaptchaSiteKey: null,
  vitalsSampleRate: 0,
  widgets: URLS,
  ...extra,
});

const israel = site({
  code: 'il',
  country: 'IL',
  languages: ['en', 'he'],
  defaultLanguage: 'en',
  accessibilityWidget: true,
  cis: false,
});
const russia = site({ chat: { enabled: true, languages: ['ru'] } });
const italy = site({ code: 'it', country: 'IT', languages: ['it', 'en'], defaultLanguage: 'it', cis: false });

describe('which widgets a page loads (spec 1 §1)', () => {
  it.each(['en', 'he'])('loads the accessibility widget on the Israeli site in %s', (language) => {
    expect(widgetPlan(reply(israel), language).accessibility).toBe(URLS.accessibility);
  });

  it('loads no accessibility widget on the Israeli site in another language, nor on any other site', () => {
    expect(widgetPlan(reply(israel), 'ru').accessibility).toBeNull();
    for (const other of [russia, italy]) {
      for (const language of other.languages) expect(widgetPlan(reply(other), language).accessibility).toBeNull();
    }
  });

  it('loads live chat only where the site enables it, in its chat languages', () => {
    expect(widgetPlan(reply(russia), 'ru').chat).toBe(URLS.chat);
    expect(widgetPlan(reply(russia), 'en').chat).toBeNull();
    expect(widgetPlan(reply(italy), 'it').chat).toBeNull();
    expect(widgetPlan(reply(israel), 'he').chat).toBeNull();
  });

  it('loads nothing whose URL the gateway did not configure', () => {
    const none = { accessibility: null, chat: null, recaptcha: null };
    expect(widgetPlan(reply(israel, { widgets: none }), 'he')).toEqual({
      accessibility: null,
      chat: null,
      recaptcha: null,
    });
    expect(widgetPlan(reply(russia, { widgets: none, recaptchaSiteKey: 'k' }), 'ru').chat).toBeNull();
  });

  it('loads the invisible recaptcha only with a site key', () => {
    expect(widgetPlan(reply(italy), 'it').recaptcha).toBeNull();
    const plan = widgetPlan(reply(italy, { recaptchaSiteKey: 'key-1' }), 'it');
    expect(plan.recaptcha).toEqual({ url: URLS.recaptcha, siteKey: 'key-1' });
    expect(recaptchaScriptUrl(plan.recaptcha!)).toBe('https://captcha.test/api.js?render=key-1');
  });
});
