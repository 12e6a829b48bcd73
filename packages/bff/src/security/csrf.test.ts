import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../test-support/gateway-harness.js';
import { CSRF_HEADER } from './csrf.js';

describe('CSRF defence (DESIGN.md)', () => {
  let h: Harness;
  const body = { login: 'partner', password: 'demo1234' };
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const post = (headers: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: '/bff/v1/auth/sign-in',
      headers: { host: TEST_HOST, ...headers },
      payload: body,
    });

  it.each([
    ['no CSRF header', { origin: `http://${TEST_HOST}` }, 'csrf_header_missing'],
    ['no Origin or Referer', { [CSRF_HEADER]: '1' }, 'csrf_origin_missing'],
    ['another Origin', { [CSRF_HEADER]: '1', origin: 'http://evil.example' }, 'csrf_origin_mismatch'],
    ['another country site', { [CSRF_HEADER]: '1', origin: 'http://it.localhost:3000' }, 'csrf_origin_mismatch'],
  ])('refuses a state-changing call with %s: 403, no redirect, nothing upstream', async (_name, headers, code) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ status: 403, code, message: expect.any(String) });
    expect(h.sandbox.callLog.count('authenticate')).toBe(0);
  });

  it('accepts the header with a same-host Referer', async () => {
    const response = await post({ [CSRF_HEADER]: '1', referer: `http://${TEST_HOST}/office/auth` });
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers with a CSP that allows only the app itself', async () => {
    const response = await h.get('/bff/v1/site');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
