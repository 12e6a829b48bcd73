import { newsStore } from '@gf/sandbox/content/news-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { sanitizeHtml } from './html-sanitizer.js';

/** A site whose language (en) reads the seeded news text as it is stored. */
const EN_HOST = 'us.localhost:3000';
const PAYLOAD =
  '<p>News</p><form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)><a href="javascript:alert(2)">x</a>';

describe('upstream rich text leaves the gateway sanitised, on every route that carries it (issue 29 item 5)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('a news text seeded with a mutation-XSS payload reaches the page JSON and the cached read clean', async () => {
    const id = (await h.get('/bff/v1/pages/news', undefined, { host: EN_HOST })).json().news[0].id as number;
    const item = newsStore(h.sandbox.state()).byId(id);
    if (!item) throw new Error('no news item');
    item.text = PAYLOAD;
    const first = await h.get(`/bff/v1/pages/news/${id}`, undefined, { host: EN_HOST });
    const cached = await h.get(`/bff/v1/pages/news/${id}`, undefined, { host: EN_HOST });
    for (const reply of [first, cached]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json().text).toBe(sanitizeHtml(PAYLOAD));
      expect(reply.body).not.toMatch(/onerror|javascript:|<style|<math|<form/i);
    }
    expect(cached.headers['x-cache']).toBe('hit');
  });
});
