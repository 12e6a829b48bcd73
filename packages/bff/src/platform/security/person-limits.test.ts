import { SMS_CODE, users } from '@gf/sandbox/state/users';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from './csrf.js';
import { MemoryLimitStore } from './limit-store.js';
import { PASSWORD_ACCOUNT_LIMIT, PASSWORD_ADDRESS_LIMIT } from './rate-limits.js';
import { CODE_ACCOUNT_LIMIT, CODE_ADDRESS_LIMIT, SMS_SEND_LIMIT } from './sms-limits.js';

/** What a wrong password answers (auth/sign-in-failure.ts). */
const WRONG_PASSWORD = 401;

/** A state-changing call from `address`, as the web client makes it. */
const postFrom = (h: Harness, address: string, url: string, payload: object) =>
  h.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { host: TEST_HOST, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${TEST_HOST}` },
    payload,
  });
const signIn = (h: Harness, address: string, login: string, password: string) =>
  postFrom(h, address, '/bff/v1/auth/sign-in', { login, password });

/** The demo partner under each of the four names the upstream takes for it. */
const spellingsOf = (h: Harness, login: string) => {
  const user = users(h.sandbox.state()).byLogin(login);
  if (!user) throw new Error(`no ${login}`);
  return { login: user.login, email: user.email, phone: user.phone, number: user.number };
};

/** The phone written another way: national prefix 8 and spaces ("+79001234567" → "8 900 123-45-67"). */
const nationalSpaced = (e164: string) =>
  `8 ${e164.slice(2, 5)} ${e164.slice(5, 8)}-${e164.slice(8, 10)}-${e164.slice(10)}`;

describe('limits that count people, not spellings (issue 29 item 3)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it(`password spraying: one address gets ${PASSWORD_ADDRESS_LIMIT.max} failed passwords over any logins, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await signIn(h, '198.51.100.1', `person-${i}`, 'Summer2026!')).statusCode);
    expect(statuses).toEqual([
      ...Array(PASSWORD_ADDRESS_LIMIT.max).fill(WRONG_PASSWORD),
      ...Array(40 - PASSWORD_ADDRESS_LIMIT.max).fill(429),
    ]);
    expect(h.sandbox.callLog.count('authenticate')).toBe(PASSWORD_ADDRESS_LIMIT.max);
    const refused = await signIn(h, '198.51.100.1', 'partner', 'demo1234');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await signIn(h, '198.51.100.2', 'partner', 'demo1234')).statusCode).toBe(200);
  });

  it('counts failures only: an office of people signing in from one address is never refused', async () => {
    const logins = ['partner', 'client', 'employee', 'manager', 'viewer', 'newbie', 'lapsed', 'suspended'];
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1)
      for (const login of logins) statuses.push((await signIn(h, '198.51.100.3', login, 'demo1234')).statusCode);
    expect(statuses.length).toBeGreaterThan(PASSWORD_ADDRESS_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it(`one account under four spellings gets ${PASSWORD_ACCOUNT_LIMIT.max} failed passwords from all addresses together`, async () => {
    const names = spellingsOf(h, 'partner');
    // The owner signs in by login and once by phone: the upstream has said which account each name is.
    expect((await signIn(h, '192.0.2.1', names.login, 'demo1234')).statusCode).toBe(200);
    expect((await signIn(h, '192.0.2.1', names.phone, 'demo1234')).statusCode).toBe(200);
    const spellings = [names.login.toUpperCase(), names.email, nationalSpaced(names.phone), names.number];
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_ACCOUNT_LIMIT.max + 4; i += 1)
      statuses.push((await signIn(h, `203.0.113.${i}`, spellings[i % 4] ?? '', `guess-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(PASSWORD_ACCOUNT_LIMIT.max).fill(WRONG_PASSWORD), 429, 429, 429, 429]);
    expect(h.sandbox.callLog.count('authenticate')).toBe(2 + PASSWORD_ACCOUNT_LIMIT.max);
    // Another account is not held back.
    expect((await signIn(h, '203.0.113.200', 'client', 'demo1234')).statusCode).toBe(200);
  });

  it(`recovery codes of one account under four spellings: ${CODE_ACCOUNT_LIMIT.max} guesses in all`, async () => {
    const names = spellingsOf(h, 'partner');
    await signIn(h, '192.0.2.1', names.login, 'demo1234');
    await signIn(h, '192.0.2.1', names.phone, 'demo1234');
    expect(
      (await postFrom(h, '192.0.2.1', '/bff/v1/auth/password-recovery/send', { login: names.login })).statusCode,
    ).toBe(200);
    const spellings = [names.login, names.email, nationalSpaced(names.phone), names.number];
    const statuses: number[] = [];
    for (let i = 0; i < CODE_ACCOUNT_LIMIT.max + 4; i += 1) {
      const guess = await postFrom(h, `203.0.113.${i}`, '/bff/v1/auth/password-recovery/check', {
        login: spellings[i % 4],
        code: String(9000 + i),
      });
      statuses.push(guess.statusCode);
    }
    expect(statuses.slice(0, CODE_ACCOUNT_LIMIT.max).every((status) => status === 400)).toBe(true);
    expect(new Set(statuses.slice(CODE_ACCOUNT_LIMIT.max))).toEqual(new Set([429]));
    // The right code is refused too now: the limit is on the account, not on the guesses' spelling.
    const right = await postFrom(h, '203.0.113.99', '/bff/v1/auth/password-recovery/check', {
      login: names.email,
      code: SMS_CODE,
    });
    expect(right.statusCode).toBe(429);
  });

  it(`one address gets ${CODE_ADDRESS_LIMIT.max} failed codes over any logins, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CODE_ADDRESS_LIMIT.max + 3; i += 1) {
      const guess = await postFrom(h, '198.51.100.9', '/bff/v1/auth/password-recovery/check', {
        login: `person-${i}`,
        code: '0000',
      });
      statuses.push(guess.statusCode);
    }
    expect(statuses.slice(0, CODE_ADDRESS_LIMIT.max).every((status) => status === 400)).toBe(true);
    expect(new Set(statuses.slice(CODE_ADDRESS_LIMIT.max))).toEqual(new Set([429]));
  });

  it(`an SMS to one phone written four ways counts as one phone: ${SMS_SEND_LIMIT.max} sends, then 429`, async () => {
    const writings = ['+7 901 555-12-34', '89015551234', '9015551234', '+79015551234'];
    const statuses: number[] = [];
    for (const phone of writings)
      statuses.push(
        (await postFrom(h, '198.51.100.4', '/bff/v1/auth/open-entry/send', { phone, token: '' })).statusCode,
      );
    expect(statuses).toEqual([...Array(SMS_SEND_LIMIT.max).fill(200), 429]);
    expect(h.sandbox.callLog.count('openEntrySend')).toBe(SMS_SEND_LIMIT.max);
  });
});

describe('two gateway instances sharing one limit store count one person once', () => {
  it('password spraying spread over two instances stops at the same count', async () => {
    const shared = new MemoryLimitStore();
    const first = await startHarness({}, { limitStore: shared });
    const second = await startHarness({}, { limitStore: shared });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const gateway = i % 2 === 0 ? first : second;
        statuses.push((await signIn(gateway, '198.51.100.5', `person-${i}`, 'Summer2026!')).statusCode);
      }
      expect(statuses.filter((status) => status === WRONG_PASSWORD)).toHaveLength(PASSWORD_ADDRESS_LIMIT.max);
      expect(statuses.slice(PASSWORD_ADDRESS_LIMIT.max).every((status) => status === 429)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
