import { describe, expect, it } from 'vitest';
import type { Interaction } from './recording.js';
import { Redactor, redactInteractions } from './redaction.js';

const AT1 = 'at_0000001aaaaaaabbbbbbbcccccccddd';
const RT1 = 'rt_0000001aaaaaaabbbbbbbcccccccddd';
const AT2 = 'at_0000002aaaaaaabbbbbbbcccccccddd';
const RT2 = 'rt_0000002aaaaaaabbbbbbbcccccccddd';

const call = (
  operation: string,
  request: { headers?: Record<string, string>; body?: unknown; query?: Record<string, string> },
  reply: unknown,
  status = 200,
): Interaction => ({
  request: { operation, method: 'POST', path: '/x/', headers: request.headers ?? {}, ...request },
  response: { status, headers: { 'content-type': 'application/json' }, body: reply },
});

describe('redaction of recordings', () => {
  const signIn = call(
    'authenticate',
    { body: { login: 'partner', password: 'demo1234' } },
    { access_token: AT1, refresh_token: RT1, user: { name: 'Anna' } },
  );
  const info = call('authInfo', { headers: { authorization: `Bearer ${AT1}` } }, { user: { name: 'Anna' } });
  const refresh = call('refresh', { body: { refresh: RT1 } }, { access_token: AT2, refresh_token: RT2 });
  const again = call('authInfo', { headers: { authorization: `Bearer ${AT2}` } }, {});

  it('numbers each distinct secret in call order and uses one placeholder for every occurrence', () => {
    const [a, b, c, d] = redactInteractions([signIn, info, refresh, again]);
    expect(a?.request.body).toEqual({ login: 'partner', password: '<password-1>' });
    expect(a?.response?.body).toMatchObject({ access_token: '<access-token-1>', refresh_token: '<refresh-token-1>' });
    expect(b?.request.headers.authorization).toBe('Bearer <access-token-1>');
    expect(c?.request.body).toEqual({ refresh: '<refresh-token-1>' });
    expect(c?.response?.body).toEqual({ access_token: '<access-token-2>', refresh_token: '<refresh-token-2>' });
    expect(d?.request.headers.authorization).toBe('Bearer <access-token-2>');
    const text = JSON.stringify([a, b, c, d]);
    for (const secret of ['demo1234', AT1, RT1, AT2, RT2]) expect(text).not.toContain(secret);
  });

  it('redacts cookies, sign-in keys of the domain calls, and token-shaped values inside other strings', () => {
    const key = 'dk_0000001aaaaaaabbbbbbbcccccccddd';
    const [domain, page] = redactInteractions([
      call('domainKey', { headers: { cookie: 'sid=abc' } }, { key, keys: { it: key } }),
      call('homePage', {}, { url: `https://it.example/redirect-auth?key=${key}`, key: 'menu-item' }),
    ]);
    expect(domain?.request.headers.cookie).toBe('<cookie-1>');
    expect(domain?.response?.body).toEqual({ key: '<sign-in-key-1>', keys: { it: '<sign-in-key-1>' } });
    // Outside the sign-in key calls a `key` field is ordinary data; the token-shaped key in the URL is not.
    expect(page?.response?.body).toEqual({
      url: 'https://it.example/redirect-auth?key=<sign-in-key-1>',
      key: 'menu-item',
    });
  });

  it('leaves field error messages readable although they sit under a field called password', () => {
    const [failed] = redactInteractions([
      call(
        'authenticate',
        { body: { login: 'partner', password: 'wrong' } },
        { detail: 'Wrong login or password', errors: { password: ['Wrong login or password'] } },
        400,
      ),
    ]);
    expect(failed?.request.body).toEqual({ login: 'partner', password: '<password-1>' });
    expect(failed?.response?.body).toEqual({
      detail: 'Wrong login or password',
      errors: { password: ['Wrong login or password'] },
    });
  });

  it('gives a replayed request the placeholders the recorder gave it', () => {
    // The player learns requests one by one; served replies carry placeholders it must count.
    const player = new Redactor();
    const first = { method: 'POST', path: '/auth/', headers: {}, body: { password: 'demo1234' } };
    player.learnRequest(first);
    expect(player.apply(first).body).toEqual({ password: '<password-1>' });
    player.observe({ access_token: '<access-token-1>', key: '<sign-in-key-3>' });
    const second = {
      method: 'POST',
      path: '/x/',
      headers: { authorization: 'Bearer <access-token-1>' },
      body: { key: 'rk_unknown' },
    };
    player.learnRequest({ ...second, operation: 'registrationAuthenticate' });
    expect(player.apply(second)).toMatchObject({
      headers: { authorization: 'Bearer <access-token-1>' },
      body: { key: '<sign-in-key-4>' },
    });
  });

  it('hides one-time codes (SMS, mail) where they are codes, and leaves other codes readable', () => {
    const [check, order, point] = redactInteractions([
      call(
        'openEntryCheckCode',
        { body: { phone: '+79001112233', code: '4821' } },
        { phone: '+79001112233', code: '4821' },
      ),
      call(
        'openEntryOrderCreate',
        { body: { open_entry: { phone: '+79001112233', code: '4821' }, delivery: { code: 'MSK-01' } } },
        { id: 1 },
      ),
      call('officeOrderChangePoint', { body: { delivery_id: 3, code: 'MSK-01' } }, { ok: true }),
    ]);
    expect(check?.request.body).toEqual({ phone: '+79001112233', code: '<one-time-code-1>' });
    expect(check?.response?.body).toMatchObject({ code: '<one-time-code-1>' });
    expect(order?.request.body).toEqual({
      open_entry: { phone: '+79001112233', code: '<one-time-code-1>' },
      delivery: { code: 'MSK-01' },
    });
    expect(point?.request.body).toEqual({ delivery_id: 3, code: 'MSK-01' });
    const [registration] = redactInteractions([
      call('smsRegistrationCheckCode', { body: { phone: '+79161112233', confirm_code: '5550' } }, { ok: true }),
    ]);
    expect(registration?.request.body).toEqual({ phone: '+79161112233', confirm_code: '<one-time-code-1>' });
  });
});
