import { officeAccess, type Role, type SiteType } from '@gf/contracts/rules/office-access';
import { operationOf } from '@gf/contracts/rules/route-access';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { API_PREFIX } from '../../app.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../platform/security/csrf.js';
import type { OfficeRoute } from './office-guard.js';

const isWrite = (method: string): boolean => operationOf(method) === 'write';

/** A URL for a route pattern: every parameter filled with a plausible id. */
const urlOf = (route: OfficeRoute): string => route.url.replace(/:\w+/g, '1');

const upstreamCalls = (h: Harness): number => h.sandbox.callLog.snapshot().records.length;

/**
 * Walks every route registered in the office subtree (issue 16), so a route added later cannot
 * forget what the subtree promises: signed in required, the page table, private replies, the
 * shared error replies. What a spectator may do is the route policy's (route-walk.test.ts).
 */
describe('the office subtree guard', () => {
  let h: Harness;
  let routes: readonly OfficeRoute[];
  let partner: string;
  let viewer: string;
  let manager: string;
  beforeAll(async () => {
    h = await startHarness();
    routes = h.app.officeRoutes;
    partner = await h.signIn('partner');
    viewer = await h.spectate('viewer', 'partner');
    manager = await h.spectate('manager', 'partner');
  });
  afterAll(() => h.close());

  const call = (
    route: OfficeRoute,
    cookie?: string,
    url = urlOf(route),
    host = TEST_HOST,
  ): Promise<LightMyRequestResponse> =>
    h.app.inject({
      method: route.method as 'GET',
      url,
      headers: {
        host,
        ...(cookie ? { cookie } : {}),
        ...(isWrite(route.method) ? { [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` } : {}),
      },
      ...(isWrite(route.method) ? { payload: {} } : {}),
    });

  const expectPrivate = (route: OfficeRoute, response: LightMyRequestResponse) =>
    expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('private, no-store');

  it('holds the office routes of orders, mail and tickets', () => {
    const urls = routes.map((route) => route.url);
    expect(urls).toContain('/bff/v1/office/orders/:id');
    expect(urls).toContain('/bff/v1/office/mail');
    expect(urls).toContain('/bff/v1/office/events/:eventId/tickets');
  });

  it('has every route name the office page it serves', () => {
    for (const route of routes) expect(route.page, `${route.method} ${route.url}`).toBeDefined();
  });

  it('sends a signed-out caller of every route to MyOfficeAuth, privately, before any upstream call', async () => {
    for (const route of routes) {
      const before = upstreamCalls(h);
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.redirect, route.url).toEqual({ route: 'MyOfficeAuth' });
      expectPrivate(route, response);
      expect(upstreamCalls(h), route.url).toBe(before);
    }
  });

  it('guards every spelling of a path the router matches: encoded, doubled slashes, HEAD', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const url = urlOf(route);
      const spellings = [url.replace('/office/', '/%6Fffice/'), url.replace('/office/', '/office//')];
      for (const spelling of spellings) {
        const response = await call(route, undefined, spelling);
        expect([401, 404], `${spelling}`).toContain(response.statusCode);
      }
      expect((await h.app.inject({ method: 'HEAD', url, headers: { host: TEST_HOST } })).statusCode).toBe(401);
    }
  });

  it('lets each role call a route only where office-access lets it open the page, before any upstream call', async () => {
    const accounts: Record<Role, string> = { partner: 'partner', client: 'client', employee: 'employee' };
    const sites: Record<SiteType, string> = {
      main: 'ru.localhost:3000',
      rc: 'rc.localhost:3000',
      company: 'company.localhost:3000',
      compliance: 'compliance.localhost:3000',
    };
    for (const [role, login] of Object.entries(accounts) as [Role, string][]) {
      for (const [siteType, host] of Object.entries(sites) as [SiteType, string][]) {
        const cookie = (
          await h.app.inject({
            method: 'POST',
            url: '/bff/v1/auth/sign-in',
            headers: { host, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${host}` },
            payload: { login, password: 'demo1234' },
          })
        ).cookies.find((c) => c.name === 'gf_session');
        for (const route of routes.filter((r) => r.method === 'GET')) {
          const before = upstreamCalls(h);
          const response = await call(route, `gf_session=${cookie?.value}`, urlOf(route), host);
          const allowed = route.page ? officeAccess(route.page, role, siteType).ok : false;
          const refused = response.statusCode === 403 && /^page_not_/.test(response.json().error.code);
          expect(refused, `${role} on ${siteType}: ${route.url}`).toBe(!allowed);
          if (refused) expect(upstreamCalls(h), route.url).toBe(before);
        }
      }
    }
    // Every role on every site type through every read: the longest walk of the suite.
  }, 60_000);

  it('lets a spectating manager read what the spectated user may, but never the owner-only pages', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const before = upstreamCalls(h);
      const response = await call(route, manager);
      // An owner-only read (issue 35: the account's sessions) is refused by the route policy first.
      const ownerOnly = route.access === 'ownerOnly';
      const allowed = route.page && !ownerOnly ? officeAccess(route.page, 'partner', 'main', true).ok : false;
      const code = ownerOnly ? /^spectator_owner_only$/ : /^page_not_/;
      const refused = response.statusCode === 403 && code.test(response.json().error.code);
      expect(refused, route.url).toBe(!allowed);
      if (refused) expect(upstreamCalls(h), route.url).toBe(before);
    }
  });

  it('gives a client asking for a partner-only read the 403 envelope, before any upstream call', async () => {
    const client = await h.signIn('client');
    const before = h.sandbox.callLog.snapshot().records.length;
    const response = await h.get(`${API_PREFIX}/office/statements/statement`, client);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: expect.objectContaining({
        status: 403,
        code: 'page_not_for_role',
        message: 'This page is not available to your account',
      }),
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(h.sandbox.callLog.snapshot().records.slice(before)).toEqual([]);
  });

  it('answers every signed-in read privately, whatever its outcome', async () => {
    for (const route of routes.filter((r) => !isWrite(r.method))) {
      expectPrivate(route, await call(route, partner));
    }
  });

  it('lets a spectating manager read, and write where ordering is allowed', async () => {
    const mail = await h.get(`${API_PREFIX}/office/mail`, viewer);
    expect(mail.statusCode).toBe(200);
    const orders = (await h.get(`${API_PREFIX}/office/orders?status=awaiting_payment`, manager)).json().orders;
    const cancel = await h.post(`${API_PREFIX}/office/orders/${orders[0].id}/cancel`, undefined, manager);
    expect(cancel.json()).toEqual({ ok: true });
  });

  it('states the shared error replies, 503 included, on every route of the contract', async () => {
    const document = h.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: object }>> };
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      const statuses = Object.keys(operation?.responses ?? {});
      expect(statuses, `${route.method} ${path}`).toEqual(
        expect.arrayContaining(['400', '401', '403', '404', '429', '502', '503', '504']),
      );
      // 200, or 202 for a route that starts a job (DESIGN.md "Jobs the gateway polls").
      expect(
        statuses.filter((s) => s === '200' || s === '202'),
        `${route.method} ${path}`,
      ).toHaveLength(1);
    }
  });
});
