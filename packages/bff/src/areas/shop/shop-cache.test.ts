import { users } from '@gf/sandbox/state/users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { PUBLIC_READ_STALE_S, PUBLIC_READ_TTL_S } from '../../platform/cache/public-read-cache.js';
import { CACHE_STATUS_HEADER, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../platform/cache/public-reads.js';

const MAIN = '/bff/v1/shop/main';

/** How long a test waits for a background renewal to land; a wait, not a speed target. */
const RENEWAL_WAIT_MS = 15_000;

describe('the public-read cache on the shop endpoints', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.app.publicReads.cache.clear();
    // Past every TTL a previous test may have left behind.
    h.advance((PUBLIC_READ_TTL_S + PUBLIC_READ_STALE_S) * 1000);
  });

  const counts = () => ({ main: h.sandbox.callLog.count('shopMain'), menu: h.sandbox.callLog.count('shopMenu') });

  it('100 concurrent anonymous requests for /shop make one upstream call per upstream read', async () => {
    const before = counts();
    const replies = await Promise.all(Array.from({ length: 100 }, () => h.get(MAIN)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(counts()).toEqual({ main: before.main + 1, menu: before.menu + 1 });
  });

  it('marks anonymous replies public with an ETag, and answers a matching If-None-Match with 304', async () => {
    const first = await h.get(MAIN);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toContain('Cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await h.get(MAIN, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('hit');
    const other = await h.get(MAIN, undefined, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('keys by site and language', async () => {
    const before = counts();
    await h.get(MAIN);
    await h.get(MAIN, undefined, { host: 'it.localhost:3000' });
    await h.get(MAIN, 'lang=en', { host: 'it.localhost:3000' });
    await h.get(MAIN, undefined, { host: 'it.localhost:3000' });
    expect(counts().main - before.main).toBe(3);
  });

  /** Issue 32 item 1: a first visit is in the browser's language; one browser's reply never reaches another. */
  it('keys a first visit by the language it resolved from Accept-Language, and says it varies by it', async () => {
    const before = counts();
    const israel = (language: string) =>
      h.get(MAIN, undefined, { host: 'il.localhost:3000', 'accept-language': language });
    const hebrew = await israel('he-IL,he;q=0.9');
    const english = await israel('en-US,en;q=0.9');
    expect(hebrew.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(english.headers[CACHE_STATUS_HEADER]).toBe('miss');
    // An unoffered language is the default's (en): the English reply, stored once.
    expect((await israel('fr')).headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect((await h.get(MAIN, 'lang=en', { host: 'il.localhost:3000', 'accept-language': 'he' })).body).toBe(
      english.body,
    );
    expect(counts().main - before.main).toBe(2);
    expect(String(hebrew.headers.vary)).toMatch(/\bAccept-Language\b/);
    expect(String(hebrew.headers.vary)).toMatch(/\bCookie\b/);
    // A 304 says the same: the browser keeps the policy of the reply it holds.
    const revalidated = await h.get(MAIN, undefined, {
      host: 'il.localhost:3000',
      'accept-language': 'he',
      'if-none-match': String(hebrew.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.vary).toBe(hebrew.headers.vary);
  });

  it('keys by the parsed query: unknown parameters do not split the cache', async () => {
    const before = h.sandbox.callLog.count('sectionRootGet');
    await h.get('/bff/v1/shop/sections/household?sort=new');
    await h.get('/bff/v1/shop/sections/household?sort=new&utm=1');
    await h.get('/bff/v1/shop/sections/household?sort=price_asc');
    expect(h.sandbox.callLog.count('sectionRootGet') - before).toBe(2);
  });

  it('serves stale within the window while one call renews, then loads afresh after it', async () => {
    await h.get(MAIN);
    const before = counts().main;
    h.advance(PUBLIC_READ_TTL_S * 1000 + 1);
    const stale = await h.get(MAIN);
    expect(stale.headers[CACHE_STATUS_HEADER]).toBe('stale');
    expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(PUBLIC_READ_TTL_S);
    // The renewal runs after the stale reply went out: wait for it (bounded), however slow the machine.
    await expect.poll(() => counts().main, { timeout: RENEWAL_WAIT_MS }).toBe(before + 1);
    await expect
      .poll(async () => (await h.get(MAIN)).headers[CACHE_STATUS_HEADER], { timeout: RENEWAL_WAIT_MS })
      .toBe('hit');
    expect(counts().main).toBe(before + 1);
    h.advance((PUBLIC_READ_TTL_S + PUBLIC_READ_STALE_S) * 1000);
    expect((await h.get(MAIN)).headers[CACHE_STATUS_HEADER]).toBe('miss');
  });

  it('caches nothing for a signed-in user', async () => {
    const cookie = await h.signIn('partner');
    const before = counts();
    const first = await h.get(MAIN, cookie);
    const second = await h.get(MAIN, cookie);
    expect(first.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(second.headers.etag).toBeUndefined();
    expect(counts().main - before.main).toBe(2);
  });

  it('caches nothing for a referral visitor', async () => {
    const partner = users(h.sandbox.state()).byLogin('partner');
    const referral = await h.post('/bff/v1/auth/referral', { ref: partner?.number });
    expect(referral.statusCode).toBe(200);
    const cookie = referral.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const before = counts();
    const reply = await h.get(MAIN, cookie);
    await h.get(MAIN, cookie);
    expect(reply.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(counts().main - before.main).toBe(2);
  });

  it('stores no failure: an upstream error reaches the visitor and the next request asks again', async () => {
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['shopMain'], times: 1 });
    const failed = await h.get(MAIN);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.serverProblems).toBe(true);
    expect((await h.get(MAIN)).statusCode).toBe(200);
  });
});
