import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SESSION_COOKIE } from '../../platform/session/session-manager.js';

const ASSISTANT = 'https://assistant.example.com';

describe('external-auth pages: messenger and voice assistant (spec 1 §2)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ VOICE_ASSISTANT_REDIRECT_ORIGINS: [ASSISTANT] });
  });
  afterAll(() => h.close());

  const messenger = { chat_id: '4242', chat_type: 'telegram' };

  it('links a messenger chat to a partner and does not sign this browser in', async () => {
    const response = await h.post('/bff/v1/auth/messenger', { ...messenger, login: 'partner', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toContain('telegram:4242');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(h.sandbox.callLog.count('messengerPartnerAuthenticate')).toBeGreaterThan(0);
  });

  it('answers a wrong password as a sign-in failure with the field error', async () => {
    const response = await h.post('/bff/v1/auth/messenger', { ...messenger, login: 'partner', password: 'nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'sign_in_failed', fields: { password: expect.any(Array) } });
    expect(response.json().error.redirect).toBeUndefined();
  });

  /** The sandbox answers the next call of the operation with this status and detail "Sandbox fault: status N". */
  const refuseNext = (status: number, operation: string) =>
    h.sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: `status=${status}`, operations: [operation], times: 1 },
    });

  it.each([401, 403])(
    'answers an upstream %i on the messenger page as sign_in_failed with its message, never a redirect (spec 1 §8)',
    async (status) => {
      await refuseNext(status, 'messengerPartnerAuthenticate');
      const response = await h.post('/bff/v1/auth/messenger', { ...messenger, login: 'partner', password: 'nope' });
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatchObject({
        code: 'sign_in_failed',
        message: `Sandbox fault: status ${status}`,
      });
      expect(response.json().error.redirect).toBeUndefined();
    },
  );

  it.each([401, 403])(
    'answers an upstream %i on the voice-assistant page as sign_in_failed without a location or redirect',
    async (status) => {
      await refuseNext(status, 'domainRedirect');
      const response = await h.post('/bff/v1/auth/voice-assistant', {
        login: 'partner',
        password: 'nope',
        redirect_uri: `${ASSISTANT}/link`,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatchObject({
        code: 'sign_in_failed',
        message: `Sandbox fault: status ${status}`,
      });
      expect(response.json().error.redirect).toBeUndefined();
      expect(response.json().location).toBeUndefined();
    },
  );

  it('keeps server problems as server problems on the messenger page', async () => {
    await refuseNext(502, 'messengerPartnerAuthenticate');
    const response = await h.post('/bff/v1/auth/messenger', { ...messenger, login: 'partner', password: 'demo1234' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({ code: 'server_problems', serverProblems: true });
  });

  it('refuses missing credentials before the upstream', async () => {
    const before = h.sandbox.callLog.count('messengerPartnerAuthenticate');
    const response = await h.post('/bff/v1/auth/messenger', { ...messenger, login: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(h.sandbox.callLog.count('messengerPartnerAuthenticate')).toBe(before);
  });

  it('sends a voice assistant back with a one-time key and its state', async () => {
    const response = await h.post('/bff/v1/auth/voice-assistant', {
      login: 'partner',
      password: 'demo1234',
      redirect_uri: `${ASSISTANT}/link?x=1`,
      state: 'abc',
    });
    expect(response.statusCode).toBe(200);
    const location = new URL(response.json().location);
    expect(location.origin).toBe(ASSISTANT);
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('state')).toBe('abc');
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('never sends a key to an assistant that is not configured', async () => {
    const before = h.sandbox.callLog.count('domainRedirect');
    const response = await h.post('/bff/v1/auth/voice-assistant', {
      login: 'partner',
      password: 'demo1234',
      redirect_uri: 'https://evil.example.net/steal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('redirect_not_allowed');
    expect(h.sandbox.callLog.count('domainRedirect')).toBe(before);
  });
});
