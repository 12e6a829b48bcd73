import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';

describe('operations endpoints', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('answers /healthz and /readyz while the store and the upstream are there', async () => {
    expect((await h.get('/healthz')).json()).toEqual({ ok: true });
    expect((await h.get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 from /readyz when the upstream cannot be reached', async () => {
    await h.sandbox.app.close();
    const response = await h.get('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({ code: 'not_ready', message: expect.stringContaining('upstream') });
  });

  it('exposes requests, upstream latency, refreshes and sessions as Prometheus metrics', async () => {
    const cookie = await h.signIn('partner');
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    await h.get('/bff/v1/auth?fresh=1', cookie);
    const text = (await h.get('/metrics')).body;
    expect(text).toMatch(/gateway_requests_total\{route="\/bff\/v1\/auth\/sign-in",method="POST",status="200"\} 1/);
    expect(text).toMatch(/gateway_upstream_seconds_count\{operation="authenticate",outcome="200"\} 1/);
    expect(text).toMatch(/gateway_token_refreshes_total\{outcome="refreshed"\} 1/);
    expect(text).toMatch(/gateway_sessions 1/);
  });
});
