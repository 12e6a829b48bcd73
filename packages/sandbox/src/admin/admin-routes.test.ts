import { afterEach, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox } from '../test-client.js';

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
