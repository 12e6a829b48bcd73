import { ROUTE_REFUSALS, type RouteAccess, routeDecision } from '@gf/contracts/rules/route-access';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/app.js';
import { CSRF_HEADER, CSRF_VALUE } from '../src/platform/security/csrf.js';
import { type Harness, startHarness, TEST_HOST } from './harness/gateway-harness.js';

/** The calls a viewing manager must not make, one per kind of refusal, each with its access kind. */
const TARGETS = [
  { method: 'POST', path: `${API_PREFIX}/auth/domain-key`, access: 'credentials' },
  { method: 'PUT', path: `${API_PREFIX}/office/finance/security`, access: 'ownerOnly' },
  { method: 'POST', path: `${API_PREFIX}/shop/products/1/reviews`, access: 'signedIn' },
  { method: 'PUT', path: `${API_PREFIX}/cart`, access: 'ordering' },
] as const satisfies readonly { method: string; path: string; access: RouteAccess }[];

/** Sessions of the probe: both kinds of viewing manager, and nobody. */
const KINDS = { viewer: 'viewer', manager: 'orderingManager', anonymous: 'visitor' } as const;
type Kind = keyof typeof KINDS;

/** The last segment of a path, written another way by `spell`. */
const lastSegment = (path: string, spell: (segment: string) => string): string => {
  const cut = path.lastIndexOf('/');
  return `${path.slice(0, cut)}/${spell(path.slice(cut + 1))}`;
};
const percent = (char: string, upper = true): string => {
  const hex = char.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/**
 * Spellings of one path. `route`: the router takes it for the route (the policy must answer it);
 * otherwise no route matches and the answer is 404 (no handler, so no policy is needed).
 */
const SPELLINGS: { name: string; spell: (path: string) => string; route: boolean }[] = [
  { name: 'as written', spell: (path) => path, route: true },
  {
    name: 'first letter percent-encoded',
    spell: (p) => lastSegment(p, (s) => percent(s[0]!) + s.slice(1)),
    route: true,
  },
  {
    name: 'every letter percent-encoded, lower-case hex',
    spell: (p) => lastSegment(p, (s) => [...s].map((c) => percent(c, false)).join('')),
    route: true,
  },
  { name: 'a dot segment', spell: (p) => lastSegment(p, (s) => `./${s}`), route: true },
  { name: 'a dot-dot segment', spell: (p) => lastSegment(p, (s) => `x/../${s}`), route: true },
  { name: 'a query string', spell: (p) => `${p}?as=owner&method=GET`, route: true },
  { name: 'a fragment', spell: (p) => `${p}#owner`, route: true },
  { name: 'a trailing slash', spell: (p) => `${p}/`, route: false },
  { name: 'a doubled slash', spell: (p) => p.replace('/v1/', '/v1//'), route: false },
  { name: 'upper case', spell: (p) => p.toUpperCase(), route: false },
  { name: 'an encoded slash', spell: (p) => lastSegment(p, (s) => `%2F${s}`), route: false },
  { name: 'a matrix parameter', spell: (p) => `${p};as=owner`, route: false },
  { name: 'a trailing encoded NUL', spell: (p) => `${p}%00`, route: false },
];

/** Bodies and headers a write may come with: none of them reaches the policy, which reads no body. */
const ENCODINGS: { name: string; headers: Record<string, string>; payload: string | Buffer }[] = [
  { name: 'JSON', headers: { 'content-type': 'application/json' }, payload: '{"login_notifications":false}' },
  { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{"login_notifications":' },
  { name: 'upper-case JSON type', headers: { 'content-type': 'APPLICATION/JSON' }, payload: '{}' },
  { name: 'JSON in UTF-16', headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
  { name: 'a vendor JSON type', headers: { 'content-type': 'application/vnd.api+json' }, payload: '{}' },
  { name: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'login_notifications=false' },
  { name: 'a form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
  { name: 'multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' },
  { name: 'gzip', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: 'not gzip' },
  { name: 'no type', headers: {}, payload: '{}' },
  // Beyond the body limit (1 MiB): refused for who sends it, not for its size.
  { name: 'a 2 MiB body', headers: { 'content-type': 'application/json' }, payload: Buffer.alloc(2 * 1024 * 1024, 32) },
];

/**
 * Issue 29, item 2, from the probe's side: the policy holds however the call is written. The
 * router decodes a path before it matches, so every spelling that reaches a route meets that
 * route's access; every other spelling matches no route. A method override, a body in any
 * encoding or size, none of them is read before the refusal.
 */
describe('the route policy against the probe: spellings, methods, encodings, session kinds', () => {
  let h: Harness;
  const cookies = new Map<Kind, string | undefined>();
  beforeAll(async () => {
    h = await startHarness();
    cookies.set('viewer', await h.spectate('viewer', 'partner'));
    cookies.set('manager', await h.spectate('manager', 'partner'));
    cookies.set('anonymous', undefined);
  });
  afterAll(() => h.close());

  const call = (
    kind: Kind,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: string | Buffer,
  ): Promise<LightMyRequestResponse> => {
    const cookie = cookies.get(kind);
    return h.app.inject({
      method: method as 'GET',
      url,
      headers: {
        host: TEST_HOST,
        origin: `http://${TEST_HOST}`,
        [CSRF_HEADER]: CSRF_VALUE,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  /** The table's refusal of this call, or undefined when it allows it. */
  const refusalOf = (access: RouteAccess, kind: Kind, method: string) => {
    const decision = routeDecision(access, KINDS[kind], method);
    return decision === 'allowed' ? undefined : { status: ROUTE_REFUSALS[decision].status, code: decision };
  };

  /** What the upstream was asked during `act`. */
  const upstreamDuring = async <T>(act: () => Promise<T>): Promise<[T, string[]]> => {
    h.sandbox.callLog.clear();
    const result = await act();
    return [result, h.sandbox.callLog.snapshot().records.map((record) => record.operationId)];
  };

  it('refuses every spelling of a path that reaches the route, and no other spelling finds a handler', async () => {
    const wrong: string[] = [];
    for (const target of TARGETS)
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const refusal = refusalOf(target.access, kind, target.method);
        if (!refusal) continue;
        for (const spelling of SPELLINGS) {
          const url = spelling.spell(target.path);
          const [response, upstream] = await upstreamDuring(() => call(kind, target.method, url, {}, '{}'));
          const want = spelling.route ? refusal : { status: 404, code: 'not_found' };
          const at = `${kind} ${target.method} ${url} (${spelling.name})`;
          const code = response.json().error?.code;
          // An office route refuses a visitor with the office's own 401 (same status, same code).
          if (response.statusCode !== want.status || code !== want.code)
            wrong.push(`${at}: ${response.statusCode} ${code}, want ${want.status} ${want.code}`);
          if (upstream.length > 0) wrong.push(`${at}: reached the upstream (${upstream.join(', ')})`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('refuses a write whatever body, type or encoding comes with it, before reading it', async () => {
    const wrong: string[] = [];
    for (const target of TARGETS)
      for (const kind of ['viewer', 'manager'] as const) {
        const refusal = refusalOf(target.access, kind, target.method);
        if (!refusal) continue;
        for (const encoding of ENCODINGS) {
          const [response, upstream] = await upstreamDuring(() =>
            call(kind, target.method, target.path, encoding.headers, encoding.payload),
          );
          const at = `${kind} ${target.method} ${target.path} with ${encoding.name}`;
          if (response.statusCode !== refusal.status || response.json().error?.code !== refusal.code)
            wrong.push(`${at}: ${response.statusCode} ${response.json().error?.code}, want ${refusal.code}`);
          if (upstream.length > 0) wrong.push(`${at}: reached the upstream`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('reads the method as sent: an override header or parameter makes no write a read', async () => {
    for (const kind of ['viewer', 'manager'] as const) {
      const [overridden, upstream] = await upstreamDuring(() =>
        call(kind, 'POST', `${API_PREFIX}/auth/domain-key?_method=GET`, { 'x-http-method-override': 'GET' }, '{}'),
      );
      expect(overridden.statusCode, kind).toBe(403);
      expect(overridden.json().error.code, kind).toBe('spectator_credentials');
      expect(upstream, kind).toEqual([]);
    }
  });

  it('refuses HEAD as its GET, on every owner-only and credentials read', async () => {
    const reads = h.app.declaredRoutes.filter(
      (route) => route.method === 'GET' && (route.access === 'ownerOnly' || route.access === 'credentials'),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads)
      for (const kind of ['viewer', 'manager'] as const) {
        const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
        const [head, upstream] = await upstreamDuring(() => call(kind, 'HEAD', url));
        expect(head.statusCode, `${kind} HEAD ${url}`).toBe(403);
        expect(head.body, `${kind} HEAD ${url}`).toBe('');
        expect(upstream, `${kind} HEAD ${url}`).toEqual([]);
      }
  });

  it('lets the ordering manager order under every spelling the viewer is refused', async () => {
    const cart = TARGETS.find((target) => target.access === 'ordering')!;
    for (const spelling of SPELLINGS.filter((s) => s.route)) {
      const url = spelling.spell(cart.path);
      const viewer = await call('viewer', cart.method, url, {}, '{}');
      expect(viewer.json().error?.code, `viewer ${url}`).toBe('spectator_cannot_order');
      const manager = await call('manager', cart.method, url, { 'content-type': 'application/json' }, '{}');
      // Past the policy: the cart's own validation answers (the body is empty).
      expect(manager.statusCode, `manager ${url}`).toBe(400);
      expect(manager.json().error.code, `manager ${url}`).toBe('invalid_input');
    }
  });
});
