import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL, PAGE_INLINE_SCRIPT } from '@gf/contracts/rules/early-input';
import { PRODUCT_NAMES_RU } from '@gf/sandbox/state/catalog-ru';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/platform/cache/compression.js';
import { PUBLIC_READ_TTL_S } from '../src/platform/cache/public-read-cache.js';
import { CACHE_STATUS_HEADER, PRIVATE_CACHE_CONTROL } from '../src/platform/cache/public-reads.js';
import { ROBOTS_DISALLOWED } from '../src/platform/rendering/crawler-files.js';
import { LANGUAGE_PARAM } from '../src/platform/rendering/page-alternates.js';
import { SSR_PAYLOAD_ID } from '../src/platform/rendering/page-document.js';
import { SHELL_READ_KEPT_MS } from '../src/platform/rendering/shell-reads.js';
import { type Harness, startHarness } from './harness/gateway-harness.js';

/** The built client (`npm run build`), with its server bundle in dist/server. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ORIGIN = 'http://ru.localhost:3000';
/** A product of the sandbox catalogue (packages/web config/paths.ts sample), named as the ru site names it. */
const PRODUCT = {
  brand: 'green-balance',
  code: '10037',
  name: `${PRODUCT_NAMES_RU['Laundry gel']} Green Balance`,
  englishName: 'Green Balance Laundry gel',
};
const PRODUCT_PATH = `/shop/brands/${PRODUCT.brand}/${PRODUCT.code}`;

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
const attribute = (html: string, pattern: RegExp): string | undefined => html.match(pattern)?.[1];

describe('server rendering of public pages (issue 23)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ WEB_DIST });
  });
  afterAll(async () => h?.close());

  it('allows its own inlined style sheet and early-press script by hash, and nothing else inline (issue 15 point 8)', async () => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    for (const path of ['/', PRODUCT_PATH, '/no-such-page']) {
      const page = await h.get(path);
      const css = page.body.match(/<style>([\s\S]*?)<\/style>/)?.[1];
      expect(css, path).toBeDefined();
      const policy = String(page.headers['content-security-policy']);
      const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      expect(directive('style-src-elem'), path).toContain(sha256(css as string));
      expect(directive('style-src'), path).toContain(sha256(css as string));
      expect(directive('style-src-elem'), path).not.toContain("'unsafe-inline'");
      // The one executable inline script holds early presses and loads the app once the page has
      // painted; it is in the head, allowed by its hash.
      const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(scripts, path).toEqual([PAGE_INLINE_SCRIPT]);
      expect(page.body.indexOf(PAGE_INLINE_SCRIPT), path).toBeLessThan(page.body.indexOf('</head>'));
      expect(directive('script-src'), path).toContain(sha256(PAGE_INLINE_SCRIPT));
      // Nothing of the app is fetched or run by the HTML itself: no module script, no module preload.
      expect(page.body, path).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(page.body, path).toMatch(
        new RegExp(`<script type="${INERT_MODULE_TYPE}" src="/assets/index-[\\w-]+\\.js">`),
      );
      expect(directive('script-src'), path).not.toContain("'unsafe-inline'");
    }
    // A revalidated page keeps the policy that allows its sheet: the browser takes the 304's.
    const first = await h.get(PRODUCT_PATH);
    const again = await h.get(PRODUCT_PATH, undefined, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('sends a product page with its content, title, description, canonical, hreflang, Open Graph and JSON-LD', async () => {
    const page = await h.get(PRODUCT_PATH);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="ru" dir="ltr">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${PRODUCT.name}</h1>`));
    expect(html).toContain(`<title>${PRODUCT.name} · Greenfront</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toContain(PRODUCT.name);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${PRODUCT_PATH}">`);
    // Each language of the site, the other country sites, and the default.
    expect(html).toContain(`<link rel="alternate" hreflang="ru-RU" href="${ORIGIN}${PRODUCT_PATH}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en-RU" href="${ORIGIN}${PRODUCT_PATH}?${LANGUAGE_PARAM}=en">`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="kk-KZ" href="http://kz.localhost:3000${PRODUCT_PATH}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${PRODUCT_PATH}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:title" content="${PRODUCT.name} · Greenfront">`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${PRODUCT_PATH}">`);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^http:\/\/ru\.localhost:3000\//);
    const data = jsonLd(html);
    const product = data.find((item) => item['@type'] === 'Product') as { offers: Record<string, string> };
    expect(product).toMatchObject({ name: PRODUCT.name, sku: PRODUCT.code });
    expect(product.offers).toMatchObject({
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}${PRODUCT_PATH}`,
    });
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${ORIGIN}/shop`,
      `${ORIGIN}/shop/brands/${PRODUCT.brand}`,
      `${ORIGIN}${PRODUCT_PATH}`,
    ]);
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: 'Greenfront' });
    // The data and text the browser hydrates from, as a data block (no inline script for the CSP).
    const payload = JSON.parse(attribute(html, new RegExp(`id="${SSR_PAYLOAD_ID}">(.*?)</script>`)) ?? '{}');
    expect(payload.language).toBe('ru');
    expect(payload.namespaces).toEqual(expect.arrayContaining(['common', 'product', 'shop']));
    // Their files (in Russian only) are named in the HTML, to start together once it has painted.
    for (const namespace of payload.namespaces)
      expect(html).toMatch(
        new RegExp(`<link rel="${INERT_PRELOAD_REL}" href="/assets/locale-ru-${namespace}-[\\w-]+\\.js"`),
      );
    expect(JSON.stringify(payload.dehydrated)).toContain(PRODUCT.name);
    // So is the page's chunk; its styles are in the page.
    expect(html).toMatch(new RegExp(`<link rel="${INERT_PRELOAD_REL}" href="/assets/product-page-[\\w-]+\\.js">`));
    // Its styles are in the page itself; the disabled link only tells Vite's loader they are there.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/product-page-[\w-]+\.css" disabled>/);
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
    expect(html).toMatch(/<style>[^<]*\.boot-spinner/);
  });

  it('renders home, shop, a section, a brand, a legal page and news with their own titles', async () => {
    const titles = new Set<string>();
    for (const path of [
      '/',
      '/shop',
      '/shop/cosmetics',
      `/shop/brands/${PRODUCT.brand}`,
      '/legal/terms-of-use',
      '/news',
    ]) {
      const page = await h.get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(page.body, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(page.body, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
      titles.add(attribute(page.body, /<title>([^<]+)<\/title>/) ?? '');
    }
    expect(titles.size).toBe(6);
  });

  it('gives each language its own address, and keeps the choice in the language cookie', async () => {
    const page = await h.get(`/shop?${LANGUAGE_PARAM}=en`);
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/shop?${LANGUAGE_PARAM}=en">`);
    expect(String(page.headers['set-cookie'])).toMatch(/^lang=en;/);
    // The demo content follows the page's language, and the byte cache keeps the two apart.
    const english = await h.get(`${PRODUCT_PATH}?${LANGUAGE_PARAM}=en`);
    const russian = await h.get(PRODUCT_PATH);
    expect(english.body).toMatch(new RegExp(`<h1[^>]*>${PRODUCT.englishName}</h1>`));
    expect(russian.body).toMatch(new RegExp(`<h1[^>]*>${PRODUCT.name}</h1>`));
    expect((await h.get(`${PRODUCT_PATH}?${LANGUAGE_PARAM}=en`)).body).toBe(english.body);
    expect((await h.get(PRODUCT_PATH)).body).toBe(russian.body);
    // A language the site does not offer is ignored.
    expect((await h.get(`/shop?${LANGUAGE_PARAM}=he`)).body).toContain('<html lang="ru" dir="ltr">');
  });

  /** Issue 32 item 1: a first visit is in the browser's language; an explicit choice wins; pages never mix. */
  it("renders a first visit in the browser's language, stores it per language and says it varies by it", async () => {
    const israel = (headers: Record<string, string>, path = '/', cookie?: string) =>
      h.get(path, cookie, { host: 'il.localhost:3000', ...headers });
    const hebrew = await israel({ 'accept-language': 'he-IL,he;q=0.9,en;q=0.8' });
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
    expect(String(hebrew.headers.vary)).toMatch(/\bAccept-Language\b/);
    // The Hebrew render is stored; an English browser right after gets its own, never the Hebrew one.
    expect((await israel({ 'accept-language': 'he' })).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const english = await israel({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    // A language the site does not offer: its default (en).
    expect((await israel({ 'accept-language': 'fr-FR,fr;q=0.9' })).body).toBe(english.body);
    // An explicit choice wins over the browser: the cookie, and the address.
    expect((await israel({ 'accept-language': 'he' }, '/', 'lang=en')).body).toBe(english.body);
    const addressed = await israel({ 'accept-language': 'he' }, `/?${LANGUAGE_PARAM}=en`);
    expect(addressed.body).toContain('<html lang="en" dir="ltr">');
    // The browser's language is no choice: nothing remembers it for later visits.
    expect(hebrew.headers['set-cookie']).toBeUndefined();
  });

  it('stores anonymous pages as bytes per site, language and path: fresh, then stale while renewed', async () => {
    const path = '/shop/brands';
    const first = await h.get(path);
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=30, stale-while-revalidate=/);
    const second = await h.get(path);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect((await h.get(path, undefined, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect((await h.get(`${path}?${LANGUAGE_PARAM}=en`)).headers[CACHE_STATUS_HEADER]).toBe('miss');
    h.advance((PUBLIC_READ_TTL_S + 1) * 1000);
    expect((await h.get(path)).headers[CACHE_STATUS_HEADER]).toBe('stale');
  });

  it('reads the site and the visitor once for the renders of a moment; a purge of the data reads them again (issue 30)', async () => {
    /** In-process reads of a shell read's route so far, as /metrics counts them. */
    const readsOf = async (route: string): Promise<number> => {
      const lines = (await h.get('/metrics')).body.split('\n');
      return lines
        .filter((line) => line.startsWith(`gateway_requests_total{route="${route}",`))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    };
    const shellReads = async () => [await readsOf('/bff/v1/site'), await readsOf('/bff/v1/auth')];
    const render = async (path: string) => {
      await h.post('/cache/purge', { only: 'pages' });
      expect((await h.get(path)).headers[CACHE_STATUS_HEADER], path).toBe('miss');
    };
    h.advance(SHELL_READ_KEPT_MS + 1);
    const [site, auth] = await shellReads();
    for (const path of ['/', '/shop/brands', PRODUCT_PATH]) await render(path);
    // Three pages rendered, each reading the shell's two: one read of each.
    expect(await shellReads()).toEqual([(site as number) + 1, (auth as number) + 1]);
    h.advance(SHELL_READ_KEPT_MS + 1);
    await render('/');
    expect(await shellReads()).toEqual([(site as number) + 2, (auth as number) + 2]);
    // A purge of the stored data (a price change, the site's settings) drops them at once.
    await h.post('/cache/purge', {});
    await render('/');
    expect(await shellReads()).toEqual([(site as number) + 3, (auth as number) + 3]);
  });

  it('sends the client shell to a signed-in visitor and on office pages', async () => {
    // The page is stored and fresh for anonymous visitors: a session must still never be sent it.
    const path = '/shop/household';
    await h.get(path);
    expect((await h.get(path)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const cookie = await h.signIn('partner');
    const signedIn = await h.get(path, cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('class="boot-spinner"');
    expect(signedIn.body).not.toContain(SSR_PAYLOAD_ID);
    const office = await h.get('/office/orders/list');
    expect(office.body).toContain('class="boot-spinner"');
  });

  it('answers every unknown address 404 with the one not-found page, stored once per site and language (issue 30)', async () => {
    const page = await h.get('/no/such/page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/<h1[^>]*>Страница не найдена/);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).not.toContain('rel="canonical"');
    // Stored by the gateway, but like every error kept out of the browser's and shared caches (issue 29 item 5).
    expect(page.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    // Stored (fresh, or stale and renewed behind after the clock moved in an earlier test): never rendered for the address.
    for (const other of ['/no/such/page', `/another/${Date.now()}`, '/zz?x=1']) {
      const again = await h.get(other);
      expect(again.statusCode, other).toBe(404);
      expect(['hit', 'stale'], other).toContain(again.headers[CACHE_STATUS_HEADER]);
      expect(again.body, other).toBe(page.body);
    }
  });

  it('serves robots.txt and a sitemap of the catalogue with each language', async () => {
    const robots = await h.get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ROBOTS_DISALLOWED) expect(robots.body).toContain(`Disallow: ${path}`);
    const sitemap = await h.get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}${PRODUCT_PATH}</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}${PRODUCT_PATH}?${LANGUAGE_PARAM}=en</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/shop/brands/${PRODUCT.brand}</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/legal/terms-of-use</loc>`);
    expect(sitemap.body).toContain(`hreflang="en" href="${ORIGIN}/news?${LANGUAGE_PARAM}=en"`);
  });

  it('serves the favicon, the app icons and the web manifest', async () => {
    for (const [path, type] of [
      ['/favicon.ico', /^image\/(?:x-icon|vnd\.microsoft\.icon)/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/icons/icon-192.png', /^image\/png/],
      ['/icons/icon-512.png', /^image\/png/],
      ['/icons/apple-touch-icon.png', /^image\/png/],
      ['/site.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      const file = await h.get(path);
      expect(file.statusCode, path).toBe(200);
      expect(file.headers['content-type'], path).toMatch(type);
    }
    const page = (await h.get('/')).body;
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it('compresses pages and JSON over the threshold with brotli or gzip, and leaves small replies alone', async () => {
    const plain = await h.get('/shop');
    const br = await h.get('/shop', undefined, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await h.get('/shop', undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const json = await h.get('/bff/v1/shop/main', undefined, { 'accept-encoding': 'br' });
    expect(json.headers['content-encoding']).toBe('br');
    const small = await h.get('/bff/v1/auth', undefined, { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('a failing render (issue 23)', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gf-ssr-broken-'));
    cpSync(WEB_DIST, dist, { recursive: true });
    writeFileSync(
      join(dist, 'server', 'entry-server.js'),
      // The render threads load this; the gateway's page table (entry-pages.js) is the real one.
      [
        "export const render = async () => { throw new Error('render broke'); };",
        'export const warm = async () => {};',
      ].join('\n'),
    );
    h = await startHarness({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('falls back to the client shell and logs the failure, never a blank page', async () => {
    const page = await h.get('/shop');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="boot-spinner"');
    expect(page.body).toContain('<script type="module"');
    expect(h.logs.join('')).toMatch(/render broke.*server render failed; sending the client shell/s);
  });
});
