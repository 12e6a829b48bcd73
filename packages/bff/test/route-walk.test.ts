import { officeAccess, type Role } from '@gf/contracts/rules/office-access';
import { type Caller, operationOf, ROUTE_REFUSALS, routeDecision } from '@gf/contracts/rules/route-access';
import { SMS_CODE } from '@gf/sandbox/state/users';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/app.js';
import type { DeclaredRoute } from '../src/platform/access/route-declarations.js';
import { CSRF_HEADER, CSRF_VALUE } from '../src/platform/security/csrf.js';
import { cookieOf, type Harness, startHarness, TEST_HOST } from './harness/gateway-harness.js';

/** Every kind of session the policy tells apart, as issue 29 lists them. */
const KINDS = [
  'anonymous',
  'referral',
  'openEntry',
  'partner',
  'client',
  'employee',
  'suspended',
  'viewer',
  'manager',
] as const;
type Kind = (typeof KINDS)[number];

/** Each kind as the route table's caller, and the role and viewing the office page table reads. */
const AS: Record<Kind, { caller: Caller; office: { role: Role; viewing: boolean } | null }> = {
  anonymous: { caller: 'visitor', office: null },
  referral: { caller: 'visitor', office: null },
  openEntry: { caller: 'visitor', office: null },
  partner: { caller: 'user', office: { role: 'partner', viewing: false } },
  client: { caller: 'user', office: { role: 'client', viewing: false } },
  employee: { caller: 'user', office: { role: 'employee', viewing: false } },
  suspended: { caller: 'user', office: { role: 'partner', viewing: false } },
  viewer: { caller: 'viewer', office: { role: 'partner', viewing: true } },
  manager: { caller: 'orderingManager', office: { role: 'partner', viewing: true } },
};

/** Routes that end or replace the caller's session: walked last, so every other call has its session. */
const ENDS_SESSION = new Set(['/bff/v1/auth/sign-out', '/bff/v1/auth/spectator/exit']);

/** The codes of both tables' 403s: an allowed call never answers one. */
const ACCESS_REFUSALS = new Set<unknown>([
  ...Object.keys(ROUTE_REFUSALS).filter((code) => code !== 'sign_in_required'),
  'page_not_for_role',
  'page_not_on_this_site',
  'page_not_for_spectator',
]);

/** A URL for a route pattern: every parameter filled with a plausible id. */
const urlOf = (route: DeclaredRoute): string => route.url.replace(/:\w+/g, '1').replace('*', 'x');

/** Whether the policy logged a refusal (platform/access/route-policy.ts) among the lines from `from` on. */
const policyRefusedSince = (h: Harness, from: number): boolean =>
  h.logs.slice(from).some((line) => line.includes('"refused":"'));

/**
 * Issue 29's walk: every route the gateway registers × every kind of session, each answer checked
 * against the route table (`@gf/contracts/rules/route-access`) and, for office routes, the page
 * table after it (`office-access`). A refused call answers the table's status and code and never
 * reaches the upstream; an allowed call is not refused by either table. Requests carry minimal
 * bodies: refusals come before the body is read, allowed calls mostly stop at validation.
 */
describe('the route policy over the whole gateway', () => {
  let h: Harness;
  const cookies = new Map<Kind, string | undefined>();

  beforeAll(async () => {
    // Debug, not trace: the policy's refusal lines are debug lines, and fewer lines keep the walk quick.
    h = await startHarness({ LOG_LEVEL: 'debug' });
    const phone = '+79165550199';
    await h.post(`${API_PREFIX}/auth/open-entry/send`, { phone, token: '' });
    const entry = await h.post(`${API_PREFIX}/auth/open-entry/check`, { phone, code: SMS_CODE });
    const referral = await h.post(`${API_PREFIX}/auth/referral`, { ref: '100001' });
    cookies.set('anonymous', undefined);
    cookies.set('referral', cookieOf(referral));
    cookies.set('openEntry', cookieOf(entry));
    for (const login of ['partner', 'client', 'employee', 'suspended'] as const)
      cookies.set(login, await h.signIn(login));
    cookies.set('viewer', await h.spectate('viewer', 'partner'));
    cookies.set('manager', await h.spectate('manager', 'partner'));
    // What an allowed call reads does not matter here, only that it was not refused: every upstream
    // call answers a quick 500 (still logged), so the walk costs the gateway's work, not the pages'.
    h.sandbox.faults.set({ fault: { status: 500 } });
  });
  afterAll(() => h.close());

  const call = (route: DeclaredRoute, kind: Kind, address: string): Promise<LightMyRequestResponse> => {
    const write = operationOf(route.method) === 'write';
    const cookie = cookies.get(kind);
    return h.app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      remoteAddress: address,
      headers: {
        host: TEST_HOST,
        ...(cookie ? { cookie } : {}),
        ...(write ? { [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` } : {}),
      },
      ...(write ? { payload: {} } : {}),
    });
  };

  /** What the tables say of one call: allowed, or the status and code of the refusal. */
  const expected = (route: DeclaredRoute, kind: Kind): { status: number; code: string } | 'allowed' => {
    const decision = routeDecision(route.access, AS[kind].caller, route.method);
    if (decision !== 'allowed') return { status: ROUTE_REFUSALS[decision].status, code: decision };
    const page = h.app.officeRoutes.find((r) => r.method === route.method && r.url === route.url)?.page;
    if (!route.url.startsWith(`${API_PREFIX}/office/`)) return 'allowed';
    const office = AS[kind].office;
    if (!office) return { status: 401, code: 'sign_in_required' };
    const opened = page ? officeAccess(page, office.role, 'main', office.viewing) : { ok: false, why: 'role' };
    if (opened.ok) return 'allowed';
    return {
      status: 403,
      code: `page_not_${{ role: 'for_role', site: 'on_this_site', spectator: 'for_spectator' }[opened.why]}`,
    };
  };

  it('answers every route × session kind as the tables say, refusals before any upstream call', async () => {
    const routes = [...h.app.declaredRoutes].sort(
      (a, b) => Number(ENDS_SESSION.has(a.url)) - Number(ENDS_SESSION.has(b.url)),
    );
    expect(routes.length).toBeGreaterThan(200);
    const started = performance.now();
    const mismatches: string[] = [];
    let refused = 0;
    for (const route of routes) {
      for (const [index, kind] of KINDS.entries()) {
        const want = expected(route, kind);
        h.sandbox.callLog.clear();
        const logged = h.logs.length;
        // One address per kind: per-address limits count each kind's calls apart.
        const response = await call(route, kind, `127.0.0.${10 + index}`);
        const at = `${route.method} ${route.url} as ${kind}`;
        const error = String(response.headers['content-type']).includes('json') ? response.json().error : undefined;
        if (want === 'allowed') {
          if (policyRefusedSince(h, logged)) mismatches.push(`${at}: refused by the policy (${error?.code})`);
          if (ACCESS_REFUSALS.has(error?.code)) mismatches.push(`${at}: refused ${response.statusCode} ${error.code}`);
          continue;
        }
        refused += 1;
        if (response.statusCode !== want.status || error?.code !== want.code)
          mismatches.push(`${at}: ${response.statusCode} ${error?.code}, the table says ${want.status} ${want.code}`);
        const upstream = h.sandbox.callLog.snapshot().records;
        if (upstream.length > 0)
          mismatches.push(`${at}: refused, yet ${upstream[0]?.operationId} reached the upstream`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    expect(mismatches).toEqual([]);
    // The walk's size and time, for the record (issue 29 asks for them).
    console.info(
      `route walk: ${routes.length} routes × ${KINDS.length} session kinds = ${routes.length * KINDS.length} calls, ${refused} refused, ${seconds.toFixed(1)} s`,
    );
  }, 300_000);
});
