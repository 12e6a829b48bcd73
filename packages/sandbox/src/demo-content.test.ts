import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from './app.js';
import { CALCULATION_TEXTS_HE, PROMOTIONS_HE } from './cart/cart-he.js';
import { CALCULATION_TEXTS, PROMOTIONS_RU } from './cart/cart-ru.js';
import { PROMOTIONS } from './cart/promotions.js';
import { BANNERS } from './catalogue/catalogue-texts.js';
import { CMS_PAGES_HE } from './content/cms-he.js';
import { CMS_PAGES_RU, SITE_IN_RU } from './content/cms-ru.js';
import { BLOCKS_HE, PAGES_HE, SITE_NAMES_HE } from './content/corporate-he.js';
import { BLOCKS_RU, SITE_NAMES_RU } from './content/corporate-ru.js';
import { LEGAL_PAGES_HE } from './content/legal-he.js';
import { CMS_PAGES } from './content/legal-pages.js';
import { LEGAL_PAGES_RU } from './content/legal-ru.js';
import { HEADLINES_HE, NEWS_TAGS_HE } from './content/news-he.js';
import { HEADLINES_RU, NEWS_TAGS_RU } from './content/news-ru.js';
import { HEADLINES, NEWS_TAGS } from './content/news-store.js';
import { OFFICE_CMS_PAGES } from './content/office-pages.js';
import { OFFICE_CMS_PAGES_HE } from './content/office-pages-he.js';
import { OFFICE_CMS_PAGES_RU } from './content/office-pages-ru.js';
import { QUESTIONS, RECOMMENDATIONS } from './content/survey.js';
import {
  ANSWERS_HE,
  QUESTIONS_HE,
  RECOMMENDATIONS_HE,
  SURVEY_DISCLAIMER_HE,
  SURVEY_ERRORS_HE,
  SURVEY_INTRO_HE,
  SURVEY_TITLE_HE,
} from './content/survey-he.js';
import {
  ANSWERS_RU,
  QUESTIONS_RU,
  RECOMMENDATIONS_RU,
  SURVEY_DISCLAIMER_RU,
  SURVEY_ERRORS_RU,
  SURVEY_INTRO_RU,
  SURVEY_TITLE_RU,
} from './content/survey-ru.js';
import { EXTRA_FIELDS } from './events/event-applications.js';
import { ACCOUNTS_HE, FINANCE_TEXTS_HE, transactionDescriptionHe } from './finance/finance-he.js';
import { FINANCE_TEXTS, transactionDescriptionRu } from './finance/finance-ru.js';
import { localized, seedLanguage } from './localized.js';
import { MAIL_TEMPLATES_HE, messageHe, SUPPORT_NAME_HE, subjectHe } from './mail/mail-he.js';
import { MAIL_TEMPLATES_RU, messageRu, SUPPORT_NAME_RU, subjectRu } from './mail/mail-ru.js';
import { MAIL_TEMPLATES } from './mail/mail-store.js';
import { CHALLENGE_TITLES_HE, CONDITION_TITLES_HE } from './office/dashboard-he.js';
import { CHALLENGE_TITLES_RU, CONDITION_TITLES_RU } from './office/dashboard-ru.js';
import { periodMonth } from './office/periods.js';
import { RANK_NAMES_HE } from './office/ranks-he.js';
import { RANK_NAMES_RU } from './office/ranks-ru.js';
import { RANKS } from './office/structure.js';
import { BUSINESS_TYPES, FIELDS } from './payouts/payout-abroad-handlers.js';
import { BUSINESS_TYPES_HE, FIELD_LABELS_HE, PAYOUT_TEXTS_HE } from './payouts/payout-he.js';
import { BUSINESS_TYPES_RU, FIELD_LABELS_RU, PAYOUT_TEXTS } from './payouts/payout-ru.js';
import { AUDIO, ECO_ACHIEVEMENTS, PROMOS } from './profile/office-materials.js';
import {
  ACHIEVEMENTS_HE,
  AUDIO_TITLES_HE,
  ECO_PROJECTS_HE,
  ECO_STAT_TITLES_HE,
  ECO_UNITS_HE,
  PROMOS_HE,
} from './profile/office-materials-he.js';
import {
  ACHIEVEMENTS_RU,
  AUDIO_TITLES_RU,
  ECO_PROJECTS_RU,
  ECO_STAT_TITLES_RU,
  ECO_UNITS_RU,
  PROMOS_RU,
} from './profile/office-materials-ru.js';
import { accounts } from './state/accounts.js';
import { catalog } from './state/catalog.js';
import {
  BANNER_TITLES_HE,
  BRAND_TEXTS_HE,
  DETAILS_HE,
  PRODUCT_NAMES_HE,
  SECTION_NAMES_HE,
} from './state/catalog-he.js';
import {
  BANNER_TITLES_RU,
  BRAND_TEXTS_RU,
  DETAILS_RU,
  PRODUCT_NAMES_RU,
  SECTION_NAMES_RU,
} from './state/catalog-ru.js';
import { EVENTS } from './state/event-catalog.js';
import { EVENT_DESCRIPTIONS_HE, EVENT_PACKAGES_HE, EVENTS_HE } from './state/event-he.js';
import { EVENT_DESCRIPTIONS_RU, EVENT_PACKAGES_RU, EVENTS_RU } from './state/event-ru.js';
import { mailboxes } from './state/mailboxes.js';
import { API_SITES } from './state/site-table.js';
import { callSandbox, signIn } from './test-client.js';

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against the contract (validateReplies); tests read them loosely
type Body = Record<string, any>;

/** Issue 23: the seeded demo content in the visitor's language, ru and en, English for the languages without a layer (issue 32 adds he, below). */
const RUSSIAN = 'ru-RU';
const ENGLISH = 'en-US';
/** Languages without a layer of their own: they read English. */
const OTHERS = ['ar-EG', 'de-EU', 'kk-KZ'];
const CYRILLIC = /[а-яё]/i;
const LATIN_WORD = /\b[a-z]{3,}\b/;
/** The corporate pages served by the CMS read, besides the legal ones. */
const CORPORATE_CMS_PATHS = ['/how-to-buy', '/production', '/geography', '/geography/markets'];
/** The Italian mailing consent is Italian in every language: it has no Russian layer. */
const ITALIAN_ONLY = '/mailing_consent_it';

describe('demo content in the request language (issue 23)', () => {
  let sandbox: Sandbox;
  const get = (path: string, language: string, site = 'ru') =>
    callSandbox<Body>(sandbox.app, 'GET', path, {
      headers: { 'content-language': language, 'content-location': site },
    });
  beforeAll(async () => {
    sandbox = await buildSandbox({ validateReplies: true });
  });
  afterAll(() => sandbox.app.close());

  it('the helper picks Russian for ru and Hebrew for he in any spelling and English for every other language', () => {
    expect(['ru', 'ru-RU', 'RU-by'].map(seedLanguage)).toEqual(['ru', 'ru', 'ru']);
    expect(['he', 'he-IL', 'HE-il'].map(seedLanguage)).toEqual(['he', 'he', 'he']);
    const english = ['en', 'en-US', ...OTHERS, 'rue', 'hew', ''];
    expect(english.map(seedLanguage)).toEqual(english.map(() => 'en'));
    const shop = { ru: 'Магазин', he: 'חנות' };
    expect(localized<string>('ru', 'Shop', shop)).toBe('Магазин');
    expect(localized<string>('he-IL', 'Shop', shop)).toBe('חנות');
    expect(localized<string>('de', 'Shop', shop)).toBe('Shop');
    expect(localized<string>('ru', 'Shop', {})).toBe('Shop');
    expect(localized<string>('he', 'Shop', { ru: 'Магазин' })).toBe('Shop');
  });

  it('a ru shop reads products, sections, banners and brands in Russian; en and other languages in English', async () => {
    const ru = (await get('/shop/main/', RUSSIAN)).body;
    const en = (await get('/shop/main/', ENGLISH)).body;
    const first = catalog(sandbox.state()).byId(ru.sales[0].id)!;
    const brand = catalog(sandbox.state()).brand(first.brandId).name;
    expect(ru.sales[0].name).toBe(`${PRODUCT_NAMES_RU[first.noun]} ${brand}`);
    expect(en.sales[0].name).toBe(first.name);
    expect(ru.banners.map((b: Body) => b.title)).toEqual(BANNERS.map((b) => BANNER_TITLES_RU[b.id]));
    expect(en.banners.map((b: Body) => b.title)).toEqual(BANNERS.map((b) => b.title));
    expect(ru.brands[0].description).toMatch(CYRILLIC);
    expect(en.brands[0].description).not.toMatch(CYRILLIC);
    for (const other of OTHERS) {
      const reply = (await get('/shop/main/', other, other.split('-')[1]!.toLowerCase())).body;
      expect(
        reply.sales.every((p: Body) => !CYRILLIC.test(p.name)),
        other,
      ).toBe(true);
      expect(
        reply.banners.every((b: Body) => !CYRILLIC.test(b.title)),
        other,
      ).toBe(true);
    }
    const menu = (await get('/shop/', RUSSIAN)).body;
    expect(menu.sections.map((s: Body) => s.name)).toContain(SECTION_NAMES_RU.household);
    expect(menu.sections[0].subsections[0].name).toBe(SECTION_NAMES_RU.laundry);
    expect(menu.genders.every((g: Body) => CYRILLIC.test(g.name))).toBe(true);
  });

  it('a ru product page carries its name, description, composition and certificates in Russian', async () => {
    const product = catalog(sandbox.state()).products.find((p) => p.subsectionPath === 'kitchen' && p.type === 0)!;
    const ru = (await get(`/shop/product/${product.code}/`, RUSSIAN)).body;
    const en = (await get(`/shop/product/${product.code}/`, ENGLISH)).body;
    expect(ru.name).toContain(PRODUCT_NAMES_RU[product.noun]);
    expect(ru).toMatchObject({ usage: DETAILS_RU.kitchen?.usage, volume: DETAILS_RU.kitchen?.volume });
    expect(ru.description).toMatch(CYRILLIC);
    expect(ru.certificates[0].name).toMatch(CYRILLIC);
    expect(en.name).toBe(product.name);
    expect(`${en.description}${en.usage}${en.certificates[0].name}`).not.toMatch(CYRILLIC);
  });

  it('the ru cart and search read product names in Russian, and Russian words find products', async () => {
    const product = catalog(sandbox.state()).products.find((p) => p.noun === 'Laundry gel')!;
    const cart = { products: [{ id: product.id, quantity: 1 }], gifts: [], free: [], choices: [] };
    const calc = await callSandbox<Body>(sandbox.app, 'POST', '/greenway/shop/cart/calculate/', { body: { cart } });
    expect(calc.status).toBe(200);
    expect(calc.body.products[0].name).toContain(PRODUCT_NAMES_RU['Laundry gel']);
    const found = (await get(`/shop/search/?q=${encodeURIComponent('гель для стирки')}`, RUSSIAN)).body;
    expect(found.products.map((p: Body) => p.id)).toContain(product.id);
    // English words still find them: the seed's own names are searched too.
    expect((await get('/shop/search/?q=laundry gel', RUSSIAN)).body.products.length).toBeGreaterThan(0);
  });

  it('ru news, home, corporate pages and events read in Russian; en in English', async () => {
    const ruNews = (await get('/news/?page=1', RUSSIAN)).body;
    const enNews = (await get('/news/?page=1', ENGLISH)).body;
    expect(ruNews.news[0].title).toBe(HEADLINES_RU[enNews.news[0].title]?.[0]);
    expect(ruNews.tags.map((t: Body) => t.name)).toEqual(NEWS_TAGS.map((t) => NEWS_TAGS_RU[t.id]));
    const id = enNews.news[0].id;
    const ruItem = (await get(`/news/${id}/`, RUSSIAN)).body;
    expect(ruItem.text).toMatch(CYRILLIC);
    expect((await get(`/news/${id}/`, 'de-EU', 'eu')).body.text).not.toMatch(CYRILLIC);
    const home = (await get('/home/', RUSSIAN)).body;
    expect(home.static_objects.intro.title).toBe(`1. ${BLOCKS_RU.home?.intro?.[0]}`);
    expect(home.news.every((n: Body) => CYRILLIC.test(n.title))).toBe(true);
    expect((await get('/company/', RUSSIAN)).body.title).toMatch(CYRILLIC);
    expect((await get('/company/', ENGLISH, 'us')).body.title).toBe('Company');
    const geography = (await get(`/page${CORPORATE_CMS_PATHS[2]}/`, RUSSIAN)).body;
    expect(geography.title).toBe(CMS_PAGES_RU['/geography']?.title);
    expect(geography.content).toContain(`${SITE_NAMES_RU.ru}`);
    expect(geography.content).not.toContain('{country}');
    expect((await get(`/page${CORPORATE_CMS_PATHS[2]}/`, ENGLISH, 'us')).body.content).toContain('In United States');
    const event = await get(`/event/${EVENTS[0]!.id}/`, RUSSIAN);
    expect(event.body).toMatchObject({ name: EVENTS_RU[EVENTS[0]!.id]?.name, city: EVENTS_RU[EVENTS[0]!.id]?.city });
    expect(event.body.description).toBe(EVENT_DESCRIPTIONS_RU[EVENTS[0]!.kind]);
  });

  it('ru legal pages, office promotions, the supplement test and the cart promotions read in Russian; en and others in English', async () => {
    const legal = '/page/privacy-policy/';
    const ru = (await get(legal, RUSSIAN)).body;
    expect(ru.title).toBe(LEGAL_PAGES_RU['/privacy-policy']?.title);
    expect(ru.content).toContain(SITE_IN_RU.ru);
    expect(ru.content).not.toMatch(/\{\w+\}/);
    expect(ru.static_objects.updated.title).toMatch(CYRILLIC);
    const english = CMS_PAGES.find((p) => p.path === '/privacy-policy')!;
    for (const other of [ENGLISH, ...OTHERS]) {
      const reply = (await get(legal, other)).body;
      expect(reply.title, other).toBe(english.title);
      expect(reply.content, other).not.toMatch(CYRILLIC);
    }
    // The Italian consent stays Italian in Russian too.
    expect((await get(`/page${ITALIAN_ONLY}/`, RUSSIAN)).body.title).toMatch(/^Consenso/);

    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const signedIn = (path: string, language: string) =>
      callSandbox<Body>(sandbox.app, 'GET', path, {
        token,
        headers: { 'content-language': language, 'content-location': 'ru' },
      });
    // Qualifications: on the dashboard and in the team list.
    const ruDashboard = (await signedIn('/greenway/office/dashboard/', RUSSIAN)).body;
    expect(Object.values(RANK_NAMES_RU)).toContain(ruDashboard.rank);
    const enDashboard = (await signedIn('/greenway/office/dashboard/', 'kk-KZ')).body;
    expect(RANKS.map((rank) => rank.name)).toContain(enDashboard.rank);
    expect(RANK_NAMES_RU[enDashboard.rank]).toBe(ruDashboard.rank);
    const ruTeam = (await signedIn('/greenway/office/partner/list/', RUSSIAN)).body.partners as Body[];
    expect(ruTeam.length).toBeGreaterThan(0);
    expect(ruTeam.every((p) => Object.values(RANK_NAMES_RU).includes(p.rank))).toBe(true);
    // The office's materials: achievements, eco figures and projects, audio records, promos.
    for (const path of [
      '/greenway/office/my-achievements/',
      '/greenway/office/eco-achievements-stats/',
      '/eco-achievements/',
      '/greenway/office/audio/?per_page=50',
      '/greenway/office/promo/',
    ]) {
      const ruText = JSON.stringify((await signedIn(path, RUSSIAN)).body);
      expect(ruText, path).toMatch(CYRILLIC);
      expect(JSON.stringify((await signedIn(path, ENGLISH)).body), path).not.toMatch(CYRILLIC);
      expect(JSON.stringify((await signedIn(path, 'de-EU')).body), path).not.toMatch(CYRILLIC);
    }
    // Mail: the seeded conversations, their messages, the support's name and the templates.
    const ruMail = (await signedIn('/office/mail/list/', RUSSIAN)).body.conversations as Body[];
    expect(ruMail.every((c) => CYRILLIC.test(c.subject) && CYRILLIC.test(c.title))).toBe(true);
    expect(ruMail.filter((c) => c.recipient.type === 'support').map((c) => c.recipient.name)).toContain(
      SUPPORT_NAME_RU,
    );
    const enMail = (await signedIn('/office/mail/list/', ENGLISH)).body.conversations as Body[];
    expect(enMail.some((c) => CYRILLIC.test(`${c.subject}${c.recipient.name}`))).toBe(false);
    const ruMessages = (await signedIn(`/office/mail/${ruMail[0]!.id}/`, RUSSIAN)).body.messages as Body[];
    expect(ruMessages.every((m) => CYRILLIC.test(m.message))).toBe(true);
    const deMessages = (await signedIn(`/office/mail/${ruMail[0]!.id}/`, 'de-EU')).body.messages as Body[];
    expect(deMessages.some((m) => CYRILLIC.test(m.message))).toBe(false);
    const ruTemplates = (await signedIn('/office/mail/template/system/', RUSSIAN)).body.templates as Body[];
    expect(ruTemplates.map((t) => t.subject)).toEqual(MAIL_TEMPLATES.map((t) => MAIL_TEMPLATES_RU[t.id]?.[0]));
    const achievements = (await signedIn('/greenway/office/my-achievements/', RUSSIAN)).body.achievements as Body[];
    expect(achievements.map((a) => a.name)).toEqual(achievements.map((a) => ACHIEVEMENTS_RU[a.id]?.[0]));
    const ruCruise = (await signedIn('/greenway/office/dashboard/cruise/', RUSSIAN)).body;
    expect(`${ruCruise.title}${ruCruise.conditions.map((c: Body) => c.title).join('')}`).not.toMatch(LATIN_WORD);
    expect((await signedIn('/greenway/office/dashboard/cruise/', ENGLISH)).body.title).not.toMatch(CYRILLIC);

    const ruSurvey = (await get('/shop/surveys/get-structure/dietary_supplement/', RUSSIAN)).body;
    expect(ruSurvey.survey.title).toBe(SURVEY_TITLE_RU);
    expect(ruSurvey.survey.questions.map((q: Body) => q.text)).toEqual(QUESTIONS.map((q) => QUESTIONS_RU[q.id]));
    expect(ruSurvey.survey.questions[1].answers[0].text).toBe(ANSWERS_RU[21]);
    expect(ruSurvey.static_objects.intro.title).toBe(SURVEY_INTRO_RU[0]);
    for (const other of [ENGLISH, ...OTHERS]) {
      const reply = (await get('/shop/surveys/get-structure/dietary_supplement/', other)).body;
      expect(
        reply.survey.questions.map((q: Body) => q.text),
        other,
      ).toEqual(QUESTIONS.map((q) => q.text));
    }
    const answers = QUESTIONS.map((q) => ({ question_id: q.id, answer_ids: [q.answers[0]!.id] }));
    const submit = (language: string) =>
      callSandbox<Body>(sandbox.app, 'POST', '/shop/surveys/submit/', {
        body: { survey_id: 1, answers },
        headers: { 'content-language': language, 'content-location': 'ru' },
      });
    const ruResults = (await submit(RUSSIAN)).body.results;
    expect(ruResults.map((r: Body) => r.title)).toContain(RECOMMENDATIONS_RU.energy?.[0]);
    expect(ruResults.every((r: Body) => CYRILLIC.test(`${r.title}${r.text}`))).toBe(true);
    expect((await submit(ENGLISH)).body.results.map((r: Body) => r.title)).toContain(RECOMMENDATIONS.energy?.title);

    // Enough goods for the first promotion: its action is named in Russian, the next one hinted in Russian.
    const cloth = catalog(sandbox.state()).products.find(
      (p) => p.type === 0 && p.priceRub >= PROMOTIONS[0]!.thresholdRub / 4,
    )!;
    const calculate = (language: string) =>
      callSandbox<Body>(sandbox.app, 'POST', '/greenway/shop/cart/calculate/', {
        body: { cart: { products: [{ id: cloth.id, quantity: 4 }], gifts: [], free: [], choices: [] } },
        headers: { 'content-language': language, 'content-location': 'ru' },
      });
    const ruCart = (await calculate(RUSSIAN)).body;
    const firstAction = ruCart.actions.find((a: Body) => a.id === PROMOTIONS[0]!.id);
    expect(firstAction.name).toMatch(new RegExp(`^${PROMOTIONS_RU[PROMOTIONS[0]!.id]?.[0].split(' {')[0]}`));
    expect(firstAction.description).toBe(PROMOTIONS_RU[PROMOTIONS[0]!.id]?.[1]);
    expect(ruCart.info_messages.join(' ')).toMatch(CYRILLIC);
    for (const other of [ENGLISH, ...OTHERS]) {
      const reply = (await calculate(other)).body;
      expect(`${JSON.stringify(reply.actions)}${reply.info_messages.join(' ')}`, other).not.toMatch(CYRILLIC);
    }
  });

  it('ru payouts and account transactions read in Russian; en and others in English', async () => {
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const call = (method: 'GET' | 'POST', path: string, language: string, body?: object) =>
      callSandbox<Body>(sandbox.app, method, path, {
        token,
        ...(body ? { body } : {}),
        headers: { 'content-language': language, 'content-location': 'ru' },
      });
    // A payout for a period that is not open: the field error in the request's language.
    const badPeriod = { amount: 1000, period_id: 190001 };
    const ruRefused = await call('POST', '/greenway/office/payout/add/', RUSSIAN, badPeriod);
    expect(ruRefused.status).toBe(400);
    expect(ruRefused.body.errors.period_id).toEqual([PAYOUT_TEXTS.periodClosed[1]]);
    for (const other of [ENGLISH, ...OTHERS])
      expect((await call('POST', '/greenway/office/payout/add/', other, badPeriod)).body.errors.period_id).toEqual([
        PAYOUT_TEXTS.periodClosed[0],
      ]);
    const config = (await call('GET', '/greenway/office/payout/international/config/', RUSSIAN)).body;
    expect(config.fields.map((f: Body) => f.label)).toEqual(FIELDS.map((f) => FIELD_LABELS_RU[f.name]));
    const cards = (await call('GET', '/greenway/office/payout/card-provider/list/', ENGLISH)).body;
    expect(cards.business_types).toEqual(BUSINESS_TYPES);
    // Request a payout for every open period: the list then says so in Russian.
    const open = (await call('GET', '/greenway/office/payout/list/', RUSSIAN)).body.available_periods as number[];
    for (const period_id of open) {
      const added = await call('POST', '/greenway/office/payout/add/', RUSSIAN, { amount: 1000, period_id });
      expect(added.status).toBe(200);
    }
    expect((await call('GET', '/greenway/office/payout/list/', RUSSIAN)).body.message).toBe(
      PAYOUT_TEXTS.allRequested[1],
    );
    expect((await call('GET', '/greenway/office/payout/list/', 'kk-KZ')).body.message).toBe(
      PAYOUT_TEXTS.allRequested[0],
    );

    // The seeded bonuses and the payouts just made are transactions with Russian descriptions.
    const list = '/greenway/office/transaction/list/?account=internal&per_page=50';
    const ru = (await call('GET', list, RUSSIAN)).body.transactions as Body[];
    expect(ru.length).toBeGreaterThan(open.length);
    expect(ru.every((t) => CYRILLIC.test(t.description) && !LATIN_WORD.test(t.description))).toBe(true);
    // Issue 32: the payout's period reads as a month, never as its `YYYYMM` id.
    expect(ru.map((t) => t.description)).toContain(`Выплата за ${periodMonth(open[0] as number, 'ru')}`);
    for (const other of [ENGLISH, ...OTHERS]) {
      const reply = (await call('GET', list, other)).body.transactions as Body[];
      expect(
        reply.map((t) => t.description),
        other,
      ).toContain(`Payout for ${periodMonth(open[0] as number, 'en')}`);
      expect(
        reply.every((t) => !CYRILLIC.test(t.description)),
        other,
      ).toBe(true);
    }
  });

  it('every seeded item has its Russian text, so a new seed cannot forget it', async () => {
    const state = sandbox.state();
    const missing: string[] = [];
    const need = (key: string, text: string | undefined) => {
      if (!text || !CYRILLIC.test(text)) missing.push(key);
    };
    for (const p of catalog(state).products) need(`product ${p.noun}`, PRODUCT_NAMES_RU[p.noun]);
    for (const s of catalog(state).sections) {
      need(`section ${s.path}`, SECTION_NAMES_RU[s.path]);
      for (const sub of s.subsections) need(`subsection ${sub.path}`, SECTION_NAMES_RU[sub.path]);
    }
    for (const b of catalog(state).brands) need(`brand ${b.path}`, BRAND_TEXTS_RU[b.path]);
    for (const b of BANNERS) need(`banner ${b.id}`, BANNER_TITLES_RU[b.id]);
    for (const [sub, detail] of Object.entries(DETAILS_RU)) need(`details ${sub}`, detail.usage);
    for (const t of NEWS_TAGS) need(`news tag ${t.id}`, NEWS_TAGS_RU[t.id]);
    for (const [title] of Object.values(HEADLINES).flat()) need(`news ${title}`, HEADLINES_RU[title]?.[0]);
    for (const e of EVENTS) {
      need(`event ${e.id}`, EVENTS_RU[e.id]?.name);
      need(`event ${e.kind}`, EVENT_DESCRIPTIONS_RU[e.kind]);
      for (const p of e.packages ?? []) need(`package ${p.name}`, EVENT_PACKAGES_RU[p.name]?.[0]);
    }
    for (const site of API_SITES) need(`site ${site.code}`, SITE_NAMES_RU[site.code]);
    for (const path of CORPORATE_CMS_PATHS) need(`page ${path}`, CMS_PAGES_RU[path]?.sections[0]?.[1]);
    for (const site of API_SITES) need(`site in ${site.code}`, SITE_IN_RU[site.code]);
    for (const rank of RANKS) need(`rank ${rank.name}`, RANK_NAMES_RU[rank.name]);
    // The office's CMS pages (wiki, education, specifications, materials): title, each section, each block.
    for (const page of OFFICE_CMS_PAGES) {
      const ru = OFFICE_CMS_PAGES_RU[page.path];
      need(`office page ${page.path}`, ru?.title);
      for (const [i] of page.sections.entries()) need(`office page ${page.path} section ${i}`, ru?.sections[i]?.[1]);
      for (const entry of page.entries ?? [])
        need(`office page ${page.path} ${entry.key}`, ru?.entries?.[entry.key]?.[1]);
    }
    // The office's materials.
    const { access_token: token } = await signIn(sandbox.app, 'partner');
    const mine = await callSandbox<Body>(sandbox.app, 'GET', '/greenway/office/my-achievements/', { token });
    for (const a of mine.body.achievements as Body[]) need(`achievement ${a.id}`, ACHIEVEMENTS_RU[a.id]?.[1]);
    const stats = await callSandbox<Body>(sandbox.app, 'GET', '/greenway/office/eco-achievements-stats/', {
      token,
      headers: { 'content-language': ENGLISH },
    });
    const allStats = [
      ...stats.body.stats,
      ...ECO_ACHIEVEMENTS.stats,
      ...ECO_ACHIEVEMENTS.projects.flatMap((p) => p.stats),
    ];
    for (const stat of allStats) {
      need(`eco figure ${stat.title}`, ECO_STAT_TITLES_RU[stat.title]);
      need(`eco unit ${stat.unit}`, ECO_UNITS_RU[stat.unit]);
    }
    for (const p of ECO_ACHIEVEMENTS.projects) need(`eco project ${p.id}`, ECO_PROJECTS_RU[p.id]?.[1]);
    for (const [i, track] of AUDIO.entries()) need(`audio ${track.title}`, AUDIO_TITLES_RU[i]);
    for (const promo of PROMOS) need(`promo ${promo.page}`, PROMOS_RU[promo.page]?.[1]);
    // Mail: every template, every seeded conversation's subject and every seeded message.
    for (const t of MAIL_TEMPLATES)
      for (const text of MAIL_TEMPLATES_RU[t.id] ?? [undefined]) need(`mail template ${t.id}`, text);
    for (const c of mailboxes(state).conversations) {
      need(`mail subject ${c.subject}`, subjectRu(c.subject));
      for (const m of c.messages) need(`mail message ${m.text}`, messageRu(m.text));
    }
    // Every legal page: its title and each of its sections, heading and text.
    const pages = [
      ...CMS_PAGES.filter((p) => p.path !== ITALIAN_ONLY && !CORPORATE_CMS_PATHS.includes(p.path)).map(
        (p) => [p, LEGAL_PAGES_RU[p.path]] as const,
      ),
    ];
    for (const [page, ru] of pages) {
      need(`page ${page.path}`, ru?.title);
      if (ru && ru.sections.length !== page.sections.length) missing.push(`page ${page.path} sections`);
      page.sections.forEach((_, i) => {
        need(`page ${page.path} heading ${i}`, ru?.sections[i]?.[0]);
        need(`page ${page.path} text ${i}`, ru?.sections[i]?.[1]);
      });
    }
    // The supplement test: its blocks, every question and answer, every recommendation.
    for (const text of [SURVEY_TITLE_RU, ...SURVEY_INTRO_RU, SURVEY_DISCLAIMER_RU]) need('survey block', text);
    for (const q of QUESTIONS) {
      need(`survey question ${q.id}`, QUESTIONS_RU[q.id]);
      // Age bands are figures in both languages; the other answers are words.
      for (const a of q.answers) if (/[a-z]/i.test(a.text)) need(`survey answer ${a.id}`, ANSWERS_RU[a.id]);
      for (const a of q.answers) if (!ANSWERS_RU[a.id]) missing.push(`survey answer ${a.id}`);
    }
    for (const key of Object.keys(RECOMMENDATIONS)) {
      need(`recommendation ${key}`, RECOMMENDATIONS_RU[key]?.[0]);
      need(`recommendation ${key} text`, RECOMMENDATIONS_RU[key]?.[1]);
    }
    // Cart promotions, the calculation's, payouts' and transfers' messages, payout forms.
    for (const p of PROMOTIONS) {
      need(`promotion ${p.id}`, PROMOTIONS_RU[p.id]?.[0]);
      need(`promotion ${p.id} description`, PROMOTIONS_RU[p.id]?.[1]);
    }
    const texts = { ...CALCULATION_TEXTS, ...PAYOUT_TEXTS, ...FINANCE_TEXTS };
    for (const [key, [, ru]] of Object.entries(texts)) need(`message ${key}`, ru);
    // 'SWIFT / BIC' reads the same in Russian: a label must be there, not necessarily in Cyrillic.
    for (const f of FIELDS) if (FIELD_LABELS_RU[f.name] === undefined) missing.push(`payout field ${f.name}`);
    for (const t of BUSINESS_TYPES) need(`business type ${t.id}`, BUSINESS_TYPES_RU[t.id]);
    // Every seeded account transaction reads in Russian.
    for (const t of accounts(state).transactions)
      need(`transaction ${t.description}`, transactionDescriptionRu(t.description));
    expect(missing).toEqual([]);
  });

  it('Russian texts are Russian: no untranslated English words in product names, news or event names', () => {
    const texts = [
      ...Object.values(PRODUCT_NAMES_RU),
      ...Object.values(HEADLINES_RU).flat(),
      ...Object.values(SECTION_NAMES_RU),
      ...Object.values(LEGAL_PAGES_RU).flatMap((p) => [p.title, ...p.sections.flat()]),
      ...Object.values(QUESTIONS_RU),
      ...Object.values(ANSWERS_RU),
      ...Object.values(RECOMMENDATIONS_RU).flat(),
      ...Object.values(PROMOTIONS_RU).flat(),
      ...Object.values(FINANCE_TEXTS).map(([, ru]) => ru),
      ...Object.values(CALCULATION_TEXTS).map(([, ru]) => ru),
    ];
    // Brand-like names the shops keep in Latin letters, the company's registered name, the words
    // Russian writes in Latin letters too (cookie files, bank codes), and the {placeholders}.
    const allowed = /Greenway Global LLC|Greenway|Eco green|GW Markets?|cookie|IBAN|SWIFT|BIC|\{\w+\}/g;
    expect(texts.filter((t) => LATIN_WORD.test(t.replaceAll(allowed, '').toLowerCase()))).toEqual([]);
  });
});

/** Issue 32: the il site's Hebrew layer over the seeded demo content; English stays English. */
const HEBREW = 'he-IL';
const HEBREW_LETTER = /[\u0590-\u05FF]/;

describe('demo content in Hebrew on the il site (issue 32)', () => {
  let sandbox: Sandbox;
  let token: string;
  const call = (method: 'GET' | 'POST', path: string, language: string, body?: object) =>
    callSandbox<Body>(sandbox.app, method, path, {
      token,
      ...(body ? { body } : {}),
      headers: { 'content-language': language, 'content-location': 'il' },
    });
  beforeAll(async () => {
    sandbox = await buildSandbox({ validateReplies: true });
    token = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterAll(() => sandbox.app.close());

  it('he payouts, transfers and account transactions read in Hebrew, periods as Hebrew months; en in English', async () => {
    const badPeriod = { amount: 1000, period_id: 190001 };
    expect((await call('POST', '/greenway/office/payout/add/', HEBREW, badPeriod)).body.errors.period_id).toEqual([
      PAYOUT_TEXTS_HE.periodClosed,
    ]);
    expect((await call('POST', '/greenway/office/payout/add/', ENGLISH, badPeriod)).body.errors.period_id).toEqual([
      PAYOUT_TEXTS.periodClosed[0],
    ]);
    const config = (await call('GET', '/greenway/office/payout/international/config/', HEBREW)).body;
    expect(config.fields.map((f: Body) => f.label)).toEqual(FIELDS.map((f) => FIELD_LABELS_HE[f.name]));
    const cards = (await call('GET', '/greenway/office/payout/card-provider/list/', HEBREW)).body;
    expect(cards.business_types.map((t: Body) => t.name)).toEqual(BUSINESS_TYPES.map((t) => BUSINESS_TYPES_HE[t.id]));
    // A transfer refusal names the account in Hebrew.
    const gift = await call('POST', '/greenway/office/transfer/gift/add/', HEBREW, {
      amount: 500,
      to_account: 'internal',
    });
    expect(gift.status).toBe(400);
    expect(JSON.stringify(gift.body.errors)).toContain(ACCOUNTS_HE.gift.on);
    const unknown = { amount: 500, recipient_id: 987654 };
    expect((await call('POST', '/greenway/office/transfer/internal/add/', HEBREW, unknown)).body.errors).toEqual({
      recipient_id: [FINANCE_TEXTS_HE.noRecipient],
    });
    expect((await call('POST', '/greenway/office/transfer/internal/add/', ENGLISH, unknown)).body.errors).toEqual({
      recipient_id: [FINANCE_TEXTS.noRecipient[0]],
    });

    const open = (await call('GET', '/greenway/office/payout/list/', HEBREW)).body.available_periods as number[];
    for (const period_id of open)
      expect((await call('POST', '/greenway/office/payout/add/', HEBREW, { amount: 100, period_id })).status).toBe(200);
    expect((await call('GET', '/greenway/office/payout/list/', HEBREW)).body.message).toBe(
      PAYOUT_TEXTS_HE.allRequested,
    );
    expect((await call('GET', '/greenway/office/payout/list/', ENGLISH)).body.message).toBe(
      PAYOUT_TEXTS.allRequested[0],
    );
    const list = '/greenway/office/transaction/list/?account=internal&per_page=50';
    const he = (await call('GET', list, HEBREW)).body.transactions as Body[];
    expect(he.length).toBeGreaterThan(open.length);
    expect(he.every((t) => HEBREW_LETTER.test(t.description) && !LATIN_WORD.test(t.description))).toBe(true);
    expect(he.map((t) => t.description)).toContain(`תשלום בונוסים עבור ${periodMonth(open[0] as number, 'he')}`);
    const en = (await call('GET', list, ENGLISH)).body.transactions as Body[];
    expect(en.map((t) => t.description)).toContain(`Payout for ${periodMonth(open[0] as number, 'en')}`);
    expect(en.some((t) => HEBREW_LETTER.test(t.description))).toBe(false);
  });

  it('he dashboard reads qualifications, the team’s ranks, the challenges and GreenJack in Hebrew; en in English', async () => {
    const he = (await call('GET', '/greenway/office/dashboard/', HEBREW)).body;
    expect(Object.values(RANK_NAMES_HE)).toContain(he.rank);
    const en = (await call('GET', '/greenway/office/dashboard/', ENGLISH)).body;
    expect(RANK_NAMES_HE[en.rank]).toBe(he.rank);
    const team = (await call('GET', '/greenway/office/partner/list/', HEBREW)).body.partners as Body[];
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((p) => Object.values(RANK_NAMES_HE).includes(p.rank))).toBe(true);
    const cruise = (await call('GET', '/greenway/office/dashboard/cruise/', HEBREW)).body;
    expect(cruise.title).toBe(CHALLENGE_TITLES_HE.cruise);
    expect(cruise.conditions.every((c: Body) => HEBREW_LETTER.test(c.title) && !LATIN_WORD.test(c.title))).toBe(true);
    expect(JSON.stringify((await call('GET', '/greenway/office/dashboard/cruise/', ENGLISH)).body)).not.toMatch(
      HEBREW_LETTER,
    );
  });

  it('he mail reads the seeded conversations, their messages, the support’s name and the templates in Hebrew; en in English', async () => {
    const he = (await call('GET', '/office/mail/list/', HEBREW)).body.conversations as Body[];
    expect(he.length).toBeGreaterThan(0);
    expect(he.every((c) => HEBREW_LETTER.test(c.subject) && HEBREW_LETTER.test(c.title))).toBe(true);
    expect(he.filter((c) => c.recipient.type === 'support').map((c) => c.recipient.name)).toContain(SUPPORT_NAME_HE);
    const en = (await call('GET', '/office/mail/list/', ENGLISH)).body.conversations as Body[];
    expect(en.some((c) => HEBREW_LETTER.test(`${c.subject}${c.title}${c.recipient.name}`))).toBe(false);
    const messages = (await call('GET', `/office/mail/${he[0]!.id}/`, HEBREW)).body.messages as Body[];
    expect(messages.every((m) => HEBREW_LETTER.test(m.message))).toBe(true);
    const enMessages = (await call('GET', `/office/mail/${he[0]!.id}/`, ENGLISH)).body.messages as Body[];
    expect(enMessages.some((m) => HEBREW_LETTER.test(m.message))).toBe(false);
    const templates = (await call('GET', '/office/mail/template/system/', HEBREW)).body.templates as Body[];
    expect(templates.map((t) => t.subject)).toEqual(MAIL_TEMPLATES.map((t) => MAIL_TEMPLATES_HE[t.id]?.[0]));

    // The support's automatic answer to a message started from a template reads in Hebrew too.
    const started = (await call('POST', '/office/mail/start/system/', HEBREW, { template_id: 3 })).body;
    const answered = (await call('GET', `/office/mail/${started.id}/`, HEBREW)).body.messages as Body[];
    expect(answered.length).toBe(2);
    expect(answered.every((m) => HEBREW_LETTER.test(m.message))).toBe(true);
    const answeredEn = (await call('GET', `/office/mail/${started.id}/`, ENGLISH)).body.messages as Body[];
    expect(answeredEn.at(-1)?.message).toMatch(/^Thank you for your message!/);
    const answeredRu = (await call('GET', `/office/mail/${started.id}/`, 'ru')).body.messages as Body[];
    expect(answeredRu.at(-1)?.message).toMatch(/^Спасибо за сообщение!/);
  });

  it('he events read their names, cities, descriptions, packages and application questions in Hebrew; en in English', async () => {
    const first = EVENTS[0]!;
    const event = (await call('GET', `/event/${first.id}/`, HEBREW)).body;
    expect(event).toMatchObject({ name: EVENTS_HE[first.id]?.name, city: EVENTS_HE[first.id]?.city });
    expect(event.description).toBe(EVENT_DESCRIPTIONS_HE[first.kind]);
    expect(event.instruction).toMatch(HEBREW_LETTER);
    const he = (await call('GET', '/event/', HEBREW)).body.events as Body[];
    expect(he.length).toBeGreaterThan(0);
    expect(he.every((e) => HEBREW_LETTER.test(e.name))).toBe(true);
    expect(JSON.stringify((await call('GET', '/event/', ENGLISH)).body)).not.toMatch(HEBREW_LETTER);
    const school = '/office/event/111/applications/data/';
    const application = (await call('GET', school, HEBREW)).body;
    expect(application.event_name).toBe(EVENTS_HE[111]?.name);
    expect(application.packages.length).toBeGreaterThan(0);
    expect(
      application.packages.every((p: Body) => HEBREW_LETTER.test(p.name) && HEBREW_LETTER.test(p.description)),
    ).toBe(true);
    expect(application.extra_fields.length).toBeGreaterThan(0);
    expect(application.extra_fields.every((f: Body) => HEBREW_LETTER.test(f.label))).toBe(true);
    expect(JSON.stringify((await call('GET', school, ENGLISH)).body)).not.toMatch(HEBREW_LETTER);

    // The seat categories read in Hebrew (VIP is VIP in every language); a confirmed ticket goes to
    // the cart named in Hebrew, its seat and category too.
    const forum = '/office/order/event/107';
    const scheme = (await call('GET', `${forum}/scheme/`, HEBREW)).body;
    const zones = new Map((scheme.zones as Body[]).map((z) => [z.id, z.name]));
    expect([...zones.values()].filter((name) => name !== 'VIP').every((name) => HEBREW_LETTER.test(name))).toBe(true);
    const english = ((await call('GET', `${forum}/scheme/`, ENGLISH)).body.zones as Body[]).map((z) => z.name);
    expect(english).toEqual(expect.arrayContaining(['Standard']));
    const free = (scheme.seats as Body[]).find((s) => s.state === null && zones.get(s.zone_id) !== 'VIP')!;
    const hold = (await call('POST', `${forum}/pre-reservation/`, HEBREW, { seat_ids: [free.id] })).body;
    await call('POST', `${forum}/reservation/`, HEBREW, {
      tickets: [{ ticket_id: hold.tickets[0].id, partner_number: '100001' }],
    });
    const confirmed = (await call('POST', `${forum}/confirm/`, HEBREW)).body;
    expect(confirmed.cart_items[0].name).toMatch(
      new RegExp(`^כרטיס \\S+: ${EVENTS_HE[107]?.name}, ${zones.get(free.zone_id)}, שורה \\d+, מקום \\d+$`),
    );
  });

  it('he office pages (wiki, education, specifications, materials) and the office’s materials read in Hebrew; en in English', async () => {
    const home = (await call('GET', '/greenway/office/', HEBREW)).body;
    expect(home.sections.length).toBeGreaterThan(0);
    expect(home.sections.every((s: Body) => HEBREW_LETTER.test(s.title))).toBe(true);
    const plan = '/page/office/wiki/marketing-plan/';
    const he = (await call('GET', plan, HEBREW)).body;
    expect(he.title).toBe(OFFICE_CMS_PAGES_HE['/office/wiki/marketing-plan']?.title);
    expect(he.static_objects.rank.title).toBe(OFFICE_CMS_PAGES_HE['/office/wiki/marketing-plan']?.entries?.rank?.[0]);
    const passports = (await call('GET', '/page/office/specifications/product-passports/', HEBREW)).body;
    // The country is named in Hebrew inside the Hebrew text, never as a placeholder or in English.
    expect(passports.content).toContain('בישראל');
    expect(passports.content).not.toMatch(/\{\w+\}|Israel/);
    const en = (await call('GET', plan, ENGLISH)).body;
    expect(JSON.stringify(en)).not.toMatch(HEBREW_LETTER);
    // Legal pages read in Hebrew, the country named in Hebrew; the Italian consent stays Italian.
    const legal = (await call('GET', '/page/privacy-policy/', HEBREW)).body;
    expect(legal.title).toBe(LEGAL_PAGES_HE['/privacy-policy']?.title);
    expect(legal.content).toContain(`ב${SITE_NAMES_HE.il}`);
    expect(legal.content).not.toMatch(/\{\w+\}/);
    expect(legal.static_objects.updated.title).toMatch(HEBREW_LETTER);
    expect(JSON.stringify((await call('GET', '/page/privacy-policy/', ENGLISH)).body)).not.toMatch(HEBREW_LETTER);
    const italian = (await call('GET', `/page${ITALIAN_ONLY}/`, HEBREW)).body;
    expect(italian.title).toMatch(/^Consenso/);
    expect(JSON.stringify(italian)).not.toMatch(HEBREW_LETTER);
    for (const path of [
      '/greenway/office/my-achievements/',
      '/greenway/office/eco-achievements-stats/',
      '/eco-achievements/',
      '/greenway/office/audio/?per_page=50',
      '/greenway/office/promo/',
    ]) {
      expect(JSON.stringify((await call('GET', path, HEBREW)).body), path).toMatch(HEBREW_LETTER);
      expect(JSON.stringify((await call('GET', path, ENGLISH)).body), path).not.toMatch(HEBREW_LETTER);
    }
    const achievements = (await call('GET', '/greenway/office/my-achievements/', HEBREW)).body.achievements as Body[];
    expect(achievements.map((a) => a.name)).toEqual(achievements.map((a) => ACHIEVEMENTS_HE[a.id]?.[0]));
  });

  it('he cart promotions and calculation messages, the office menu and the pulse service read in Hebrew; en in English', async () => {
    const cloth = catalog(sandbox.state()).products.find(
      (p) => p.type === 0 && p.priceRub >= PROMOTIONS[0]!.thresholdRub / 4,
    )!;
    const calculate = (language: string) =>
      call('POST', '/greenway/shop/cart/calculate/', language, {
        cart: { products: [{ id: cloth.id, quantity: 4 }], gifts: [], free: [], choices: [] },
      });
    const he = (await calculate(HEBREW)).body;
    const first = he.actions.find((a: Body) => a.id === PROMOTIONS[0]!.id);
    expect(first.name.startsWith(PROMOTIONS_HE[PROMOTIONS[0]!.id]![0].split('{')[0]!)).toBe(true);
    expect(first.description).toBe(PROMOTIONS_HE[PROMOTIONS[0]!.id]?.[1]);
    expect(he.info_messages.length).toBeGreaterThan(0);
    expect(he.info_messages.every((m: string) => HEBREW_LETTER.test(m))).toBe(true);
    const en = (await calculate(ENGLISH)).body;
    expect(`${JSON.stringify(en.actions)}${en.info_messages.join(' ')}`).not.toMatch(HEBREW_LETTER);

    const menu = (await call('GET', '/shop/', HEBREW)).body.officeMenu as Body[];
    const names = menu.flatMap((i) => [i.name, ...i.children.map((c: Body) => c.name)]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => HEBREW_LETTER.test(n))).toBe(true);
    expect(JSON.stringify((await call('GET', '/shop/', ENGLISH)).body.officeMenu)).not.toMatch(HEBREW_LETTER);
    const pulse = '/greenway/office/services/pulse/';
    expect((await call('GET', pulse, HEBREW)).body.content).toMatch(HEBREW_LETTER);
    expect((await call('GET', pulse, ENGLISH)).body.content).not.toMatch(HEBREW_LETTER);
  });

  it('he supplement test reads its questions, answers, recommendations and errors in Hebrew; en in English', async () => {
    const structure = '/shop/surveys/get-structure/dietary_supplement/';
    const he = (await call('GET', structure, HEBREW)).body;
    expect(he.survey.title).toBe(SURVEY_TITLE_HE);
    expect(he.static_objects.intro.title).toBe(SURVEY_INTRO_HE[0]);
    expect(he.survey.questions.map((q: Body) => q.text)).toEqual(QUESTIONS.map((q) => QUESTIONS_HE[q.id]));
    expect(he.survey.questions[1].answers[0].text).toBe(ANSWERS_HE[21]);
    expect((await call('GET', structure, ENGLISH)).body.survey.questions.map((q: Body) => q.text)).toEqual(
      QUESTIONS.map((q) => q.text),
    );
    const answers = QUESTIONS.map((q) => ({ question_id: q.id, answer_ids: [q.answers[0]!.id] }));
    const results = (await call('POST', '/shop/surveys/submit/', HEBREW, { survey_id: 1, answers })).body.results;
    expect(results.map((r: Body) => r.title)).toContain(RECOMMENDATIONS_HE.energy?.[0]);
    expect(results.every((r: Body) => HEBREW_LETTER.test(`${r.title}${r.text}`))).toBe(true);
    const incomplete = await call('POST', '/shop/surveys/submit/', HEBREW, { survey_id: 1, answers: answers.slice(1) });
    expect(incomplete.status).toBe(400);
    expect(JSON.stringify(incomplete.body)).toMatch(HEBREW_LETTER);
    const en = await call('POST', '/shop/surveys/submit/', ENGLISH, { survey_id: 1, answers: answers.slice(1) });
    expect(JSON.stringify(en.body)).not.toMatch(HEBREW_LETTER);
  });

  it('he news read their headlines, leads, tags and texts in Hebrew; en in English', async () => {
    const he = (await call('GET', '/news/?page=1', HEBREW)).body;
    const en = (await call('GET', '/news/?page=1', ENGLISH)).body;
    expect(he.news.map((n: Body) => n.title)).toEqual(en.news.map((n: Body) => HEADLINES_HE[n.title]?.[0]));
    expect(he.tags.map((t: Body) => t.name)).toEqual(NEWS_TAGS.map((t) => NEWS_TAGS_HE[t.id]));
    expect(JSON.stringify(en)).not.toMatch(HEBREW_LETTER);
    const id = en.news[0].id;
    const item = (await call('GET', `/news/${id}/`, HEBREW)).body;
    expect(item.text).toMatch(HEBREW_LETTER);
    // Only Hebrew words: the escaped quotes (&quot;) aside.
    expect(item.text.replaceAll(/&\w+;/g, '')).not.toMatch(LATIN_WORD);
    expect((await call('GET', `/news/${id}/`, ENGLISH)).body.text).not.toMatch(HEBREW_LETTER);
  });

  it('a he shop reads products, sections, banners, brands and product pages in Hebrew; en in English', async () => {
    const he = (await call('GET', '/shop/main/', HEBREW)).body;
    const en = (await call('GET', '/shop/main/', ENGLISH)).body;
    const first = catalog(sandbox.state()).byId(he.sales[0].id)!;
    const brand = catalog(sandbox.state()).brand(first.brandId).name;
    expect(he.sales[0].name).toBe(`${PRODUCT_NAMES_HE[first.noun]} ${brand}`);
    expect(en.sales[0].name).toBe(first.name);
    expect(he.banners.map((b: Body) => b.title)).toEqual(BANNERS.map((b) => BANNER_TITLES_HE[b.id]));
    expect(he.brands[0].description).toMatch(HEBREW_LETTER);
    expect(JSON.stringify(en)).not.toMatch(HEBREW_LETTER);
    const menu = (await call('GET', '/shop/', HEBREW)).body;
    expect(menu.sections.map((s: Body) => s.name)).toContain(SECTION_NAMES_HE.household);
    expect(menu.sections[0].subsections[0].name).toBe(SECTION_NAMES_HE.laundry);
    expect(menu.genders.every((g: Body) => HEBREW_LETTER.test(g.name))).toBe(true);
    expect(JSON.stringify((await call('GET', '/shop/', ENGLISH)).body)).not.toMatch(HEBREW_LETTER);
    const product = catalog(sandbox.state()).products.find((p) => p.subsectionPath === 'kitchen' && p.type === 0)!;
    const page = (await call('GET', `/shop/product/${product.code}/`, HEBREW)).body;
    expect(page.name).toContain(PRODUCT_NAMES_HE[product.noun]);
    expect(page).toMatchObject({ usage: DETAILS_HE.kitchen?.usage, volume: DETAILS_HE.kitchen?.volume });
    expect(page.description).toMatch(HEBREW_LETTER);
    expect(page.certificates[0].name).toMatch(HEBREW_LETTER);
    const enPage = (await call('GET', `/shop/product/${product.code}/`, ENGLISH)).body;
    expect(`${enPage.name}${enPage.description}${enPage.usage}${enPage.certificates[0].name}`).not.toMatch(
      HEBREW_LETTER,
    );
  });

  it('he home, corporate pages, their CMS pages and the site data read in Hebrew, the country too; en in English', async () => {
    const home = (await call('GET', '/home/', HEBREW)).body;
    expect(home.static_objects.intro.title).toBe(`1. ${BLOCKS_HE.home?.intro?.[0]}`);
    expect(home.static_objects.contacts.text).toContain(`ב${SITE_NAMES_HE.il}`);
    expect(home.news.every((n: Body) => HEBREW_LETTER.test(n.title))).toBe(true);
    expect(JSON.stringify((await call('GET', '/home/', ENGLISH)).body)).not.toMatch(HEBREW_LETTER);
    expect((await call('GET', '/company/', HEBREW)).body.title).toBe(PAGES_HE.company?.title);
    const geography = (await call('GET', '/page/geography/', HEBREW)).body;
    expect(geography.title).toBe(CMS_PAGES_HE['/geography']?.title);
    expect(geography.content).toContain(`ב${SITE_NAMES_HE.il}`);
    expect(geography.content).not.toMatch(/\{\w+\}/);
    expect(geography.static_objects.updated.title).toMatch(HEBREW_LETTER);
    expect(JSON.stringify((await call('GET', '/page/geography/', ENGLISH)).body)).not.toMatch(HEBREW_LETTER);
    const site = (await call('GET', '/main/', HEBREW)).body;
    expect(site.genders.every((g: Body) => HEBREW_LETTER.test(g.name))).toBe(true);
    expect(site.static_objects.app_banner.title).toMatch(HEBREW_LETTER);
    // The languages keep their own names (עברית); the texts are English.
    const enSite = (await call('GET', '/main/', ENGLISH)).body;
    expect(JSON.stringify([enSite.genders, enSite.static_objects])).not.toMatch(HEBREW_LETTER);
  });

  it('every seeded item of the Hebrew layers has its Hebrew text, so a new seed cannot forget it', () => {
    const state = sandbox.state();
    const missing: string[] = [];
    const need = (key: string, text: string | undefined) => {
      if (!text || !HEBREW_LETTER.test(text)) missing.push(key);
    };
    for (const rank of RANKS) need(`rank ${rank.name}`, RANK_NAMES_HE[rank.name]);
    for (const [key, text] of Object.entries({ ...PAYOUT_TEXTS_HE, ...FINANCE_TEXTS_HE })) need(`message ${key}`, text);
    for (const f of FIELDS) if (FIELD_LABELS_HE[f.name] === undefined) missing.push(`payout field ${f.name}`);
    for (const t of BUSINESS_TYPES) need(`business type ${t.id}`, BUSINESS_TYPES_HE[t.id]);
    for (const t of accounts(state).transactions)
      need(`transaction ${t.description}`, transactionDescriptionHe(t.description));
    for (const name of Object.keys(CHALLENGE_TITLES_RU)) need(`challenge ${name}`, CHALLENGE_TITLES_HE[name]);
    for (const title of Object.keys(CONDITION_TITLES_RU)) need(`condition ${title}`, CONDITION_TITLES_HE[title]);
    for (const e of EVENTS) {
      need(`event ${e.id}`, EVENTS_HE[e.id]?.name);
      need(`event ${e.id} city`, EVENTS_HE[e.id]?.city);
      need(`event ${e.kind}`, EVENT_DESCRIPTIONS_HE[e.kind]);
      for (const p of e.packages ?? []) {
        need(`package ${p.name}`, EVENT_PACKAGES_HE[p.name]?.[0]);
        need(`package ${p.name} description`, EVENT_PACKAGES_HE[p.name]?.[1]);
      }
    }
    for (const f of Object.values(EXTRA_FIELDS).flat()) need(`event question ${f.name}`, f.labelHe);
    for (const page of OFFICE_CMS_PAGES) {
      const he = OFFICE_CMS_PAGES_HE[page.path];
      need(`office page ${page.path}`, he?.title);
      if (he && he.sections.length !== page.sections.length) missing.push(`office page ${page.path} sections`);
      for (const [i] of page.sections.entries()) {
        need(`office page ${page.path} heading ${i}`, he?.sections[i]?.[0]);
        need(`office page ${page.path} section ${i}`, he?.sections[i]?.[1]);
      }
      for (const entry of page.entries ?? []) {
        need(`office page ${page.path} ${entry.key}`, he?.entries?.[entry.key]?.[0]);
        need(`office page ${page.path} ${entry.key} text`, he?.entries?.[entry.key]?.[1]);
      }
    }
    for (const site of API_SITES) need(`site ${site.code}`, SITE_NAMES_HE[site.code]);
    const stats = [...ECO_ACHIEVEMENTS.stats, ...ECO_ACHIEVEMENTS.projects.flatMap((p) => p.stats)];
    for (const stat of stats) {
      need(`eco figure ${stat.title}`, ECO_STAT_TITLES_HE[stat.title]);
      need(`eco unit ${stat.unit}`, ECO_UNITS_HE[stat.unit]);
    }
    for (const title of Object.keys(ECO_STAT_TITLES_RU)) need(`eco figure ${title}`, ECO_STAT_TITLES_HE[title]);
    for (const unit of Object.keys(ECO_UNITS_RU)) need(`eco unit ${unit}`, ECO_UNITS_HE[unit]);
    for (const p of ECO_ACHIEVEMENTS.projects) need(`eco project ${p.id}`, ECO_PROJECTS_HE[p.id]?.[1]);
    for (const id of Object.keys(ACHIEVEMENTS_RU)) need(`achievement ${id}`, ACHIEVEMENTS_HE[Number(id)]?.[1]);
    for (const [i, track] of AUDIO.entries()) need(`audio ${track.title}`, AUDIO_TITLES_HE[i]);
    for (const promo of PROMOS) {
      need(`promo ${promo.page}`, PROMOS_HE[promo.page]?.[0]);
      need(`promo ${promo.page} text`, PROMOS_HE[promo.page]?.[1]);
    }
    for (const p of PROMOTIONS) {
      need(`promotion ${p.id}`, PROMOTIONS_HE[p.id]?.[0]);
      need(`promotion ${p.id} description`, PROMOTIONS_HE[p.id]?.[1]);
    }
    for (const [key, text] of Object.entries(CALCULATION_TEXTS_HE)) need(`calculation ${key}`, text);
    for (const text of [SURVEY_TITLE_HE, ...SURVEY_INTRO_HE, SURVEY_DISCLAIMER_HE]) need('survey block', text);
    for (const q of QUESTIONS) {
      need(`survey question ${q.id}`, QUESTIONS_HE[q.id]);
      // Age bands are figures in every language; the other answers are words.
      for (const a of q.answers) if (/[a-z]/i.test(a.text)) need(`survey answer ${a.id}`, ANSWERS_HE[a.id]);
      for (const a of q.answers) if (!ANSWERS_HE[a.id]) missing.push(`survey answer ${a.id}`);
    }
    for (const key of Object.keys(RECOMMENDATIONS)) {
      need(`recommendation ${key}`, RECOMMENDATIONS_HE[key]?.[0]);
      need(`recommendation ${key} text`, RECOMMENDATIONS_HE[key]?.[1]);
    }
    for (const key of Object.keys(SURVEY_ERRORS_RU)) need(`survey error ${key}`, SURVEY_ERRORS_HE[key]);
    for (const t of NEWS_TAGS) need(`news tag ${t.id}`, NEWS_TAGS_HE[t.id]);
    for (const [title] of Object.values(HEADLINES).flat()) {
      need(`news ${title}`, HEADLINES_HE[title]?.[0]);
      need(`news ${title} lead`, HEADLINES_HE[title]?.[1]);
    }
    for (const p of catalog(state).products) need(`product ${p.noun}`, PRODUCT_NAMES_HE[p.noun]);
    for (const s of catalog(state).sections) {
      need(`section ${s.path}`, SECTION_NAMES_HE[s.path]);
      for (const sub of s.subsections) need(`subsection ${sub.path}`, SECTION_NAMES_HE[sub.path]);
    }
    for (const b of catalog(state).brands) need(`brand ${b.path}`, BRAND_TEXTS_HE[b.path]);
    for (const b of BANNERS) need(`banner ${b.id}`, BANNER_TITLES_HE[b.id]);
    for (const sub of Object.keys(DETAILS_RU)) need(`details ${sub}`, DETAILS_HE[sub]?.usage);
    for (const page of CMS_PAGES.filter((p) => p.path !== ITALIAN_ONLY)) {
      const { path } = page;
      const he = CMS_PAGES_HE[path];
      // A title may be a brand name ("GW Markets"): it must be there, not necessarily in Hebrew letters.
      if (!he?.title) missing.push(`page ${path}`);
      if (he?.sections.length !== page.sections.length) missing.push(`page ${path} sections`);
      for (const [i] of page.sections.entries()) {
        need(`page ${path} heading ${i}`, he?.sections[i]?.[0]);
        need(`page ${path} text ${i}`, he?.sections[i]?.[1]);
      }
    }
    // Every corporate block Russian writes in words, Hebrew does too (the copyright line is figures and names).
    for (const [page, blocks] of Object.entries(BLOCKS_RU))
      for (const [key, ru] of Object.entries(blocks)) {
        const he = BLOCKS_HE[page]?.[key];
        if (CYRILLIC.test(ru.join(''))) need(`block ${page} ${key}`, he?.join(''));
        else if (!he) missing.push(`block ${page} ${key}`);
      }
    for (const t of MAIL_TEMPLATES)
      for (const text of MAIL_TEMPLATES_HE[t.id] ?? [undefined]) need(`mail template ${t.id}`, text);
    for (const c of mailboxes(state).conversations) {
      need(`mail subject ${c.subject}`, subjectHe(c.subject));
      for (const m of c.messages) need(`mail message ${m.text}`, messageHe(m.text));
    }
    expect(missing).toEqual([]);
  });
  it('Hebrew texts are Hebrew: no untranslated English words besides brand names and codes', () => {
    const texts = [
      ...Object.values(PRODUCT_NAMES_HE),
      ...Object.values(SECTION_NAMES_HE),
      ...Object.values(BRAND_TEXTS_HE),
      ...Object.values(HEADLINES_HE).flat(),
      ...Object.values(QUESTIONS_HE),
      ...Object.values(ANSWERS_HE),
      ...Object.values(RECOMMENDATIONS_HE).flat(),
      ...Object.values(PROMOTIONS_HE).flat(),
      ...Object.values(CALCULATION_TEXTS_HE),
      ...Object.values(FINANCE_TEXTS_HE),
      ...Object.values(PAYOUT_TEXTS_HE),
      ...Object.values(RANK_NAMES_HE),
      ...Object.values(MAIL_TEMPLATES_HE).flat(),
      ...Object.values(EVENT_PACKAGES_HE).flat(),
      ...Object.values(EVENT_DESCRIPTIONS_HE),
      ...Object.values(ACHIEVEMENTS_HE).flat(),
      ...Object.values(PROMOS_HE).flat(),
      ...Object.values(OFFICE_CMS_PAGES_HE).flatMap((p) => [
        p.title,
        ...p.sections.flat(),
        ...Object.values(p.entries ?? {}).flat(),
      ]),
      ...Object.values(CMS_PAGES_HE).flatMap((p) => [p.title, ...p.sections.flat()]),
      ...Object.values(BLOCKS_HE).flatMap((blocks) => Object.values(blocks).flat()),
    ];
    // The company's and its lines' names, the codes Hebrew writes in Latin letters too (SGO, the
    // group volume), HTML tags and the {placeholders}.
    const allowed =
      /Greenway Global LLC|Greenway|Eco green|Green Cruise|GW Markets?|cookies|INCI|GMP|IBAN|SWIFT|BIC|SMS|SGO|<\/?\w+>|\{\w+\}/g;
    expect(texts.filter((t) => LATIN_WORD.test(t.replaceAll(allowed, '').toLowerCase()))).toEqual([]);
  });
});
