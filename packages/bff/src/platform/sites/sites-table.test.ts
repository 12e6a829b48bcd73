import { describe, expect, it } from 'vitest';
import {
  CIS_COUNTRY_CODES,
  DEFAULT_COUNTRY,
  DEFAULT_DATE_FORMAT,
  DEFAULT_LANGUAGE,
  DEFAULT_SITE_CODE,
  EUROPEAN_DATE_FORMAT,
  EUROPEAN_SITE_COUNTRY_COUNT,
  FALLBACK_LANGUAGE,
  ISRAEL_LANGUAGES,
  MEXICO_DATE_FORMAT,
  SUPPORTED_LANGUAGES,
  US_DATE_FORMAT,
} from '../constants.js';
import { Site } from './site.js';
import { SITES } from './sites-table.js';

const supported: readonly string[] = SUPPORTED_LANGUAGES;
const byCode = new Map(SITES.map((site) => [site.code, site]));
const site = (code: string): Site => {
  const found = byCode.get(code);
  if (!found) throw new Error(`no site ${code}`);
  return found;
};

/** Spec 1 §9: the country sites, by their lowercase ISO code, plus the European group and the special sites. */
const COUNTRY_SITES = ['us', 'tr', 'ua', 'il', 'ru', 'by', 'az', 'vn', 'kz', 'uz', 'kg', 'am', 'mn', 'ge', 'rs'];
const MORE_COUNTRY_SITES = ['md', 'ma', 'eg', 'al', 'th', 'mx', 'it', 'tj', 'ar', 'pe', 'my', 'sg', 'co'];
const ALL_CODES = [...COUNTRY_SITES, ...MORE_COUNTRY_SITES, 'eu', 'rc', 'company', 'compliance'];

describe('sites table (spec 1 §9)', () => {
  it('has every site of the spec once, and nothing else', () => {
    expect(new Set(SITES.map((s) => s.code)).size).toBe(SITES.length);
    expect(SITES.map((s) => s.code).sort()).toEqual([...ALL_CODES].sort());
  });

  it.each(SITES.map((s) => [s.code, s] as const))('%s matches the Site schema', (_code, s) => {
    expect(Site.parse(s)).toEqual(s);
  });

  it.each(SITES.map((s) => [s.code, s] as const))('%s: languages are supported and hold the default', (_code, s) => {
    for (const language of [...s.languages, ...s.chat.languages]) expect(supported).toContain(language);
    expect(s.languages).toContain(s.defaultLanguage);
    expect(new Set(s.languages).size).toBe(s.languages.length);
    for (const language of s.chat.languages) expect(s.languages).toContain(language);
    expect(s.chat.enabled).toBe(s.chat.languages.length > 0);
  });

  it('the code of a country site is its lowercase ISO country code', () => {
    for (const s of SITES.filter((s) => s.type === 'main' && s.code !== 'eu')) {
      expect(s.code).toBe(s.country.toLowerCase());
      expect(s.countries).toEqual([s.country]);
    }
  });

  it(`the European site serves exactly ${EUROPEAN_SITE_COUNTRY_COUNT} countries, none with a site of its own`, () => {
    const eu = site('eu');
    expect(eu.countries).toHaveLength(EUROPEAN_SITE_COUNTRY_COUNT);
    expect(new Set(eu.countries).size).toBe(EUROPEAN_SITE_COUNTRY_COUNT);
    const ownSites = new Set(SITES.filter((s) => s.code !== 'eu').map((s) => s.country));
    for (const country of eu.countries) expect(ownSites.has(country), country).toBe(false);
  });

  it('date formats: US, Mexico, European/Italian/Latin American, the rest', () => {
    const slashed = new Set(['eu', 'it', 'ar', 'pe', 'co']);
    for (const s of SITES) {
      const expected =
        s.code === 'us'
          ? US_DATE_FORMAT
          : s.code === 'mx'
            ? MEXICO_DATE_FORMAT
            : slashed.has(s.code)
              ? EUROPEAN_DATE_FORMAT
              : DEFAULT_DATE_FORMAT;
      expect(s.dateFormat, s.code).toBe(expected);
    }
  });

  it('Israel: en and he (default en), week from Sunday, the only accessibility widget', () => {
    const il = site('il');
    expect(il.languages).toEqual(ISRAEL_LANGUAGES);
    expect(il.defaultLanguage).toBe(ISRAEL_LANGUAGES[0]);
    expect(il.firstWeekdayMonday).toBe(false);
    expect(SITES.filter((s) => s.accessibilityWidget).map((s) => s.code)).toEqual(['il']);
  });

  it('Ukraine in uk, Morocco in French, the US in en-US', () => {
    expect(site('ua').defaultLanguage).toBe('uk');
    expect(site('ma').defaultLanguage).toBe('fr');
    expect(site('us').defaultLanguage).toBe('en-US');
  });

  it('the default site is Russia in ru, and offers the fallback language', () => {
    const ru = site(DEFAULT_SITE_CODE);
    expect(ru.country).toBe(DEFAULT_COUNTRY);
    expect(ru.defaultLanguage).toBe(DEFAULT_LANGUAGE);
    expect(ru.languages).toContain(FALLBACK_LANGUAGE);
  });

  it('cis is set exactly for sites of CIS countries', () => {
    for (const s of SITES) expect(s.cis, s.code).toBe(CIS_COUNTRY_CODES.includes(s.country));
  });

  it('cookie script on the European and Italian sites only', () => {
    expect(SITES.filter((s) => s.cookieScript).map((s) => s.code)).toEqual(['eu', 'it']);
  });

  it('the special sites have their types', () => {
    expect(site('rc').type).toBe('rc');
    expect(site('company').type).toBe('company');
    expect(site('compliance').type).toBe('compliance');
    expect(SITES.filter((s) => s.type !== 'main').map((s) => s.code)).toEqual(['rc', 'company', 'compliance']);
  });

  it("names its country in each of its languages, in that language, and in no other (the footer's words)", () => {
    for (const s of SITES) expect(Object.keys(s.countryNames).sort(), s.code).toEqual([...s.languages].sort());
    expect(site('ru').countryNames).toEqual({ ru: 'Россия', en: 'Russia' });
    expect(site('il').countryNames).toEqual({ en: 'Israel', he: 'ישראל' });
    expect(site('eu').countryNames.de).toBe('Europäische Union');
    expect(site('ua').countryNames.uk).toBe('Україна');
  });
});
