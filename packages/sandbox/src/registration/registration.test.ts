import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { SMS_CODE, users } from '../state/users.js';
import { callSandbox } from '../test-client.js';

const form = {
  country: 'RU',
  city: 'Kazan',
  country_id: 1,
  user_type: 'client',
  confirm_code: SMS_CODE,
  sms_language: 'ru',
  sponsor_id: null,
  first_name: 'Alina',
  last_name: 'Rechnaya',
  birth_date: '1992-06-01',
  email: 'alina.rechnaya@example.com',
  password: 'greenway2026',
  agreements: ['offer'],
};

describe('sandbox registration (spec 2 §4)', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await buildSandbox({
      validateReplies: true,
      logLevel: 'silent',
      now: () => Date.parse('2026-11-22T10:00:00Z'),
    });
  });
  afterEach(() => sandbox.app.close());

  it('goes phone check, SMS code, check-code, register, and the new client signs in under the sponsor', async () => {
    const phone = '+79171234567';
    const taken = await callSandbox(sandbox.app, 'POST', '/greenway/check-phone/', {
      body: { phone: '+79001000001', user_type: 'client', country_id: 1 },
    });
    expect(taken.body).toMatchObject({ errors: { phone: ['This phone is already registered'] } });
    const landline = await callSandbox(sandbox.app, 'POST', '/greenway/check-phone/', {
      body: { phone: '+74951234567', user_type: 'client', country_id: 1 },
    });
    expect(landline.body).toMatchObject({ errors: { phone: ['Only mobile numbers are accepted'] } });
    const early = await callSandbox(sandbox.app, 'POST', '/greenway/sms/registration/check-code/', {
      body: { phone, confirm_code: SMS_CODE },
    });
    expect(early.status).toBe(400);
    const sms = { phone, country_id: 1, user_type: 'client', sms_language: 'ru', token: 'recaptcha' };
    expect((await callSandbox(sandbox.app, 'POST', '/greenway/sms/registration/', { body: sms })).status).toBe(200);
    const checked = await callSandbox(sandbox.app, 'POST', '/greenway/sms/registration/check-code/', {
      body: { phone, confirm_code: SMS_CODE },
    });
    expect(checked.status).toBe(200);
    const registered = await callSandbox<{ auth_info: { user: { id: number; role: string } } }>(
      sandbox.app,
      'POST',
      '/greenway/register/client/',
      { body: { ...form, phone, ref: '100001' } },
    );
    expect(registered.status).toBe(200);
    expect(registered.body.auth_info.user.role).toBe('client');
    expect(users(sandbox.state()).get(registered.body.auth_info.user.id)).toMatchObject({ sponsorId: 1, is_new: true });
    const signIn = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login: form.email, password: form.password },
    });
    expect(signIn.status).toBe(200);
    const twice = await callSandbox(sandbox.app, 'POST', '/greenway/register/client/', {
      body: { ...form, phone, ref: '100001' },
    });
    expect(twice.body).toMatchObject({ errors: { phone: [expect.any(String)], email: [expect.any(String)] } });
  });

  it('accepts a +79 number under UA and MY numbers of 11 to 13 digits only (spec 2 §5)', async () => {
    const check = async (phone: string, country_id: number) =>
      (
        await callSandbox(sandbox.app, 'POST', '/greenway/check-phone/', {
          body: { phone, user_type: 'partner', country_id },
        })
      ).status;
    expect(await check('+79171234568', 9)).toBe(200);
    expect(await check('+60123456789', 7)).toBe(200);
    expect(await check('+6012345678', 7)).toBe(400);
  });
});
