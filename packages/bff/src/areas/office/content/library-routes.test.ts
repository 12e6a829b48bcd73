import { EDUCATION_PAGES, WIKI_SECTIONS } from '@gf/contracts/rules/office-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { LANGUAGE_COOKIE } from '../../../platform/sites/sites-plugin.js';
import { officeFilePath } from './library-entries.js';

const OFFICE = '/bff/v1/office';

interface Entry {
  key: string;
  title: string | null;
  html: string | null;
  link: string | null;
  video: { src: string } | null;
  file: { id: number; href: string } | null;
}

/** Spec 1 §2 /office/wiki/{section}, /office/education/…, /office/specifications and /office/materials sections. */
describe('office reading pages (spec 1 §2; spec 2 §2 "service pages", §7 /page{path}/)', () => {
  let h: Harness;
  let partner: string;
  let client: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
    client = await h.signIn('client');
  });
  afterAll(() => h.close());

  const cmsCalls = () => h.sandbox.callLog.count('staticPage');
  const english = (cookie: string) => `${cookie}; ${LANGUAGE_COOKIE}=en`;

  it('serves each fixed wiki page with its own text and its own entries', async () => {
    const titles = new Set<string>();
    for (const section of WIKI_SECTIONS) {
      const response = await h.get(`${OFFICE}/wiki/${section}`, partner);
      expect(response.statusCode, section).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const page = response.json();
      expect(page).toMatchObject({ section, path: `/office/wiki/${section}` });
      expect(page.entries.length, section).toBeGreaterThan(0);
      expect(page.entries.map((e: Entry) => e.key)).not.toContain('updated');
      titles.add(page.title);
    }
    expect(titles.size).toBe(WIKI_SECTIONS.length);
  });

  it('gives a rule its text for the rich-text modal, and a linked document as a file of the file route', async () => {
    const page = (await h.get(`${OFFICE}/wiki/standards-and-rules`, english(partner))).json();
    expect(page.title).toBe('Standards and rules');
    const rule = page.entries.find((e: Entry) => e.key === 'claims');
    expect(rule).toMatchObject({ title: '1. Honest claims', file: null, video: null, link: null });
    expect(rule.html).toContain('<p>');
    const code = page.entries.find((e: Entry) => e.file !== null);
    expect(code.file.href).toBe(officeFilePath(code.file.id));
    expect(code.link).toBeNull();
    const download = await h.get(code.file.href, partner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body.startsWith('%PDF-')).toBe(true);
  });

  it('answers in the visitor’s language (ru site, ru by default)', async () => {
    const page = (await h.get(`${OFFICE}/wiki/marketing-plan`, partner)).json();
    expect(page.title).toBe('Маркетинг-план');
    expect(page.entries[0].title).toBe('Личный объём (ЛО)');
  });

  it('answers a section that is not one of the four with 404 before any upstream call', async () => {
    const before = cmsCalls();
    for (const section of ['documents', 'no-such-page', 'standards-and-rules-2']) {
      const response = await h.get(`${OFFICE}/wiki/${section}`, partner);
      expect(response.statusCode, section).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'page_not_found' });
      expect(response.json().error.redirect).toBeUndefined();
    }
    expect(cmsCalls()).toBe(before);
  });

  it('refuses a malformed section with a field error before any upstream call', async () => {
    const before = cmsCalls();
    for (const url of [`${OFFICE}/wiki/Eco-Club`, `${OFFICE}/wiki/eco%2Fclub`, `${OFFICE}/specifications/a.b`]) {
      const response = await h.get(url, partner);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).length, url).toBeGreaterThan(0);
    }
    expect(cmsCalls()).toBe(before);
  });

  it('keeps the marketing plan from a client: the CMS does not show it to the role', async () => {
    const response = await h.get(`${OFFICE}/wiki/marketing-plan`, client);
    expect(response.statusCode).toBe(404);
    expect((await h.get(`${OFFICE}/wiki/eco-club`, client)).statusCode).toBe(200);
  });

  it('serves the three education pages, each with its own content', async () => {
    const pages = Object.fromEntries(
      await Promise.all(
        Object.keys(EDUCATION_PAGES).map(async (page) => {
          const response = await h.get(`${OFFICE}/education/${page}`, english(partner));
          expect(response.statusCode, page).toBe(200);
          return [page, response.json()] as const;
        }),
      ),
    );
    expect(pages.platform.title).toBe('Education platform');
    expect(pages.platform.entries.every((e: Entry) => e.link?.startsWith('https://'))).toBe(true);
    expect(pages['beginners-guide'].entries.some((e: Entry) => e.file !== null)).toBe(true);
    const videos = pages['site-video-review'].entries;
    expect(videos.length).toBeGreaterThan(0);
    // Each lesson plays in the video modal: the link is its video file, not a link to follow.
    for (const lesson of videos) {
      expect(lesson.video?.src).toMatch(/\.mp4$/);
      expect(lesson.link).toBeNull();
    }
  });

  it('lists the documents of a specifications section and a materials section, each downloadable', async () => {
    const specs = (await h.get(`${OFFICE}/specifications/product-passports`, english(partner))).json();
    expect(specs).toMatchObject({ hub: 'specifications', section: 'product-passports', title: 'Product passports' });
    expect(specs.entries.length).toBeGreaterThan(1);
    expect(specs.entries.every((e: Entry) => e.file !== null)).toBe(true);
    const materials = (await h.get(`${OFFICE}/materials/brand-book`, partner)).json();
    expect(materials).toMatchObject({ hub: 'materials', title: 'Брендбук и логотипы' });
    const file = await h.get(materials.entries[0].file.href, partner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('brand-book.pdf');
  });

  it('answers a section the CMS lacks, or does not show the role, with a 404 shown in place', async () => {
    const missing = await h.get(`${OFFICE}/specifications/no-such-list`, partner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'page_not_found' });
    expect((await h.get(`${OFFICE}/materials/presentations`, client)).statusCode).toBe(404);
  });

  it('does not give a client a document of the partners’ materials by its id', async () => {
    const materials = (await h.get(`${OFFICE}/materials/presentations`, partner)).json();
    const href = materials.entries[0].file.href;
    expect((await h.get(href, partner)).statusCode).toBe(200);
    expect((await h.get(href, client)).statusCode).toBe(404);
  });

  it('keeps server problems as server problems, not as a missing page', async () => {
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['staticPage'], times: 1 });
    const response = await h.get(`${OFFICE}/education/platform`, partner);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.serverProblems).toBe(true);
  });
});
