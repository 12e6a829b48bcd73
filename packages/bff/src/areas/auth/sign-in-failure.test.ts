import { describe, expect, it } from 'vitest';
import { signInFailure } from './sign-in-failure.js';

describe('a refused credentials call (spec 1 §4, §8)', () => {
  it('turns a 400 with field errors into sign_in_failed 401 with the message and the fields', () => {
    const body = { ok: false, detail: 'Wrong login or password', errors: { password: ['Wrong login or password'] } };
    expect(signInFailure(400, body).envelope).toEqual({
      status: 401,
      code: 'sign_in_failed',
      message: 'Wrong login or password',
      fields: { password: ['Wrong login or password'] },
    });
  });

  it('puts the refusal code the upstream names on its fields, for the page to word (issue 32 item 1)', () => {
    const body = {
      detail: 'Wrong login or password',
      code: 'wrong_credentials',
      errors: { password: ['Wrong login or password'] },
    };
    expect(signInFailure(400, body).envelope).toMatchObject({
      code: 'sign_in_failed',
      fields: { password: ['wrong_credentials'] },
    });
  });

  it('keeps the fields and message of a 401 and never redirects', () => {
    const body = { detail: 'Account locked', errors: { login: 'Locked for an hour' } };
    expect(signInFailure(401, body).envelope).toEqual({
      status: 401,
      code: 'sign_in_failed',
      message: 'Account locked',
      fields: { login: ['Locked for an hour'] },
    });
  });

  it('answers a suspended account 403 without the MailHome redirect a page call would get', () => {
    const { envelope } = signInFailure(403, { detail: 'Suspended', is_suspended: true });
    expect(envelope).toEqual({ status: 403, code: 'sign_in_failed', message: 'Suspended' });
  });

  it('answers any other refusal 401, with a message even when the body has none', () => {
    const { envelope } = signInFailure(404, 'not json');
    expect(envelope).toMatchObject({ status: 401, code: 'sign_in_failed', message: 'The service answered 404' });
    expect(envelope.redirect).toBeUndefined();
  });

  it.each([429, 500, 502, 504])('keeps %i as server problems', (status) => {
    expect(signInFailure(status, { detail: 'busy' }).envelope).toMatchObject({
      status,
      code: 'server_problems',
      serverProblems: true,
    });
  });
});
