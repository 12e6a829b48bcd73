import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { HEADERS_CHECK_MS } from '../../app.js';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.js';

/** Short, so the slow-header case closes quickly. */
const HEADERS_TIMEOUT_MS = 300;
/** A built client of two pages: `/` and `/office/orders/:id`, and the path list its build writes. */
const PAGES = ['/', '/office/orders/:id', '/news/:slug?'];

/** Writes `text` over a raw connection; resolves with what came back when the server closes it. */
const rawExchange = (port: number, text: string, keepOpenMs = 0): Promise<{ reply: string; closedAfterMs: number }> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => {
      reply += String(chunk);
    });
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    socket.write(text);
    if (!keepOpenMs) socket.end();
  });

describe('hardening (issue 15 point 8)', () => {
  let h: Harness;
  let webDist: string;
  let port: number;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'gf-hardening-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><body>app</body></html>');
    writeFileSync(join(webDist, 'routes.json'), JSON.stringify(PAGES));
    h = await startHarness({ WEB_DIST: webDist, HEADERS_TIMEOUT_MS });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await h.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('/metrics answers a direct loopback scraper only: not through a proxy, not from another address', async () => {
    expect((await h.get('/metrics')).statusCode).toBe(200);
    expect((await h.get('/metrics', undefined, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await h.get('/metrics', undefined, { forwarded: 'for=127.0.0.1' })).statusCode).toBe(404);
    const outside = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { host: TEST_HOST },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('gateway_requests_total');
  });

  it('/metrics answers a scraper METRICS_ALLOW names', async () => {
    const allowed = await startHarness({ METRICS_ALLOW: ['10.1.0.0/16'] });
    try {
      const inject = (remoteAddress: string) =>
        allowed.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { host: TEST_HOST } });
      expect((await inject('10.1.2.3')).statusCode).toBe(200);
      expect((await inject('10.2.0.1')).statusCode).toBe(404);
    } finally {
      await allowed.close();
    }
  });

  it('style-src has no unsafe-inline; only style attributes are allowed inline', async () => {
    const csp = String((await h.get('/')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    expect(directive('style-src')).not.toContain('unsafe-inline');
    expect(directive('style-src-elem')).not.toContain('unsafe-inline');
    expect(directive('style-src-attr')).toContain('unsafe-inline');
  });

  it('an API reply, answered or refused, loads and frames nothing; a page keeps its own policy', async () => {
    const api = [
      await h.get('/bff/v1/site'),
      // Another spelling of the same route's path.
      await h.get('/%62ff/v1/site'),
      await h.get('/bff/v1/no-such-read'),
      await h.get('/bff/v1/office/orders'),
      await h.app.inject({ method: 'POST', url: '/bff/v1/auth/sign-out', headers: { host: TEST_HOST } }),
    ];
    expect(api.map((response) => response.statusCode)).toEqual([200, 200, 404, 401, 403]);
    for (const response of api) {
      expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    const page = await h.get('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it.each(['/%', '/bff/v1/office/orders/%E0%A4%A', '/office/%zz'])(
    'a path that does not decode (%s) gets 400 with the envelope and the security headers',
    async (url) => {
      const response = await h.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { status: 400, code: 'bad_url', message: expect.any(String) } });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('a request Node cannot parse gets the envelope with the security headers', async () => {
    const { reply } = await rawExchange(port, 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(reply.toLowerCase()).toContain('content-security-policy:');
    expect(reply.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('pages of the route table answer 200; any other path 404 with the client (its not-found page)', async () => {
    for (const path of ['/', '/office/orders/42', '/office/orders/42/', '/news', '/news/green-week'])
      expect((await h.get(path)).statusCode, path).toBe(200);
    for (const path of ['/nope', '/office/orders', '/office/orders/42/extra', '/wp-admin/', '/.env']) {
      const response = await h.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<body>app</body>');
    }
    expect((await h.get('/bff/v1/nope')).json().error.code).toBe('not_found');
    const head = (url: string) => h.app.inject({ method: 'HEAD', url, headers: { host: TEST_HOST } });
    expect((await head('/office/orders/42')).statusCode).toBe(200);
    expect((await head('/nope')).statusCode).toBe(404);
  });

  it('a client sending its headers slowly is cut off within the headers timeout and the check period', async () => {
    const { reply, closedAfterMs } = await rawExchange(port, `GET / HTTP/1.1\r\nHost: ${TEST_HOST}\r\nX-Slow: `, 1);
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + HEADERS_CHECK_MS + 1_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });
});
