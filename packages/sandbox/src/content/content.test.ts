import { LEGAL_PATHS } from '@gf/contracts/rules/legal-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox } from '../test-client.js';
import { SITE_IN_RU } from './cms-ru.js';
import { BLOCKS_RU } from './corporate-ru.js';

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against the contract (validateReplies); tests read them loosely
type Body = Record<string, any>;

const ALL_ANSWERS = [
  { question_id: 1, answer_ids: [13] },
  { question_id: 2, answer_ids: [22, 24] },
  { question_id: 3, answer_ids: [33] },
  { question_id: 4, answer_ids: [43] },
  { question_id: 5, answer_ids: [52] },
];

describe('sandbox content (spec 1 §2, §3, §7)', () => {
  let sandbox: Sandbox;
  const get = (path: string, site = 'ru') =>
    callSandbox<Body>(sandbox.app, 'GET', path, { headers: { 'content-location': site } });
  beforeAll(async () => {
    sandbox = await buildSandbox({ validateReplies: true });
  });
  afterAll(() => sandbox.app.close());

  it('gives each site its type, languages and phone', async () => {
    const ru = await get('/main/');
    expect(ru.body).toMatchObject({ site_type: 'main', languages: [{ code: 'ru' }, { code: 'en' }] });
    expect(ru.body.countries).toContainEqual({ id: 1, code: 'RU', name: 'Russia', site: 'ru' });
    expect((await get('/main/', 'rc')).body.site_type).toBe('rc');
    expect((await get('/main/', 'company')).body.site_type).toBe('company');
    const il = await get('/main/', 'il');
    expect(il.body.languages.map((l: Body) => l.code)).toEqual(['en', 'he']);
    const us = await get('/main/', 'us');
    expect(us.body.sms_languages.map((l: Body) => l.code)).toEqual(['en', 'ru']);
    expect(us.body.static_objects.header_phone.text).toBe('+1 800 300 1234');
  });

  it('builds the home page: nine scenes in order and products in the site currency', async () => {
    const ru = await get('/home/');
    expect(Object.keys(ru.body.static_objects)).toEqual([
      'intro',
      'products',
      'company',
      'opportunities',
      'travel',
      'carbonus',
      'eco',
      'news',
      'contacts',
    ]);
    expect(ru.body.static_objects.contacts.title).toBe(`9. ${BLOCKS_RU.home?.contacts?.[0]}`);
    expect(ru.body.products.length).toBeGreaterThan(0);
    expect(ru.body.products.every((p: Body) => p.currency_code === 'RUB')).toBe(true);
    expect((await get('/home/', 'us')).body.products.every((p: Body) => p.currency_code === 'USD')).toBe(true);
    expect(ru.body.news).toHaveLength(3);
  });

  it.each(LEGAL_PATHS)('serves the legal page %s with text sections', async (path) => {
    const reply = await get(`/page${path}/`);
    expect(reply.status).toBe(200);
    expect(reply.body.path).toBe(path);
    expect(reply.body.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(reply.body.content).not.toMatch(/\{(country|currency|phone)\}/);
  });

  it('fills legal texts for the site and answers 404 for an unknown page', async () => {
    const it = await get('/page/legal/refund/', 'it');
    expect(it.body.content).toContain('EUR');
    const en = await callSandbox<Body>(sandbox.app, 'GET', '/page/legal/where-to-apply/', {
      headers: { 'content-location': 'ru', 'content-language': 'en' },
    });
    expect(en.body.content).toContain('Russia');
    // The Russian layer names the country in the case the sentence needs.
    const ru = await get('/page/legal/where-to-apply/', 'ru');
    expect(ru.body.content).toContain(SITE_IN_RU.ru);
    expect((await get('/page/legal/nothing-here/')).status).toBe(404);
  });

  it('lists news of 2021 to 2026, filters by tags and month range, and pages with has_more', async () => {
    const years = new Set<string>();
    let page = 1;
    let more = true;
    let count = 0;
    while (more) {
      const reply = await get(`/news/?page=${page}`);
      for (const n of reply.body.news) years.add(n.date.slice(0, 4));
      count += reply.body.news.length;
      more = reply.body.has_more;
      page += 1;
    }
    expect([...years].sort()).toEqual(['2021', '2022', '2023', '2024', '2025', '2026']);
    expect(count).toBeGreaterThan(30);

    const eco = await get('/news/?tags[]=3&date_from=2022-01&date_to=2023-12');
    expect(eco.body.news.length).toBeGreaterThan(0);
    for (const n of eco.body.news) {
      expect(n.tags.map((t: Body) => t.id)).toContain(3);
      expect(n.date >= '2022-01-01' && n.date <= '2023-12-31').toBe(true);
    }
    const two = await get('/news/?tags[]=3&tags[]=5&date_from=2021-01&date_to=2026-12');
    expect(two.body.news.length).toBeGreaterThanOrEqual(eco.body.news.length);
    expect(two.body.news.every((n: Body) => n.tags.some((t: Body) => [3, 5].includes(t.id)))).toBe(true);
  });

  it('refuses a bad month range and bad tags, and 404s an unknown news id', async () => {
    expect((await get('/news/?date_from=2024-05&date_to=2023-01')).status).toBe(400);
    const badMonth = await get('/news/?date_from=2024-13');
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.errors).toHaveProperty('date_from');
    expect((await get('/news/?tags[]=eco')).status).toBe(400);
    expect((await get('/news/99999/')).status).toBe(404);
    const latest = await get('/news/latest/');
    const one = await get(`/news/${latest.body.news[0].id}/`);
    expect(one.body.text).toContain('<p>');
  });

  it('recommends real catalogue products from the supplement test answers', async () => {
    const structure = await get('/shop/surveys/get-structure/dietary_supplement/');
    expect(structure.body.survey.questions.length).toBeGreaterThanOrEqual(4);
    const reply = await callSandbox<Body>(sandbox.app, 'POST', '/shop/surveys/submit/', {
      body: { survey_id: 1, answers: ALL_ANSWERS },
      headers: { 'content-location': 'us', 'content-language': 'en-US' },
    });
    expect(reply.status).toBe(200);
    const titles = reply.body.results.map((r: Body) => r.title);
    // age 45–59 → omega-3; sleep → calm; beauty → collagen
    expect(titles).toEqual(expect.arrayContaining(['Omega-3', 'Calm and sleep', 'Skin, hair and nails']));
    const products = reply.body.results.flatMap((r: Body) => r.products);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p: Body) => p.currency_code === 'USD')).toBe(true);
    const page = await get(`/shop/product/${products[0].code}/`, 'us');
    expect(page.status).toBe(200);
  });

  it('refuses an incomplete or inconsistent test with field errors', async () => {
    const incomplete = await callSandbox<Body>(sandbox.app, 'POST', '/shop/surveys/submit/', {
      body: { survey_id: 1, answers: [{ question_id: 1, answer_ids: [11, 12] }] },
      headers: { 'content-language': 'en' },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toMatchObject({ 'answers.1': ['Pick one answer'], 'answers.2': expect.any(Array) });
    const wrongSurvey = await callSandbox(sandbox.app, 'POST', '/shop/surveys/submit/', {
      body: { survey_id: 7, answers: ALL_ANSWERS },
    });
    expect(wrongSurvey.status).toBe(404);
  });
});
