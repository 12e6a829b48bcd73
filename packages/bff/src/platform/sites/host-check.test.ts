import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../security/csrf.js';

const EXAMPLE_FILE = fileURLToPath(new URL('../../../../../config/site-hosts.example.json', import.meta.url));
/** A hostname of the example hosts file, and its site. */
const LISTED = 'greenway.ru';
const MISDIRECTED = 421;

/** Issue 15 point 7: with SITE_HOSTS_FILE only its hosts are served; absolute URLs come from it. */
describe('Host (SITE_HOSTS_FILE set)', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await startHarness({ SITE_HOSTS_FILE: EXAMPLE_FILE });
    const signIn = await h.app.inject({
      method: 'POST',
      url: '/bff/v1/auth/sign-in',
      headers: { host: LISTED, origin: `http://${LISTED}`, [CSRF_HEADER]: CSRF_VALUE },
      payload: { login: 'partner', password: 'demo1234' },
    });
    cookie = cookieOf(signIn);
  });
  afterAll(() => h.close());

  it.each([
    ['another site', 'evil.example'],
    ['a built-in development host', 'ru.localhost:3000'],
    ['an address', '127.0.0.1:3000'],
    ['a listed name with a suffix', 'greenway.ru.evil.example'],
  ])('refuses %s with 421, for pages and the API, before any upstream call', async (_name, host) => {
    h.sandbox.callLog.clear();
    for (const url of ['/bff/v1/site', '/bff/v1/auth', '/office']) {
      const response = await h.app.inject({ method: 'GET', url, headers: { host, cookie } });
      expect(response.statusCode, `${host} ${url}`).toBe(MISDIRECTED);
    }
    expect(h.sandbox.callLog.snapshot().records).toEqual([]);
  });

  it('serves liveness, readiness and metrics whatever the Host (load balancers call them by address)', async () => {
    for (const url of ['/healthz', '/readyz'])
      expect((await h.app.inject({ method: 'GET', url, headers: { host: '10.0.0.7:3000' } })).statusCode).toBe(200);
  });

  it('refuses two Host headers', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += String(chunk);
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.end(`GET /bff/v1/site HTTP/1.1\r\nHost: ${LISTED}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    });
    expect(reply.split(' ')[1]).toBe('400');
  });

  it('payment return URLs come from the hosts file, not from the Host sent', async () => {
    const unpaid = await h.app.inject({
      method: 'GET',
      url: '/bff/v1/office/orders?status=awaiting_payment',
      headers: { host: LISTED, cookie },
    });
    const id = (unpaid.json() as { orders: { id: number }[] }).orders[0]?.id;
    const started = await h.app.inject({
      method: 'POST',
      url: `/bff/v1/orders/${id}/pay/sberbank`,
      headers: {
        host: `${LISTED.toUpperCase()}.:8443`,
        origin: `http://${LISTED.toUpperCase()}.:8443`,
        [CSRF_HEADER]: CSRF_VALUE,
        cookie,
      },
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    const paid = await h.sandbox.app.inject({
      method: 'POST',
      url: `/provider/sberbank/${id}/pay`,
      payload: { payment_id: started.json().payment_id },
    });
    expect(paid.headers.location).toBe(`https://${LISTED}/office/orders/${id}?payment=success`);
  });
});
