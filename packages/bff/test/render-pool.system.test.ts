import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_STALE_S, PUBLIC_READ_TTL_S } from '../src/platform/cache/public-read-cache.js';
import { CACHE_STATUS_HEADER } from '../src/platform/cache/public-reads.js';
import { type Harness, startHarness } from './harness/gateway-harness.js';

/** The built client (`npm run build`), with its server bundles in dist/server. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ORIGIN = 'http://ru.localhost:3000';
/** One address of each kind of page the gateway renders (packages/web app/routes). */
const PAGES = [
  '/',
  '/company',
  '/news',
  '/geography',
  '/geography/markets',
  '/opportunities',
  '/eco',
  '/production',
  '/search-results?q=gel',
  '/legal/terms-of-use',
  '/shop',
  '/shop/eco-green',
  '/shop/brands',
  '/shop/brands/biotrim',
  '/shop/brands/green-balance/10037',
  '/shop/products/new',
  '/shop/products/promo',
  '/promo',
  '/new-and-promo',
  '/shop/search?q=tea',
  '/shop/cosmetics',
  '/shop/cosmetics/face',
];

/** The product pages of the ru catalogue, from the sitemap. */
const productPages = async (h: Harness): Promise<string[]> => {
  const sitemap = (await h.get('/sitemap.xml')).body;
  return [...sitemap.matchAll(/<loc>http:\/\/ru\.localhost:3000(\/shop\/brands\/[^/<]+\/\d+)<\/loc>/g)].map(
    (match) => match[1] as string,
  );
};

/** One counter or gauge of /metrics, summed over its labels when `label` is not given. */
const metric = (text: string, name: string, label = ''): number =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}${label ? `{${label}}` : ''}`) && !line.startsWith('#'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

describe('a stored page is the page, not the address (issue 30)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ WEB_DIST });
  });
  afterAll(async () => h?.close());

  it('reads every page’s data before rendering it, as its route declares, in one render', async () => {
    for (const path of PAGES) {
      const page = await h.get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers[CACHE_STATUS_HEADER], path).toBe('miss');
    }
    expect(h.logs.join('')).not.toContain('does not declare');
    const metrics = (await h.get('/metrics')).body;
    // One render each, on a render thread.
    expect(metric(metrics, 'gateway_render_seconds_count')).toBe(PAGES.length);
  });

  it('answers a random parameter, another spelling or an invalid value from the stored page', async () => {
    await h.get('/shop/brands');
    for (const address of [
      `/shop/brands?zz=${Math.random()}`,
      '/shop/brands/',
      '/shop/brands?utm_source=mail&modal=sign-in',
      '/shop/brands?page=5',
    ]) {
      const page = await h.get(address);
      expect(page.statusCode, address).toBe(200);
      expect(page.headers[CACHE_STATUS_HEADER], address).toBe('hit');
      expect(page.body, address).toContain(`<link rel="canonical" href="${ORIGIN}/shop/brands">`);
    }
    await h.get('/shop/brands/biotrim?sort=new');
    for (const address of ['/shop/brands/biotrim?sort=new&zz=1', '/shop/brands/biotrim?page=1&sort=new&sort=cheapest'])
      expect((await h.get(address)).headers[CACHE_STATUS_HEADER], address).toBe('hit');
    expect((await h.get('/shop/brands/biotrim?sort=cheapest')).body).toContain(
      `<link rel="canonical" href="${ORIGIN}/shop/brands/biotrim">`,
    );
  });

  it('sends an address outside the catalogue to the page that is, storing nothing for it', async () => {
    for (const [address, location] of [
      ['/shop/brands/biotrim?page=999&sort=new', '/shop/brands/biotrim?sort=new'],
      ['/shop/cosmetics?gender=424242', '/shop/cosmetics'],
      ['/news?tags=987654', '/news'],
      ['/shop/brands/another-brand/10037', '/shop/brands/green-balance/10037'],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const page = await h.get(address);
        expect(page.statusCode, address).toBe(302);
        expect(page.headers.location, address).toBe(location);
        expect(page.headers[CACHE_STATUS_HEADER], address).toBeUndefined();
      }
    }
  });

  it('names the site’s own origin in a stored page, whatever port the request that rendered it came by (issue 29)', async () => {
    const path = '/shop/products/new-and-promo';
    const first = await h.get(path, undefined, { host: 'ru.localhost:4444' });
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(first.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(first.body).toContain(`<meta property="og:url" content="${ORIGIN}${path}">`);
    expect(first.body).toContain(`<link rel="alternate" hreflang="kk-KZ" href="http://kz.localhost:3000${path}">`);
    expect(first.body).not.toContain(':4444');
    const second = await h.get(path);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect((await h.get('/robots.txt', undefined, { host: 'ru.localhost:4444' })).body).toContain(
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    );
  });

  it('drops its pages when the catalogue changes (the purge hook)', async () => {
    await h.get('/shop');
    expect((await h.get('/shop')).headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect((await h.post('/cache/purge', { site: 'ru' })).statusCode).toBe(200);
    expect((await h.get('/shop')).headers[CACHE_STATUS_HEADER]).toBe('miss');
  });

  it('reports the event loop, the render queue, renders by outcome and the hit ratio on /metrics', async () => {
    await h.get('/shop');
    const metrics = (await h.get('/metrics')).body;
    for (const name of [
      'gateway_event_loop_delay_seconds{quantile="0.99"}',
      'gateway_render_queue_length',
      'gateway_pages_waiting',
      'gateway_render_queue_wait_seconds_count',
      'gateway_page_renders_total{outcome="rendered"}',
      'gateway_stored_page_lookups_total{outcome="hit"}',
      'gateway_stored_page_hit_ratio',
    ])
      expect(metrics, name).toContain(name);
    expect(metric(metrics, 'gateway_stored_page_hit_ratio')).toBeGreaterThan(0);
  });
});

describe('renders never make a visitor wait without bound (issue 30)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ WEB_DIST, RENDER_THREADS: 1, RENDER_QUEUE_MAX: 1 });
  });
  afterAll(async () => h?.close());

  it('answers at once with the page kept from before, or the shell with the page’s head tags, when the queue is full', async () => {
    const products = await productPages(h);
    expect(products.length).toBeGreaterThan(20);
    const [kept, ...others] = products;
    const first = await h.get(kept as string);
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    // Long past its window: a visitor would wait for a render, unless renders are refused.
    h.advance((PUBLIC_READ_TTL_S + PUBLIC_READ_STALE_S + 60) * 1000);
    const answers = await Promise.all(
      [...others, kept as string].map(async (path) => ({ path, page: await h.get(path) })),
    );
    for (const { path, page } of answers.slice(0, -1)) {
      expect(page.statusCode, path).toBe(200);
      const outcome = page.headers[CACHE_STATUS_HEADER];
      if (outcome === 'shell') {
        expect(page.body, path).toContain('class="boot-spinner"');
        expect(page.body, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
        expect(page.body, path).toContain(
          `<link rel="alternate" hreflang="kk-KZ" href="http://kz.localhost:3000${path}">`,
        );
        expect(page.headers['cache-control'], path).toBe('no-cache');
      } else expect(outcome, path).toBe('miss');
    }
    // The page kept from before is never the shell: it is sent old rather than not at all.
    const keptAnswer = answers.at(-1)?.page;
    expect(['stale', 'miss']).toContain(keptAnswer?.headers[CACHE_STATUS_HEADER]);
    if (keptAnswer?.headers[CACHE_STATUS_HEADER] === 'stale') expect(keptAnswer.body).toBe(first.body);
    const metrics = (await h.get('/metrics')).body;
    const shells = answers.filter(({ page }) => page.headers[CACHE_STATUS_HEADER] === 'shell').length;
    expect(shells).toBeGreaterThan(0);
    expect(metric(metrics, 'gateway_page_renders_total', 'outcome="shell"')).toBe(shells);
  });
});
