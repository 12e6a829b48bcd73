import { users } from '@gf/sandbox/state/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { SMS_SEND_LIMIT } from '../../../platform/security/sms-limits.js';

const PROFILE = '/bff/v1/office/profile';
/** Every demo account's password (sandbox). */
const DEMO_PASSWORD = 'demo1234';
const NEW_PASSWORD = 'changed-2026';
/** The demo partner 100001, a sponsor anyone may move under. */
const SPONSOR_ID = 1;
const SPONSOR_NUMBER = '100001';
let keys = 0;
const newKey = (): string => `own-password-key-${String(++keys).padStart(6, '0')}`;

const put = (h: Harness, body: unknown, cookie: string) =>
  h.app.inject({
    method: 'PUT',
    url: PROFILE,
    headers: { host: 'ru.localhost:3000', cookie, 'x-csrf': '1', origin: 'http://ru.localhost:3000' },
    payload: body as object,
  });

describe('profile and its security settings (spec 2 §2, §6 can_change_sponsor, §7 partner/profile, auth/password)', () => {
  let h: Harness;
  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.length;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('reads the profile and changes the city', async () => {
    const cookie = await h.signIn('partner');
    const profile = await h.get(PROFILE, cookie);
    expect(profile.json()).toHaveProperty('can_change_sponsor');
    const changed = await put(h, { city: 'Kazan' }, cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().city).toBe('Kazan');
  });

  it('refuses a landline phone (spec 2 §5) and a bad email with field errors, before the upstream', async () => {
    const cookie = await h.signIn('partner');
    const before = upstreamCalls();
    const phone = await put(h, { phone: '+7 495 123-45-67' }, cookie);
    expect(phone.json().error.fields).toEqual({ phone: ['type'] });
    const email = await put(h, { email: 'not-an-email' }, cookie);
    expect(email.json().error.fields).toHaveProperty('email');
    expect(upstreamCalls()).toBe(before);
  });

  it('changes the password; a weak or mismatched one is refused before the upstream', async () => {
    const cookie = await h.signIn('employee');
    const before = upstreamCalls();
    const weak = await h.post(
      `${PROFILE}/password`,
      { old_password: DEMO_PASSWORD, password: 'abcdefgh', password_repeat: 'abcdefgh' },
      cookie,
    );
    expect(weak.json().error.fields).toEqual({ password: ['weak'] });
    const mismatch = await h.post(
      `${PROFILE}/password`,
      { old_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_repeat: 'x' },
      cookie,
    );
    expect(mismatch.json().error.fields).toEqual({ password_repeat: ['mismatch'] });
    expect(upstreamCalls()).toBe(before);
    const wrongOld = await h.post(
      `${PROFILE}/password`,
      { old_password: 'guess', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
      cookie,
    );
    expect(wrongOld.json().error.fields).toHaveProperty('old_password');
    const done = await h.post(
      `${PROFILE}/password`,
      { old_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
      cookie,
    );
    expect(done.json()).toEqual({ ok: true });
    expect((await h.post('/bff/v1/auth/sign-in', { login: 'employee', password: NEW_PASSWORD })).json().signedIn).toBe(
      true,
    );
  });

  it('changes the sponsor only when can_change_sponsor says so', async () => {
    const cookie = await h.signIn('client');
    const setSponsor = () => h.sandbox.callLog.count('openEntrySetSponsor');
    const before = setSponsor();
    const refused = await h.post(`${PROFILE}/sponsor`, { sponsor_id: SPONSOR_ID }, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('cannot_change_sponsor');
    expect(setSponsor()).toBe(before);
    const client = users(h.sandbox.state()).byLogin('client')!;
    client.can_change_sponsor = true;
    const allowed = await h.post(`${PROFILE}/sponsor`, { sponsor_id: SPONSOR_ID }, cookie);
    expect(allowed.json()).toEqual({ ok: true });
    expect(client.sponsorId).toBe(SPONSOR_ID);
  });

  it('a manager viewing the account may read the profile but not change it', async () => {
    const cookie = await h.spectate('manager', 'partner');
    expect((await h.get(PROFILE, cookie)).statusCode).toBe(200);
    const response = await put(h, { city: 'Omsk' }, cookie);
    expect(response.statusCode).toBe(403);
  });

  it('searches sponsors to move under only when can_change_sponsor says so; a short search is refused before the upstream', async () => {
    const fixed = await h.signIn('manager');
    const searches = () => h.sandbox.callLog.count('openEntrySearchSponsor');
    const before = searches();
    const refused = await h.get(`${PROFILE}/sponsors?search=${SPONSOR_NUMBER}`, fixed);
    expect(refused.json().error.code).toBe('cannot_change_sponsor');
    expect(searches()).toBe(before);
    const pending = await h.signIn('newbie');
    const accepted = await h.post('/bff/v1/auth/agreements', { agree_type: 'offer' }, pending);
    const newbie = accepted.cookies.length > 0 ? cookieOf(accepted) : pending;
    const calls = upstreamCalls();
    const short = await h.get(`${PROFILE}/sponsors?search=1`, newbie);
    expect(short.json().error.fields).toHaveProperty('search');
    expect(upstreamCalls()).toBe(calls);
    const found = await h.get(`${PROFILE}/sponsors?search=${SPONSOR_NUMBER}`, newbie);
    expect(found.json().sponsors.map((s: { number: string }) => s.number)).toContain(SPONSOR_NUMBER);
  });

  it('the sponsor change refuses a bad sponsor before the upstream, and a manager viewing the account may not change it', async () => {
    const cookie = await h.signIn('partner');
    const before = upstreamCalls();
    const bad = await h.post(`${PROFILE}/sponsor`, { sponsor_id: 'one' }, cookie);
    expect(bad.json().error.fields).toHaveProperty('sponsor_id');
    expect(upstreamCalls()).toBe(before);
    const watching = await h.spectate('manager', 'partner');
    const refused = await h.post(`${PROFILE}/sponsor`, { sponsor_id: SPONSOR_ID }, watching);
    expect(refused.json().error.code).toBe('spectator_owner_only');
  });

  describe('the user’s own password by SMS (office/sms/password)', () => {
    const sent = () => h.sandbox.callLog.count('officeSmsPassword');

    it('sends it once for a racing double submit', async () => {
      const cookie = await h.signIn('partner');
      const before = sent();
      const body = { idempotency_key: newKey() };
      const [first, second] = await Promise.all([
        h.post(`${PROFILE}/password/sms`, body, cookie),
        h.post(`${PROFILE}/password/sms`, body, cookie),
      ]);
      expect(first.statusCode).toBe(200);
      expect(first.json().detail).toBeTruthy();
      expect(second.json()).toEqual(first.json());
      expect(sent()).toBe(before + 1);
    });

    it('only the owner: a manager viewing the account may not; no key is refused before the upstream', async () => {
      const watching = await h.spectate('manager', 'client');
      const refused = await h.post(`${PROFILE}/password/sms`, { idempotency_key: newKey() }, watching);
      expect(refused.json().error.code).toBe('spectator_owner_only');
      const cookie = await h.signIn('client');
      const before = upstreamCalls();
      expect((await h.post(`${PROFILE}/password/sms`, {}, cookie)).json().error.fields).toHaveProperty(
        'idempotency_key',
      );
      expect(upstreamCalls()).toBe(before);
    });

    it('limits how often one user asks from one address (SMS_SEND_LIMIT)', async () => {
      const cookie = await h.signIn('viewer');
      for (let i = 0; i < SMS_SEND_LIMIT.max; i += 1)
        expect((await h.post(`${PROFILE}/password/sms`, { idempotency_key: newKey() }, cookie)).statusCode).toBe(200);
      const before = sent();
      const over = await h.post(`${PROFILE}/password/sms`, { idempotency_key: newKey() }, cookie);
      expect(over.statusCode).toBe(429);
      expect(sent()).toBe(before);
      // Another user from the same address has their own count.
      const other = await h.signIn('client');
      expect((await h.post(`${PROFILE}/password/sms`, { idempotency_key: newKey() }, other)).statusCode).toBe(200);
    });
  });
});
