import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';

let sandbox: Sandbox;
afterEach(() => sandbox.app.close());

it('offers no admin routes and ignores fault headers unless admin is on (SANDBOX_ADMIN=1)', async () => {
  sandbox = await buildSandbox({ admin: false });
  expect((await sandbox.app.inject({ method: 'GET', url: '/__admin/calls' })).statusCode).toBe(404);
  expect((await sandbox.app.inject({ method: 'POST', url: '/__admin/reset' })).statusCode).toBe(404);
  const faulted = await callSandbox(sandbox.app, 'GET', '/auth/ref-info/?ref=100001', {
    headers: { 'x-sandbox-fault': 'status=502' },
  });
  expect(faulted.status).toBe(200);
});

it('resets its state to the seed', async () => {
  sandbox = await buildSandbox({ admin: true });
  const before = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
    body: { login: 'partner', password: 'demo1234' },
  });
  const token = (before.body as { access_token: string }).access_token;
  expect((await callSandbox(sandbox.app, 'GET', '/auth/info/', { token })).status).toBe(200);
  await sandbox.app.inject({ method: 'POST', url: '/__admin/reset' });
  expect((await callSandbox(sandbox.app, 'GET', '/auth/info/', { token })).status).toBe(401);
  // The reset cleared the log: only the call after it is counted.
  expect(sandbox.callLog.count('authInfo')).toBe(1);
});

it('delivers a support message into a user’s newest conversation, unread, for live-update tests', async () => {
  sandbox = await buildSandbox({ admin: true });
  const token = (await signIn(sandbox.app, 'partner')).access_token;
  const unread = async () =>
    ((await callSandbox(sandbox.app, 'GET', '/auth/info/', { token })).body as { unread_mail: number }).unread_mail;
  const before = await unread();
  const injected = await sandbox.app.inject({
    method: 'POST',
    url: '/__admin/mail/messages',
    payload: { login: 'partner', text: 'Your parcel has left the warehouse.' },
  });
  const { conversation_id, message_id } = injected.json() as { conversation_id: number; message_id: number };
  expect(await unread()).toBe(before + 1);
  const view = await callSandbox(sandbox.app, 'GET', `/office/mail/${conversation_id}/`, { token });
  const last = (view.body as { messages: { id: number; message: string; is_mine: boolean }[] }).messages.at(-1);
  expect(last).toMatchObject({ id: message_id, message: 'Your parcel has left the warehouse.', is_mine: false });
  const list = await callSandbox(sandbox.app, 'GET', '/office/mail/list/', { token });
  expect((list.body as { conversations: { id: number }[] }).conversations[0]!.id).toBe(conversation_id);
  const stranger = await sandbox.app.inject({
    method: 'POST',
    url: '/__admin/mail/messages',
    payload: { login: 'client', conversation_id },
  });
  expect(stranger.statusCode).toBe(400);
});

it('shortens the holds made after it (a browser suite lets one lapse), refusing a length that is not whole ms', async () => {
  // A still clock: the hold's time left is exactly its length.
  const now = Date.parse('2026-11-22T10:00:00Z');
  sandbox = await buildSandbox({ admin: true, tokenTtlSeconds: 86_400, now: () => now });
  const token = (await signIn(sandbox.app, 'partner')).access_token;
  const short = 45_000;
  for (const ms of [0, -5, 1.5, '45000']) {
    const refused = await sandbox.app.inject({ method: 'POST', url: '/__admin/ticket-hold', payload: { ms } });
    expect(refused.statusCode).toBe(400);
  }
  const set = await sandbox.app.inject({ method: 'POST', url: '/__admin/ticket-hold', payload: { ms: short } });
  expect(set.json()).toEqual({ ok: true, ms: short });
  const hold = await callSandbox<{ expires_in: number }>(
    sandbox.app,
    'POST',
    '/office/order/event/111/pre-reservation/',
    { token, body: { quantity: 1 } },
  );
  expect(hold.body.expires_in).toBe(short);
});

it('changes a price as the price list would push it, and tells the gateway’s purge hook (issue 30)', async () => {
  const heard: { csrf: unknown; origin: unknown; host: unknown }[] = [];
  const hook = createServer((request, response) => {
    heard.push({ csrf: request.headers['x-csrf'], origin: request.headers.origin, host: request.headers.host });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as AddressInfo;
  try {
    sandbox = await buildSandbox({ admin: true, purgeUrl: `http://127.0.0.1:${port}/cache/purge` });
    const changed = await sandbox.app.inject({
      method: 'POST',
      url: '/__admin/prices',
      payload: { code: '10037', price_rub: 1234 },
    });
    expect(changed.json()).toEqual({ code: '10037', price_rub: 1234, purged: true });
    expect((await callSandbox(sandbox.app, 'GET', '/shop/product/quick/?code=10037')).body).toMatchObject({
      price: 1234,
    });
    // A same-origin state-changing call, as the gateway's CSRF rule asks of any caller.
    expect(heard).toEqual([{ csrf: '1', origin: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}` }]);
    const unknown = await sandbox.app.inject({
      method: 'POST',
      url: '/__admin/prices',
      payload: { code: 'x', price_rub: 1 },
    });
    expect(unknown.statusCode).toBe(400);
  } finally {
    hook.close();
  }
});
