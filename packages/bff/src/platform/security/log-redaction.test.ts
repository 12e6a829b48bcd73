import { afterEach, beforeEach, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

it('never writes tokens, cookies or passwords to the log, even at trace level', async () => {
  const signIn = await h.post('/bff/v1/auth/sign-in', { login: 'manager', password: 'demo1234' });
  const cookie = cookieOf(signIn);
  await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
  await h.get('/bff/v1/auth?fresh=1', cookie);
  const spectating = cookieOf(await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, cookie));
  await h.post('/bff/v1/auth/sign-out', undefined, spectating);
  const log = h.logs.join('\n');
  expect(h.logs.length).toBeGreaterThan(5);
  expect(log).not.toContain('demo1234');
  expect(log).not.toMatch(/\b(at|rt)_[a-z0-9]{10,}/);
  expect(log).not.toContain(cookie.split('=')[1]);
  expect(log).not.toContain(spectating.split('=')[1]);
});

it('logs one line per request with the path but not the query, which may carry a sign-in key', async () => {
  await h.get('/redirect-auth?key=dk_secret_domain_key');
  const lines = h.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
  const line = lines.find((entry) => entry.msg === 'request completed' && entry.path === '/redirect-auth');
  expect(line).toMatchObject({ method: 'GET', level: 30 });
  expect(typeof line?.reqId).toBe('string');
  expect(h.logs.join('\n')).not.toContain('dk_secret_domain_key');
});
