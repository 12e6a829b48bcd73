import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../platform/config.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../platform/security/csrf.js';

/** A product of the sandbox catalogue (packages/web config/paths.ts sample). */
const PRODUCT_CODE = '10037';

describe('media proxy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('streams /media/* from the upstream at the root, with its type and cache-control', async () => {
    const reply = await h.get(`/media/products/${PRODUCT_CODE}.svg`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.body).toMatch(/^<svg /);
    // The sandbox draws the product's code on its placeholder: the bytes came from the upstream.
    expect(reply.body).toContain(PRODUCT_CODE);
  });

  it('is not under the API prefix, and answers only reads', async () => {
    expect((await h.get('/bff/v1/media/home/intro.svg')).statusCode).toBe(404);
    const post = await h.app.inject({
      method: 'POST',
      url: '/media/home/intro.svg',
      // With the CSRF header and Origin a write would pass the CSRF check: 404 says no route took it.
      headers: { host: 'ru.localhost', [CSRF_HEADER]: CSRF_VALUE, origin: 'http://ru.localhost' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('streams without buffering and keeps the visitor’s cookie and the CSRF header to itself', async () => {
    // An upstream that sends half an image, then waits: the first half must reach the browser first.
    let release: () => void = () => {};
    const seen: Record<string, string | undefined> = {};
    const upstream = createServer((request, response) => {
      seen.cookie = request.headers.cookie;
      seen.csrf = request.headers['x-csrf'] as string | undefined;
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=60' });
      response.write('<svg>');
      release = () => response.end('</svg>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const app = await buildApp(testConfig({ UPSTREAM_URL: `http://127.0.0.1:${port}` }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/media/a.svg`, {
        headers: { cookie: 'gf_session=secret', 'x-csrf': '1' },
      });
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toBe('<svg>');
      release();
      await reader.read();
      expect(seen).toEqual({ cookie: undefined, csrf: undefined });
    } finally {
      await app.close();
      upstream.close();
    }
  });
});
