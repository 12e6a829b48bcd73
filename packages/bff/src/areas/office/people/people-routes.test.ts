import { SMS_CODE as CODE, users } from '@gf/sandbox/state/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { SMS_SEND_LIMIT } from '../../../platform/security/sms-limits.js';

const PEOPLE = '/bff/v1/office/people';
let phones = 0;
let keys = 0;
const newKey = (): string => `password-test-key-${String(++keys).padStart(6, '0')}`;
const newPhone = () => `+7 926 700 ${String(++phones).padStart(4, '0')}`;

describe('people of the office (spec 2 §2 "Registration and invites", §6, §7 office sms, partner/client create, links)', () => {
  let h: Harness;
  let partner: string;
  let client: string;
  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.length;

  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
    client = await h.signIn('client');
  });
  afterAll(() => h.close());

  it('a partner registers a partner: code sent, checked, created under them', async () => {
    const phone = newPhone();
    const sent = await h.post(`${PEOPLE}/sms`, { phone, user_type: 'partner' }, partner);
    expect(sent.statusCode).toBe(200);
    expect((await h.post(`${PEOPLE}/check-code`, { phone, code: CODE }, partner)).statusCode).toBe(200);
    const created = await h.post(
      `${PEOPLE}/partners`,
      {
        phone,
        code: CODE,
        first_name: 'Ivan',
        last_name: 'Orlov',
        city: 'Moscow',
        email: `ivan.${phones}@example.com`,
      },
      partner,
    );
    expect(created.statusCode).toBe(200);
    const person = users(h.sandbox.state()).get(created.json().id);
    const sponsor = users(h.sandbox.state()).byLogin('partner');
    expect(person).toMatchObject({ role: 'partner', sponsorId: sponsor!.id });
  });

  it("spec 1 §3 / spec 2 §3 sms_language: the chosen one of the site's SMS languages reaches the code and the person", async () => {
    const phone = newPhone();
    const email = `sms.en.${phones}@example.com`;
    expect(
      (await h.post(`${PEOPLE}/sms`, { phone, user_type: 'client', sms_language: 'en' }, partner)).statusCode,
    ).toBe(200);
    const created = await h.post(
      `${PEOPLE}/clients`,
      { phone, code: CODE, first_name: 'Anna', last_name: 'Orlova', city: 'Moscow', email, sms_language: 'en' },
      partner,
    );
    expect(created.statusCode).toBe(200);
    expect(users(h.sandbox.state()).get(created.json().id)?.language).toBe('en');
  });

  it('spec 2 §3 sms_language: a language the site sends no SMS in is refused under sms_language, no code sent, no one created', async () => {
    const phone = newPhone();
    const counts = () => h.sandbox.callLog.snapshot().counts;
    const sendsBefore = counts().officeSmsRegistration ?? 0;
    const send = await h.post(`${PEOPLE}/sms`, { phone, user_type: 'client', sms_language: 'de' }, partner);
    expect(send.statusCode).toBe(400);
    expect(send.json().error.fields).toEqual({ sms_language: ['sms_language'] });
    expect(counts().officeSmsRegistration ?? 0).toBe(sendsBefore);
    const createsBefore = counts().teamClientCreate ?? 0;
    const details = { phone, code: CODE, first_name: 'Anna', last_name: 'Orlova', city: 'Moscow' };
    const create = await h.post(
      `${PEOPLE}/clients`,
      { ...details, email: `sms.de.${phones}@example.com`, sms_language: 'de' },
      partner,
    );
    expect(create.statusCode).toBe(400);
    expect(create.json().error.fields).toEqual({ sms_language: ['sms_language'] });
    expect(counts().teamClientCreate ?? 0).toBe(createsBefore);
  });

  it('spec 2 §7 check-email: a malformed address is email_invalid before the upstream, a taken one email_taken, a free one ok', async () => {
    const phone = newPhone();
    const check = (email: string) =>
      h.get(`${PEOPLE}/email?email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}`, partner);
    const before = upstreamCalls();
    const malformed = await check('anna-at-example');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ email: ['email_invalid'] });
    expect(upstreamCalls()).toBe(before);
    const taken = await check(' Client@Example.com ');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toMatchObject({ code: 'registration_rules', fields: { email: ['email_taken'] } });
    const free = await check(`free.office.${phones}@example.com`);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ ok: true });
  });

  it('spec 2 §7 partner/create: an address another person holds is email_taken at the field', async () => {
    const phone = newPhone();
    await h.post(`${PEOPLE}/sms`, { phone, user_type: 'partner' }, partner);
    const created = await h.post(
      `${PEOPLE}/partners`,
      { phone, code: CODE, first_name: 'Ivan', last_name: 'Orlov', city: 'Moscow', email: 'client@example.com' },
      partner,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ email: ['email_taken'] });
  });

  it('a wrong code shows under sms', async () => {
    const phone = newPhone();
    await h.post(`${PEOPLE}/sms`, { phone, user_type: 'client' }, partner);
    const response = await h.post(`${PEOPLE}/check-code`, { phone, code: '0000' }, partner);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['sms']);
  });

  it('refuses a phone against spec 2 §5 before the upstream', async () => {
    const before = upstreamCalls();
    const response = await h.post(`${PEOPLE}/sms`, { phone: '+7 495 123-45-67', user_type: 'client' }, partner);
    expect(response.json().error.fields).toEqual({ phone: ['type'] });
    expect(upstreamCalls()).toBe(before);
  });

  it('a client, who may not invite, is refused before the upstream (can_invite_*)', async () => {
    const before = upstreamCalls();
    const response = await h.post(`${PEOPLE}/invites`, { user_type: 'partner' }, client);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cannot_invite');
    expect(upstreamCalls()).toBe(before);
  });

  it('creates an invite link, which is then among the active ones and resolves on the invite page', async () => {
    const invite = await h.post(`${PEOPLE}/invites`, { user_type: 'client', comment: 'for the fair' }, partner);
    expect(invite.statusCode).toBe(200);
    const { code, url } = invite.json();
    expect(url).toBe(`/invite/client/${code}`);
    const links = await h.get(`${PEOPLE}/links`, partner);
    expect(links.json().invites.map((i: { code: string }) => i.code)).toContain(code);
    expect(links.json().referral.ref).toBeTruthy();
    const info = await h.get(`/bff/v1/auth/invite-info?invite=${code}`);
    expect(info.json()).toMatchObject({ invite: code, user_type: 'client' });
  });

  it('lists who joined through the invites, partners and clients apart', async () => {
    for (const kind of ['partners', 'clients']) {
      const response = await h.get(`${PEOPLE}/invited?kind=${kind}`, partner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('users');
    }
    expect((await h.get(`${PEOPLE}/invited?kind=everyone`, partner)).statusCode).toBe(400);
  });

  describe('a new password by SMS for a person the user registered (office/sms/registration/reset-password)', () => {
    /** First-line people of the demo partner (sandbox: team100, team101, ...). */
    const personPhone = (login: string) => users(h.sandbox.state()).byLogin(login)!.phone;
    const resets = () => h.sandbox.callLog.count('officeSmsRegistrationResetPassword');

    it('sends one new password for a double submit, even racing, and the old password stops working', async () => {
      const person = users(h.sandbox.state()).byLogin('team100')!;
      const before = resets();
      const body = { phone: person.phone, idempotency_key: newKey() };
      const [first, second] = await Promise.all([
        h.post(`${PEOPLE}/password`, body, partner),
        h.post(`${PEOPLE}/password`, body, partner),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(first.json().detail).toBeTruthy();
      expect(resets()).toBe(before + 1);
      const signIn = await h.post('/bff/v1/auth/sign-in', { login: 'team100', password: 'demo1234' });
      expect(signIn.json().signedIn).not.toBe(true);
    });

    it('someone outside the user’s structure is not found; a client, who registers no one, is refused before the upstream', async () => {
      const manager = await h.signIn('manager');
      const foreign = await h.post(
        `${PEOPLE}/password`,
        { phone: personPhone('team101'), idempotency_key: newKey() },
        manager,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('person_not_in_structure');
      expect(foreign.json().error.redirect).toBeUndefined();
      const before = upstreamCalls();
      const refused = await h.post(
        `${PEOPLE}/password`,
        { phone: personPhone('team101'), idempotency_key: newKey() },
        client,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('cannot_invite');
      expect(upstreamCalls()).toBe(before);
    });

    it('a manager viewing the partner may not send it; bad input is refused before the upstream', async () => {
      const watching = await h.spectate('manager', 'partner');
      const spectated = await h.post(
        `${PEOPLE}/password`,
        { phone: personPhone('team102'), idempotency_key: newKey() },
        watching,
      );
      expect(spectated.statusCode).toBe(403);
      expect(spectated.json().error.code).toBe('spectator_owner_only');
      const before = upstreamCalls();
      const landline = await h.post(
        `${PEOPLE}/password`,
        { phone: '+7 495 123-45-67', idempotency_key: newKey() },
        partner,
      );
      expect(landline.json().error.fields).toEqual({ phone: ['type'] });
      const noKey = await h.post(`${PEOPLE}/password`, { phone: personPhone('team102') }, partner);
      expect(noKey.json().error.fields).toHaveProperty('idempotency_key');
      expect(upstreamCalls()).toBe(before);
    });

    it('limits the passwords one phone gets from one address (SMS_SEND_LIMIT)', async () => {
      const phone = personPhone('team103');
      for (let i = 0; i < SMS_SEND_LIMIT.max; i += 1)
        expect((await h.post(`${PEOPLE}/password`, { phone, idempotency_key: newKey() }, partner)).statusCode).toBe(
          200,
        );
      const before = resets();
      const over = await h.post(`${PEOPLE}/password`, { phone, idempotency_key: newKey() }, partner);
      expect(over.statusCode).toBe(429);
      expect(resets()).toBe(before);
    });
  });
});
