import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import {
  REFRESH_KEEPS_TOKENS_STATUSES,
  REFRESH_THRESHOLD_S,
  UPSTREAM_UNAVAILABLE_REPLY_STATUS,
  UPSTREAM_UNAVAILABLE_STATUS,
} from '../constants.js';

const TTL_S = 300;

describe('token refresh (spec 1 §4, §8; spec 2 §8)', () => {
  let h: Harness;
  let cookie: string;
  const fault = (fault: string, operations: string[], times?: number) =>
    h.sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault, operations, ...(times ? { times } : {}) },
    });
  const fresh = () => h.get('/bff/v1/auth?fresh=1', cookie);

  beforeEach(async () => {
    h = await startHarness({}, {}, TTL_S);
    cookie = await h.signIn('partner');
  });
  afterEach(() => h.close());

  it('refreshes before the call when the token expires within REFRESH_THRESHOLD_S', async () => {
    h.advance((TTL_S - REFRESH_THRESHOLD_S + 1) * 1000);
    const response = await fresh();
    expect(response.json().signedIn).toBe(true);
    expect(h.sandbox.callLog.count('refresh')).toBe(1);
  });

  it('does not refresh while the token has more than REFRESH_THRESHOLD_S left', async () => {
    h.advance((TTL_S - REFRESH_THRESHOLD_S - 5) * 1000);
    await fresh();
    expect(h.sandbox.callLog.count('refresh')).toBe(0);
  });

  it('answers a 401 with one refresh and one retry', async () => {
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    const response = await fresh();
    expect(response.json().signedIn).toBe(true);
    expect(h.sandbox.callLog.count('refresh')).toBe(1);
  });

  it('spends the refresh token once for 50 concurrent requests on an expired session', async () => {
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => fresh()));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(responses.every((r) => r.json().signedIn)).toBe(true);
    expect(h.sandbox.callLog.count('refresh')).toBe(1);
  });

  it('raises server problems on a second 401 after a refresh', async () => {
    await fault('status=401', ['authInfo'], 2);
    const response = await fresh();
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ serverProblems: true });
    expect(h.sandbox.callLog.count('refresh')).toBe(1);
    expect((await fresh()).json().signedIn).toBe(true);
  });

  it.each(REFRESH_KEEPS_TOKENS_STATUSES)('keeps the tokens when the refresh fails with %i', async (status) => {
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    await fault(`status=${status}`, ['refresh'], 1);
    const failed = await fresh();
    expect(failed.json().error).toMatchObject({ serverProblems: true });
    expect(failed.json().error.redirect).toBeUndefined();
    const retried = await fresh();
    expect(retried.json().signedIn).toBe(true);
    expect(h.sandbox.callLog.count('refresh')).toBe(2);
  });

  it('keeps the tokens when the refresh fails with 503, answered as a status the load balancer does not retry', async () => {
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    await fault(`status=${UPSTREAM_UNAVAILABLE_STATUS}`, ['refresh'], 1);
    const failed = await fresh();
    expect(failed.statusCode).toBe(UPSTREAM_UNAVAILABLE_REPLY_STATUS);
    expect(failed.json().error).toMatchObject({ code: 'server_problems', serverProblems: true });
    expect(failed.json().error.redirect).toBeUndefined();
    expect((await fresh()).json().signedIn).toBe(true);
  });

  it('keeps the tokens when the refresh gets no answer', async () => {
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    await fault('reset', ['refresh'], 1);
    expect((await fresh()).json().error).toMatchObject({ serverProblems: true, code: 'upstream_unreachable' });
    expect((await fresh()).json().signedIn).toBe(true);
  });

  it('removes the tokens when the refresh is refused', async () => {
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    await fault('status=401', ['refresh'], 1);
    const response = await fresh();
    expect(response.json()).toMatchObject({ signedIn: false, user: null });
    expect((await h.get('/bff/v1/auth', cookie)).json().signedIn).toBe(false);
  });
});
