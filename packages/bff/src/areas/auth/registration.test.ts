import { PHONE_CASES } from '@gf/contracts/rules/phone-rule-cases';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { SMS_CODE as CODE, users } from '@gf/sandbox/state/users';
import { teamStore } from '@gf/sandbox/team/team-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../platform/security/csrf.js';
import { SMS_SEND_LIMIT } from '../../platform/security/sms-limits.js';

/** Invites of the demo partner 100001 (sandbox: INV-<P|C>-<sponsor number>). */
const CLIENT_INVITE = 'INV-C-100001';
const PARTNER_INVITE = 'INV-P-100001';
const DEMO_SPONSOR_NUMBER = '100001';
const PASSWORD = 'joined-2026';
const SMS = '/bff/v1/auth/registration/sms';
const CHECK = '/bff/v1/auth/registration/check-code';
const REGISTER = '/bff/v1/auth/registration';
/** The sites whose country a phone case names (AB has none: its numbers are checked under RU's site). */
const SITE_OF: Record<string, string> = {
  RU: 'ru',
  KZ: 'kz',
  US: 'us',
  IT: 'it',
  IL: 'il',
  AZ: 'az',
  MY: 'my',
  UA: 'ua',
};

let phones = 0;
/** A Russian mobile of its own per case: sends are limited per phone. */
const newPhone = () => `+7 926 ${String(1_000_000 + ++phones).slice(1, 4)}-${String(phones).padStart(4, '0')}`;

describe('registration (spec 2 §4 "Registration", §5 phone, §7 registration calls)', () => {
  let h: Harness;
  let addresses = 0;
  const from = () => `192.0.2.${++addresses}`;
  const post = (url: string, body: unknown, { address = from(), host = TEST_HOST, cookie = '' } = {}) =>
    h.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { host, [CSRF_HEADER]: CSRF_VALUE, origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
      payload: body as object,
    });
  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.length;
  const form = (phone: string, extra: Record<string, unknown> = {}) => ({
    user_type: 'client',
    phone,
    code: CODE,
    first_name: 'Vera',
    last_name: 'Lebedeva',
    birth_date: '1990-04-12',
    city: 'Moscow',
    email: `vera.${phone.replace(/\D/g, '')}@example.com`,
    password: PASSWORD,
    password_repeat: PASSWORD,
    invite: CLIENT_INVITE,
    agreement: true,
    ...extra,
  });
  /** A phone whose code was sent and checked. */
  const confirmedPhone = async (userType = 'client') => {
    const phone = newPhone();
    const address = from();
    expect((await post(SMS, { phone, user_type: userType }, { address })).statusCode).toBe(200);
    expect((await post(CHECK, { phone, code: CODE }, { address })).statusCode).toBe(200);
    return phone;
  };

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('registers a client from an invite, signs them in (no tokens in the reply), and they can sign in again', async () => {
    const phone = await confirmedPhone();
    const response = await post(REGISTER, form(phone));
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state).toMatchObject({ signedIn: true, agreementRequired: false, user: { role: 'client', is_new: true } });
    expect(response.body).not.toMatch(/access_token|refresh_token/);
    const cookie = cookieOf(response);
    expect((await h.get('/bff/v1/auth', cookie)).json().signedIn).toBe(true);
    const person = users(h.sandbox.state()).byLogin(form(phone).email as string);
    expect(users(h.sandbox.state()).get(person!.sponsorId!)?.number).toBe(DEMO_SPONSOR_NUMBER);
    await post('/bff/v1/auth/sign-out', {}, { cookie });
    const again = await post('/bff/v1/auth/sign-in', { login: form(phone).email, password: PASSWORD });
    expect(again.json()).toMatchObject({ signedIn: true, user: { role: 'client' } });
  });

  it('on the registration-compliance site hands the new person over to their own site, signed in there by the key (spec 1 §7 registration-authenticate)', async () => {
    const rc = 'rc.localhost:3000';
    const phone = newPhone();
    const address = from();
    await post(SMS, { phone, user_type: 'client' }, { address, host: rc });
    await post(CHECK, { phone, code: CODE }, { address, host: rc });
    const response = await post(REGISTER, form(phone), { host: rc });
    expect(response.statusCode, response.body).toBe(200);
    const { handover } = response.json();
    expect(handover.url).toMatch(/^http:\/\/ru\.localhost:3000\/redirect-auth\?registration_key=/);
    const key = new URL(handover.url).searchParams.get('registration_key');
    const spent = await post('/bff/v1/auth/registration-sign-in', { key });
    expect(spent.json()).toMatchObject({ signedIn: true, user: { role: 'client', is_new: true } });
    expect((await post('/bff/v1/auth/registration-sign-in', { key })).statusCode).toBe(400);
    // On a country site the registration signs the person in where they are: nothing to hand over.
    const home = await confirmedPhone();
    expect((await post(REGISTER, form(home))).json().handover).toBeNull();
  });

  it('registers a partner; without the agreement box ticked the agreement is asked first (spec 1 §4)', async () => {
    const phone = await confirmedPhone('partner');
    const response = await post(
      REGISTER,
      form(phone, { user_type: 'partner', invite: PARTNER_INVITE, agreement: false }),
    );
    expect(response.json()).toMatchObject({ signedIn: false, agreementRequired: true });
    const accepted = await post('/bff/v1/auth/agreements', { agree_type: 'offer' }, { cookie: cookieOf(response) });
    expect(accepted.json()).toMatchObject({ signedIn: true, user: { role: 'partner' } });
  });

  it('registers a partner and a client from a referral link under the partner its code names (spec 1 §4, §3 ref info)', async () => {
    const referrer = users(h.sandbox.state())
      .all()
      .find((u) => u.role === 'partner' && u.number !== DEMO_SPONSOR_NUMBER && !u.is_suspended)!;
    for (const userType of ['partner', 'client'] as const) {
      const kept = await post('/bff/v1/auth/referral', { ref: referrer.number });
      expect(kept.json().referral).toEqual({ ref: referrer.number, name: referrer.name, number: referrer.number });
      const phone = await confirmedPhone(userType);
      const response = await post(REGISTER, form(phone, { user_type: userType, invite: undefined }), {
        cookie: cookieOf(kept),
      });
      expect(response.json()).toMatchObject({ signedIn: true, user: { role: userType } });
      const person = users(h.sandbox.state()).byLogin(form(phone).email as string);
      expect(person?.sponsorId).toBe(referrer.id);
    }
  });

  it('a double submit racing itself registers one account', async () => {
    const phone = await confirmedPhone();
    const before = h.sandbox.callLog.count('registerClient');
    const replies = await Promise.all([post(REGISTER, form(phone)), post(REGISTER, form(phone))]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(h.sandbox.callLog.count('registerClient') - before).toBe(1);
    const email = form(phone).email as string;
    expect(
      users(h.sandbox.state())
        .all()
        .filter((u) => u.email === email),
    ).toHaveLength(1);
  });

  it('a wrong code shows under sms and the phone is not confirmed', async () => {
    const phone = newPhone();
    const address = from();
    await post(SMS, { phone, user_type: 'client' }, { address });
    const wrong = await post(CHECK, { phone, code: '0000' }, { address });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual([SMS_FIELD]);
    const register = await post(REGISTER, form(phone, { code: '0000' }));
    expect(register.json().error.fields).toHaveProperty(SMS_FIELD);
  });

  it('a taken email is named under email by the upstream', async () => {
    const phone = await confirmedPhone();
    const response = await post(REGISTER, form(phone, { email: 'client@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('email');
    const check = await h.get(
      `/bff/v1/auth/registration/email?email=client@example.com&phone=${encodeURIComponent(phone)}`,
    );
    expect(check.json().error.fields).toHaveProperty('email');
  });

  const checkEmail = (email: string, phone: string, host = TEST_HOST) =>
    h.app.inject({
      method: 'GET',
      url: `/bff/v1/auth/registration/email?email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}`,
      remoteAddress: from(),
      headers: { host },
    });

  it('spec 2 §7 check-email: a malformed address is email_invalid before any upstream call', async () => {
    const before = upstreamCalls();
    const response = await checkEmail('vera-at-example', newPhone());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'registration_rules', fields: { email: ['email_invalid'] } });
    expect(upstreamCalls()).toBe(before);
  });

  it('spec 2 §7 check-email: an address another person registered is email_taken, a free one is ok', async () => {
    const phone = newPhone();
    const taken = await checkEmail(' Client@Example.com ', phone);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toMatchObject({ status: 400, fields: { email: ['email_taken'] } });
    const free = await checkEmail(`free.${phone.replace(/\D/g, '')}@example.com`, phone);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ ok: true });
  });

  it('spec 1 §3 sms_languages: the US site offers en and ru, en first since it shows en-US', async () => {
    const us = await h.app.inject({
      method: 'GET',
      url: '/bff/v1/auth/registration/sms-languages',
      headers: { host: 'us.localhost:3000' },
    });
    expect(us.statusCode).toBe(200);
    expect(us.json().languages.map((l: { code: string }) => l.code)).toEqual(['en', 'ru']);
    expect(us.json().preferred).toBe('en');
    const ru = await h.app.inject({ method: 'GET', url: '/bff/v1/auth/registration/sms-languages' });
    expect(ru.json().preferred).toBe('ru');
  });

  it('spec 1 §3 sms_languages: the European group site (no registration country of its own) still names them', async () => {
    const eu = await h.app.inject({
      method: 'GET',
      url: '/bff/v1/auth/registration/sms-languages',
      headers: { host: 'eu.localhost:3000' },
    });
    expect(eu.statusCode).toBe(200);
    expect(eu.json().languages.map((l: { code: string }) => l.code)).toContain('de');
    expect(eu.json().preferred).toBe('en');
  });

  it('spec 2 §3 sms_language: the chosen SMS language reaches the upstream registration', async () => {
    const host = 'us.localhost:3000';
    const phone = '+1 415 555 2681';
    const address = from();
    expect((await post(SMS, { phone, user_type: 'client', sms_language: 'ru' }, { address, host })).statusCode).toBe(
      200,
    );
    expect((await post(CHECK, { phone, code: CODE }, { address, host })).statusCode).toBe(200);
    const email = 'vera.us@example.com';
    const response = await post(REGISTER, form(phone, { email, sms_language: 'ru' }), { address, host });
    expect(response.statusCode).toBe(200);
    const person = users(h.sandbox.state())
      .all()
      .find((u) => u.email === email);
    expect(person?.language).toBe('ru');
  });

  it('spec 2 §3 sms_language: a language the site does not send SMS in is refused under sms_language', async () => {
    const before = h.sandbox.callLog.snapshot().counts.smsRegistration ?? 0;
    const send = await post(SMS, { phone: newPhone(), user_type: 'client', sms_language: 'de' });
    expect(send.statusCode).toBe(400);
    expect(send.json().error.fields).toEqual({ sms_language: ['sms_language'] });
    expect(h.sandbox.callLog.snapshot().counts.smsRegistration ?? 0).toBe(before);
    const register = await post(REGISTER, form(await confirmedPhone(), { sms_language: 'en-US' }));
    expect(register.statusCode).toBe(400);
    expect(register.json().error.fields).toEqual({ sms_language: ['sms_language'] });
  });

  it.each([
    ['a short password', { password: 'a1', password_repeat: 'a1' }, 'password'],
    ['a password without digits', { password: 'password', password_repeat: 'password' }, 'password'],
    ['a repeat that differs', { password_repeat: 'joined-2027' }, 'password_repeat'],
    ['a landline', { phone: '+7 495 123-45-67' }, 'phone'],
    ['not an email', { email: 'vera-at-example' }, 'email'],
    ['no first name', { first_name: ' ' }, 'first_name'],
    ['no date of birth', { birth_date: '12.04.1990' }, 'birth_date'],
  ])('refuses %s with a field error and no upstream call', async (_name, change, field) => {
    const before = upstreamCalls();
    const response = await post(REGISTER, form(newPhone(), change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(upstreamCalls()).toBe(before);
  });

  it.each(PHONE_CASES.filter((c) => c.problem !== null && SITE_OF[c.country]))(
    'spec 2 §5 on the $country site: $name ($phone) is refused before the upstream',
    async ({ phone, country, problem }) => {
      const before = upstreamCalls();
      const host = `${SITE_OF[country]}.localhost:3000`;
      const response = await post(SMS, { phone, user_type: 'client' }, { host });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ phone: [problem] });
      expect(upstreamCalls()).toBe(before);
    },
  );

  it.each(PHONE_CASES.filter((c) => c.problem === null && SITE_OF[c.country] && c.country !== 'UA'))(
    'spec 2 §5 on the $country site: $name ($phone) gets a code',
    async ({ phone, country }) => {
      const response = await post(SMS, { phone, user_type: 'client' }, { host: `${SITE_OF[country]}.localhost:3000` });
      expect(response.statusCode).toBe(200);
    },
  );

  it(`sends at most ${SMS_SEND_LIMIT.max} codes per address and phone`, async () => {
    const phone = newPhone();
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < SMS_SEND_LIMIT.max + 1; i += 1)
      statuses.push((await post(SMS, { phone, user_type: 'client' }, { address })).statusCode);
    expect(statuses).toEqual([...Array(SMS_SEND_LIMIT.max).fill(200), 429]);
  });

  it('with a reCAPTCHA key, a send without the token is refused before the upstream', async () => {
    const keyed = await startHarness({ RECAPTCHA_SITE_KEY: 'site-key' });
    try {
      const before = keyed.sandbox.callLog.snapshot().records.length;
      const response = await keyed.post(SMS, { phone: newPhone(), user_type: 'client', token: '' });
      expect(response.json().error.fields).toEqual({ token: ['recaptcha'] });
      expect(keyed.sandbox.callLog.snapshot().records.length).toBe(before);
      const sent = await keyed.post(SMS, { phone: newPhone(), user_type: 'client', token: 'token-of-sms-request' });
      expect(sent.statusCode).toBe(200);
    } finally {
      await keyed.close();
    }
  });

  it('an expired invite says so on the invite page and in the registration', async () => {
    const sponsor = users(h.sandbox.state()).find((u) => u.number === DEMO_SPONSOR_NUMBER)!;
    const code = `INV-P-${DEMO_SPONSOR_NUMBER}`;
    teamStore(h.sandbox.state()).invites.push({
      id: 9001,
      code,
      user_type: 'partner',
      url: `/invite/partner/${code}`,
      comment: null,
      created_at: '2026-10-01T00:00:00Z',
      expires_at: '2026-11-01T00:00:00Z',
      userId: sponsor.id,
    });
    try {
      expect((await h.get(`/bff/v1/auth/invite-info?invite=${code}`)).statusCode).toBe(410);
      const phone = await confirmedPhone('partner');
      const response = await post(REGISTER, form(phone, { user_type: 'partner', invite: code }));
      expect(response.json().error.fields).toHaveProperty('invite');
    } finally {
      teamStore(h.sandbox.state()).invites.pop();
    }
  });
});
