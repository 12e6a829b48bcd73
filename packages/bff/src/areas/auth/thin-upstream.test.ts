import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SESSION_COOKIE } from '../../platform/session/session-manager.js';

/** Spec 1 §3 User: the role and the flags are all the spec promises. */
const SPEC_USER_FIELDS = [
  'role',
  'is_new',
  'is_suspended',
  'can_invite_partner',
  'can_invite_client',
  'can_add_sponsor',
  'can_spectate',
];

/** Every `user`-like object of a reply cut down to the spec's fields. */
const thin = (value: unknown, key = ''): unknown => {
  if (Array.isArray(value)) return value.map((item) => thin(item));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (key === 'user' || key === 'well_user')
    return Object.fromEntries(entries.filter(([name]) => SPEC_USER_FIELDS.includes(name)));
  return Object.fromEntries(entries.map(([name, inner]) => [name, thin(inner, name)]));
};

/**
 * Issue 15 point 9: an upstream whose users carry only what the spec names: the sandbox behind a
 * proxy that drops every other field of each user in a JSON reply.
 */
const startThinUpstream = async (sandboxUrl: string): Promise<{ url: string; server: Server }> => {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
    ) as Record<string, string>;
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const upstream = await fetch(new URL(request.url ?? '/', sandboxUrl), {
      method: request.method ?? 'GET',
      headers,
      ...(body ? { body } : {}),
    });
    const type = upstream.headers.get('content-type') ?? '';
    const text = await upstream.text();
    const out = type.includes('json') && text ? JSON.stringify(thin(JSON.parse(text))) : text;
    response.writeHead(upstream.status, { 'content-type': type || 'text/plain' });
    response.end(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

describe('a thinner upstream (issue 15 point 9)', () => {
  /** The sandbox behind the thinning proxy comes with this harness (its faults are set there). */
  let behind: Harness;
  let h: Harness;
  let thinUpstream: { url: string; server: Server };
  beforeAll(async () => {
    behind = await startHarness();
    thinUpstream = await startThinUpstream(
      `http://127.0.0.1:${(behind.sandbox.app.server.address() as AddressInfo).port}`,
    );
    h = await startHarness({ UPSTREAM_URL: thinUpstream.url });
  });
  afterAll(async () => {
    await h.close();
    await behind.close();
    thinUpstream.server.close();
  });

  it('signs in and reads the office with users that carry only the spec’s fields', async () => {
    const signIn = await h.post('/bff/v1/auth/sign-in', { login: 'partner', password: 'demo1234' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ signedIn: true, user: { role: 'partner', name: null, number: null } });
    const cookie = cookieOf(signIn);
    expect((await h.get('/bff/v1/auth?fresh=1', cookie)).json()).toMatchObject({ signedIn: true });
    const orders = await h.get('/bff/v1/office/orders', cookie);
    expect(orders.statusCode).toBe(200);
    expect(orders.json().orders.length).toBeGreaterThan(0);
  });

  it('a sign-in failing after the upstream said yes leaves no session behind', async () => {
    await behind.sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: 'status=500', operations: ['authInfo'], times: 1 },
    });
    const before = await h.app.core.sessions.store.count();
    const signIn = await h.post('/bff/v1/auth/sign-in', { login: 'client', password: 'demo1234' });
    expect(signIn.statusCode).toBe(500);
    expect(signIn.json().error).toMatchObject({ serverProblems: true });
    // The cookie is cleared, and no session stays in the store.
    const set = signIn.cookies.filter((c) => c.name === SESSION_COOKIE);
    expect(set.at(-1)?.value ?? '').toBe('');
    expect(await h.app.core.sessions.store.count()).toBe(before);
  });
});
