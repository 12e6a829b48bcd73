import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../security/csrf.js';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-reads.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Kept by no cache: the one rule's header, which no route restates (hash-named tickets and payments included). */
const unstored = (control: unknown): boolean => control === PRIVATE_CACHE_CONTROL;

/**
 * Every API route of the gateway's contract, its path parameters filled in (/media is the
 * upstream's public images, passed on with their own caching and without the visitor's cookies).
 */
const routesOf = (h: Harness): { method: Method; url: string }[] => {
  const document = h.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/bff/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{\w+\}/g, '1'),
      })),
    );
};

describe('Cache-Control: private, no-store on every reply that depends on a session, and on every error (issue 29 item 5)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.app.ready();
  });
  afterAll(() => h.close());

  /** The route called as the web client calls it, from its own address (no limit meets the walk). */
  const call = (method: Method, url: string, address: string, cookie?: string) =>
    h.app.inject({
      method,
      url,
      remoteAddress: address,
      headers: {
        host: TEST_HOST,
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` }),
      },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('walks every route signed in and anonymous: only an anonymous public read may be stored', async () => {
    const routes = routesOf(h);
    expect(routes.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    const publicReads = new Set<string>();
    for (const [i, { method, url }] of routes.entries()) {
      const address = `10.29.${i >> 8}.${i & 255}`;
      const signedIn = await h.app.inject({
        method: 'POST',
        url: '/bff/v1/auth/sign-in',
        remoteAddress: address,
        headers: { host: TEST_HOST, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` },
        payload: { login: 'partner', password: 'demo1234' },
      });
      const personal = await call(method, url, address, cookieOf(signedIn));
      if (!unstored(personal.headers['cache-control']))
        wrong.push(`${method} ${url} signed in ${personal.statusCode}: ${personal.headers['cache-control']}`);
      const anonymous = await call(method, url, address);
      const control = anonymous.headers['cache-control'];
      if (control === PUBLIC_CACHE_CONTROL && [200, 304].includes(anonymous.statusCode)) publicReads.add(url);
      else if (!unstored(control)) wrong.push(`${method} ${url} anonymous ${anonymous.statusCode}: ${control}`);
    }
    expect(wrong).toEqual([]);
    // The walk met the public cached reads too, so an empty list means something.
    expect(publicReads).toContain('/bff/v1/shop/main');
  }, 120_000);

  it('marks the auth state with name and unread count, the checkout and an error reply private', async () => {
    const partner = await h.signIn('partner');
    for (const url of ['/bff/v1/auth', '/bff/v1/checkout', '/bff/v1/office/orders/999999', '/bff/v1/no-such-route'])
      expect((await h.get(url, partner)).headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('holds for every spelling of the path that reaches an API route: the rule follows the route', async () => {
    const partner = await h.signIn('partner');
    for (const url of ['/%62ff/v1/auth', '/%62%66%66/v1/auth', '/bff/v1/%61uth', '/%62ff/v1/office/mail']) {
      const reply = await h.get(url, partner);
      expect(reply.json(), url).toMatchObject(
        url.endsWith('mail') ? { conversations: expect.any(Array) } : { signedIn: true },
      );
      expect(reply.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
    }
  });
});
