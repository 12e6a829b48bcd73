import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { DEMO_PASSWORD } from '../state/users.js';
import { callSandbox, signIn } from '../test-client.js';

const DEMO_ACCOUNTS = ['partner', 'client', 'employee', 'manager', 'viewer', 'suspended', 'newbie'];

describe('sandbox auth (issue 3)', () => {
  let sandbox: Sandbox;
  let now = Date.parse('2026-11-22T10:00:00Z');
  beforeEach(async () => {
    now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ admin: true, validateReplies: true, tokenTtlSeconds: 300, now: () => now });
  });
  afterEach(() => sandbox.app.close());

  it.each(DEMO_ACCOUNTS)('signs in %s with the demo password', async (login) => {
    const reply = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login, password: DEMO_PASSWORD },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ expires_in: 300, user: { name: expect.any(String) } });
  });

  it('flags the newbie as needing agreements and refuses a wrong password with a field error', async () => {
    const newbie = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login: 'newbie', password: DEMO_PASSWORD },
    });
    expect(newbie.body).toMatchObject({ need_agreements: true });
    const wrong = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login: 'partner', password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { password: [expect.any(String)] } });
  });

  it('refuses a spent refresh token, as identity servers do', async () => {
    const { refresh_token } = await signIn(sandbox.app, 'partner');
    const first = await callSandbox(sandbox.app, 'POST', '/auth/refresh/', { body: { refresh: refresh_token } });
    expect(first.status).toBe(200);
    const second = await callSandbox(sandbox.app, 'POST', '/auth/refresh/', { body: { refresh: refresh_token } });
    expect(second.status).toBe(401);
    expect(sandbox.callLog.count('refresh')).toBe(2);
  });

  it('expires access tokens after the TTL', async () => {
    const { access_token } = await signIn(sandbox.app, 'partner');
    expect((await callSandbox(sandbox.app, 'GET', '/auth/info/', { token: access_token })).status).toBe(200);
    now += 301_000;
    expect((await callSandbox(sandbox.app, 'GET', '/auth/info/', { token: access_token })).status).toBe(401);
  });

  it('lets a manager spectate a partner and come back', async () => {
    const manager = await signIn(sandbox.app, 'manager');
    const spectating = await callSandbox<{ access_token: string }>(sandbox.app, 'POST', '/auth/spectator/', {
      token: manager.access_token,
      body: { as_user: 'partner' },
    });
    expect(spectating.status).toBe(200);
    const info = await callSandbox(sandbox.app, 'GET', '/auth/info/', { token: spectating.body.access_token });
    expect(info.body).toMatchObject({
      well_user: { name: 'Anna Partnerova' },
      manager: { can_create_order_well: true },
    });
    const back = await callSandbox(sandbox.app, 'POST', '/auth/spectator/?logout', {
      token: spectating.body.access_token,
      body: {},
    });
    expect(back.body).toMatchObject({ user: { name: 'Oleg Menedzherov' } });
  });

  it('makes a domain key asked for while viewing spend into viewing tokens, never the user alone', async () => {
    const viewer = await signIn(sandbox.app, 'viewer');
    const viewing = await callSandbox<{ access_token: string }>(sandbox.app, 'POST', '/auth/spectator/', {
      token: viewer.access_token,
      body: { as_user: 'partner' },
    });
    const made = await callSandbox<{ key: string }>(sandbox.app, 'POST', '/auth/domain/key/', {
      token: viewing.body.access_token,
      body: { country_code: 'IT', language_code: 'it', redirect: '/office' },
    });
    const spent = await callSandbox<{ auth_info: { access_token: string } }>(sandbox.app, 'POST', '/auth/domain/', {
      body: { key: made.body.key },
    });
    const info = await callSandbox(sandbox.app, 'GET', '/auth/info/', { token: spent.body.auth_info.access_token });
    expect(info.body).toMatchObject({
      user: { name: 'Anna Partnerova' },
      manager: { user: { name: 'Nina Nablyudatel' } },
    });
  });

  it('refuses to let a partner without can_spectate spectate', async () => {
    const partner = await signIn(sandbox.app, 'partner');
    const reply = await callSandbox(sandbox.app, 'POST', '/auth/spectator/', {
      token: partner.access_token,
      body: { as_user: 'client' },
    });
    expect(reply.status).toBe(403);
  });

  it('answers 401 without a token and 400 with field errors for bad input', async () => {
    expect((await callSandbox(sandbox.app, 'GET', '/auth/info/')).status).toBe(401);
    const bad = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', { body: { login: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(expect.arrayContaining(['login', 'password']));
  });

  it('applies fault switches per request and globally', async () => {
    const header = await callSandbox(sandbox.app, 'GET', '/auth/ref-info/?ref=100001', {
      headers: { 'x-sandbox-fault': 'status=502' },
    });
    expect(header.status).toBe(502);
    await sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: 'status=429', operations: ['refInfo'], times: 1 },
    });
    expect((await callSandbox(sandbox.app, 'GET', '/auth/ref-info/?ref=100001')).status).toBe(429);
    expect((await callSandbox(sandbox.app, 'GET', '/auth/ref-info/?ref=100001')).status).toBe(200);
  });
});
