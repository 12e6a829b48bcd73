import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { SMS_CODE as CODE } from '@gf/sandbox/state/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../platform/security/csrf.js';
import { SIGN_IN_LIMIT } from '../../platform/security/rate-limits.js';
import { SMS_CHECK_LIMIT, SMS_SEND_ADDRESS_LIMIT, SMS_SEND_LIMIT } from '../../platform/security/sms-limits.js';

const WRONG_CODE = '0000';
/** A demo account whose password this suite changes. */
const LOGIN = 'client';
const NEW_PASSWORD = 'recovered-2026';
const SEND = '/bff/v1/auth/password-recovery/send';
const CHECK = '/bff/v1/auth/password-recovery/check';
const CONFIRM = '/bff/v1/auth/password-recovery/confirm';

describe('password recovery (spec 2 §4 "Password reset", §7 reset/send, check-code, confirm)', () => {
  let h: Harness;
  let addresses = 0;
  /** Each case from an address of its own: the sends are limited per address. */
  const from = () => `198.51.100.${++addresses}`;
  /** A write as the web client makes it, from `address`. */
  const post = (url: string, body: unknown, address: string) =>
    h.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { host: TEST_HOST, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` },
      payload: body as object,
    });
  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.length;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('sends the code, checks it, sets the new password, and the person signs in with it', async () => {
    const address = from();
    expect((await post(SEND, { login: LOGIN }, address)).json()).toEqual({ ok: true });
    expect((await post(CHECK, { login: LOGIN, code: CODE }, address)).statusCode).toBe(200);
    const body = { login: LOGIN, code: CODE, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD };
    expect((await post(CONFIRM, body, address)).statusCode).toBe(200);
    const signIn = await h.post('/bff/v1/auth/sign-in', { login: LOGIN, password: NEW_PASSWORD });
    expect(signIn.json().signedIn).toBe(true);
    // The code is spent: the same confirm again is refused by the upstream.
    const again = await post(CONFIRM, body, address);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty(SMS_FIELD);
  });

  it('shows a wrong code under sms (spec 2 §8)', async () => {
    const address = from();
    await post(SEND, { login: 'partner' }, address);
    const response = await post(CHECK, { login: 'partner', code: WRONG_CODE }, address);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([SMS_FIELD]);
  });

  it('answers a login no account has as it answers a real one, at every step (issue 29)', async () => {
    const unknown = await post(SEND, { login: 'nobody-such' }, from());
    const known = await post(SEND, { login: 'manager' }, from());
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    for (const url of [CHECK, CONFIRM]) {
      const body = { code: WRONG_CODE, password: 'abcdef12', password_repeat: 'abcdef12' };
      const nobody = await post(url, { ...body, login: 'nobody-such' }, from());
      const wrong = await post(url, { ...body, login: 'manager' }, from());
      const neverSent = await post(url, { ...body, login: 'viewer' }, from());
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json()).toEqual(wrong.json());
      expect(neverSent.json()).toEqual(wrong.json());
      expect(wrong.json().error.fields).toEqual({ [SMS_FIELD]: ['code_wrong'] });
    }
  });

  it.each([
    ['empty login', SEND, { login: ' ' }, 'login'],
    ['no code', CHECK, { login: LOGIN, code: '' }, SMS_FIELD],
    ['a short password', CONFIRM, { login: LOGIN, code: CODE, password: 'a1', password_repeat: 'a1' }, 'password'],
    [
      'a password of digits',
      CONFIRM,
      { login: LOGIN, code: CODE, password: '12345678', password_repeat: '12345678' },
      'password',
    ],
    [
      'a repeat that differs',
      CONFIRM,
      { login: LOGIN, code: CODE, password: 'abcdef12', password_repeat: 'abcdef13' },
      'password_repeat',
    ],
  ])('refuses %s with a field error before the upstream', async (_name, url, body, field) => {
    const before = upstreamCalls();
    const response = await post(url, body, from());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(upstreamCalls()).toBe(before);
  });

  it(`sends at most ${SMS_SEND_LIMIT.max} codes per address and login`, async () => {
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < SMS_SEND_LIMIT.max + 1; i += 1)
      statuses.push((await post(SEND, { login: 'newbie' }, address)).statusCode);
    expect(statuses).toEqual([...Array(SMS_SEND_LIMIT.max).fill(200), 429]);
    // Another login from the same address is still served.
    expect((await post(SEND, { login: 'partner' }, address)).statusCode).toBe(200);
  });

  it(`sends at most ${SMS_SEND_ADDRESS_LIMIT.max} codes per address whatever the logins`, async () => {
    const address = from();
    const before = h.sandbox.callLog.count('resetSend');
    const statuses: number[] = [];
    for (let i = 0; i < SMS_SEND_ADDRESS_LIMIT.max + 1; i += 1)
      statuses.push((await post(SEND, { login: `someone-${i}` }, address)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(h.sandbox.callLog.count('resetSend') - before).toBe(SMS_SEND_ADDRESS_LIMIT.max);
  });

  it(`takes at most ${SMS_CHECK_LIMIT.max} code guesses per address and login, over check and confirm together`, async () => {
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < SMS_CHECK_LIMIT.max + 1; i += 1) {
      const url = i % 2 === 0 ? CHECK : CONFIRM;
      const body = { login: 'employee', code: `${1000 + i}`, password: 'abcdef12', password_repeat: 'abcdef12' };
      statuses.push((await post(url, body, address)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(SMS_CHECK_LIMIT.max).toBeLessThan(SIGN_IN_LIMIT.max);
  });

  it('refuses a write without the CSRF header', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: SEND,
      headers: { host: TEST_HOST },
      payload: { login: LOGIN },
    });
    expect(response.statusCode).toBe(403);
  });
});
