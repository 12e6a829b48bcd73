import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from './csrf.js';

const SAME_ORIGIN = `http://${TEST_HOST}`;
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One raw HTTP/1.1 request over a socket, so the request target goes out exactly as written. */
const raw = (port: number, head: string, body = ''): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => {
      reply += String(chunk);
    });
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
    socket.end(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });

describe('CSRF defence (DESIGN.md; issue 15 point 1: every spelling of a path)', () => {
  let h: Harness;
  let cookie: string;
  let orderId: number;
  const body = { login: 'partner', password: 'demo1234' };
  beforeAll(async () => {
    h = await startHarness();
    cookie = await h.signIn('partner');
    const unpaid = await h.get('/bff/v1/office/orders?status=awaiting_payment', cookie);
    orderId = (unpaid.json() as { orders: { id: number }[] }).orders[0]?.id ?? 0;
    expect(orderId).toBeGreaterThan(0);
  });
  afterAll(() => h.close());

  const post = (headers: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: '/bff/v1/auth/sign-in',
      headers: { host: TEST_HOST, ...headers },
      payload: body,
    });

  it.each([
    ['no CSRF header', { origin: SAME_ORIGIN }, 'csrf_header_missing'],
    ['no Origin or Referer', { [CSRF_HEADER]: CSRF_VALUE }, 'csrf_origin_missing'],
    ['another Origin', { [CSRF_HEADER]: CSRF_VALUE, origin: 'http://evil.example' }, 'csrf_origin_mismatch'],
    ['another country site', { [CSRF_HEADER]: CSRF_VALUE, origin: 'http://it.localhost:3000' }, 'csrf_origin_mismatch'],
    [
      'the same host over another scheme',
      { [CSRF_HEADER]: CSRF_VALUE, origin: `https://${TEST_HOST}` },
      'csrf_origin_mismatch',
    ],
    [
      'the same host on another port',
      { [CSRF_HEADER]: CSRF_VALUE, origin: 'http://ru.localhost:3001' },
      'csrf_origin_mismatch',
    ],
    ['an opaque Origin', { [CSRF_HEADER]: CSRF_VALUE, origin: 'null' }, 'csrf_origin_missing'],
  ])('refuses a state-changing call with %s: 403, no redirect, nothing upstream', async (_name, headers, code) => {
    h.sandbox.callLog.clear();
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ status: 403, code, message: expect.any(String) });
    expect(h.sandbox.callLog.count('authenticate')).toBe(0);
  });

  it('accepts the header with a same-origin Referer', async () => {
    const response = await post({ [CSRF_HEADER]: CSRF_VALUE, referer: `${SAME_ORIGIN}/office/auth` });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['percent-encoded prefix', (id: number) => `/%62ff/v1/office/orders/${id}/cancel`],
    ['every segment encoded', (id: number) => `/%62ff/%76%31/%6Ffice/%6Frders/${id}/%63ancel`],
    ['doubled slashes', (id: number) => `//bff//v1/office/orders/${id}/cancel`],
    ['dot segments', (id: number) => `/x/../bff/v1/./office/orders/${id}/cancel`],
    ['encoded dot segments', (id: number) => `/x/%2e%2e/bff/v1/office/orders/${id}/cancel`],
    ['trailing slash', (id: number) => `/bff/v1/office/orders/${id}/cancel/`],
    ['trailing query and fragment', (id: number) => `/bff/v1/office/orders/${id}/cancel?x=1#y`],
    ['trailing semicolon', (id: number) => `/bff/v1/office/orders/${id}/cancel;x`],
    ['upper-case prefix', (id: number) => `/BFF/v1/office/orders/${id}/cancel`],
  ])('an office order cancel spelt with %s and no CSRF header cancels nothing', async (_name, url) => {
    h.sandbox.callLog.clear();
    for (const headers of [{}, { origin: 'http://evil.example' }, { origin: SAME_ORIGIN }]) {
      const response = await h.app.inject({
        method: 'POST',
        url: url(orderId),
        headers: { host: TEST_HOST, cookie, ...headers },
      });
      expect(response.statusCode, `${url(orderId)} ${JSON.stringify(headers)}`).not.toBeLessThan(400);
    }
    expect(h.sandbox.callLog.count('officeOrderCancel')).toBe(0);
  });

  it('a plain same-site form post (no header, form-encoded) is refused before its body is read', async () => {
    h.sandbox.callLog.clear();
    const response = await h.app.inject({
      method: 'POST',
      url: `/bff/v1/office/orders/${orderId}/cancel`,
      headers: { host: TEST_HOST, cookie, origin: SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_header_missing');
    expect(h.sandbox.callLog.count('officeOrderCancel')).toBe(0);
  });

  it('every state-changing method of every route in the contract needs the header, whatever the spelling', async () => {
    await h.app.ready();
    const document = h.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const refusedRoutes: string[] = [];
    const passed: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const url = path.replace(/\{\w+\}/g, '1');
      const spellings = [url, url.replace('/bff/', '/%62ff/'), url.replace('/bff/', '//bff/'), `/a/..${url}`];
      const methods = Object.keys(operations).map((m) => m.toUpperCase());
      for (const method of STATE_CHANGING.filter((m) => methods.includes(m))) {
        for (const spelling of spellings) {
          const response = await h.app.inject({
            method,
            url: spelling,
            headers: { host: TEST_HOST, cookie, origin: SAME_ORIGIN, 'content-type': 'application/json' },
            payload: '{}',
          });
          if (response.statusCode === 403 && response.json().error.code === 'csrf_header_missing')
            refusedRoutes.push(`${method} ${spelling}`);
          else passed.push(`${method} ${spelling} -> ${response.statusCode}`);
        }
      }
    }
    expect(passed).toEqual([]);
    expect(refusedRoutes.length).toBeGreaterThan(40);
  });

  it('absolute-form request targets and raw spellings over a real socket meet the same check', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    h.sandbox.callLog.clear();
    const targets = [
      `http://${TEST_HOST}/bff/v1/office/orders/${orderId}/cancel`,
      `http://evil.example/bff/v1/office/orders/${orderId}/cancel`,
      `http://${TEST_HOST}/%62ff/v1/office/orders/${orderId}/cancel`,
      `//bff/v1/office/orders/${orderId}/cancel`,
      `/bff/v1/office/orders/${orderId}/../${orderId}/cancel`,
    ];
    for (const target of targets) {
      const reply = await raw(
        port,
        `POST ${target} HTTP/1.1\r\nHost: ${TEST_HOST}\r\nCookie: ${cookie}\r\nOrigin: http://evil.example\r\nContent-Type: text/plain`,
        '{}',
      );
      expect(Number(reply.split(' ')[1]), `${target}: ${reply.split('\r\n')[0]}`).toBeGreaterThanOrEqual(400);
    }
    expect(h.sandbox.callLog.count('officeOrderCancel')).toBe(0);
  });

  it('sends security headers with a CSP that allows only the app itself', async () => {
    const response = await h.get('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
