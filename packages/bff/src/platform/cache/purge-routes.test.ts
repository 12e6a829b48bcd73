import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { CACHE_STATUS_HEADER } from './public-reads.js';

const KZ = { host: 'kz.localhost:3000' };

describe('POST /cache/purge (issue 30: a price change drops what was stored)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  const cacheOf = async (headers?: Record<string, string>) =>
    (await h.get('/bff/v1/shop/main', undefined, headers)).headers[CACHE_STATUS_HEADER];

  it('drops the stored public reads of one site, and of no other', async () => {
    await cacheOf();
    await cacheOf(KZ);
    expect(await cacheOf()).toBe('hit');
    const purged = await h.post('/cache/purge', { site: 'ru' });
    expect(purged.statusCode).toBe(200);
    expect(purged.json()).toEqual({ purged: 'ru', only: 'everything' });
    expect(await cacheOf()).toBe('miss');
    expect(await cacheOf(KZ)).toBe('hit');
  });

  it('keeps the JSON reads when only the rendered pages go (a new client build)', async () => {
    await cacheOf();
    expect((await h.post('/cache/purge', { only: 'pages' })).statusCode).toBe(200);
    expect(await cacheOf()).toBe('hit');
  });

  it('answers only a direct call from the operations networks, never one through the load balancer', async () => {
    const proxied = await h.post('/cache/purge', {}, undefined, { 'x-forwarded-for': '203.0.113.7' });
    expect(proxied.statusCode).toBe(404);
    expect(await cacheOf()).toBe('hit');
    expect((await h.post('/cache/purge', { site: 'atlantis' })).statusCode).toBe(400);
  });
});
