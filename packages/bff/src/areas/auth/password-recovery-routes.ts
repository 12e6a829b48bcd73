import { passwordProblem } from '@gf/contracts/rules/password-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { loginKey, perAddress, perAddressAnd } from '../../platform/security/rate-limits.js';
import { SMS_SEND_ADDRESS_LIMIT, SMS_SEND_LIMIT } from '../../platform/security/sms-limits.js';

const Login = z.string().trim().min(1, 'Enter your login').max(200);
const Code = z.string().trim().min(1, 'Enter the code').max(12);
/** The upstream names the code `code`; spec 2 §8 shows every SMS-code error as sms. */
const smsFields = ['code'] as const;
/** Guesses at the code count against the login's shared SMS-code limit, whichever step makes them. */
const codeLimit = { counter: 'sms-code', subject: loginKey } as const;

/**
 * Password recovery (spec 2 §4 "Password reset": send, check-code, confirm), the
 * PasswordRecovery page's and the recovery-password modal's calls. A send costs an SMS, so it is
 * limited per address and login and per address alone; the code is a secret, limited like a password.
 */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.post(
    '/auth/password-recovery/send',
    {
      config: { access: 'credentials', rateLimit: perAddressAnd(SMS_SEND_LIMIT, loginKey) },
      preHandler: perAddress(app, SMS_SEND_ADDRESS_LIMIT, 'password-recovery-send'),
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset code to the account of this login (reset/send)',
        body: z.object({ login: Login }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      await calls.call(request, 'resetSend', { body: { login: request.body.login } }, 'none');
      return { ok: true };
    },
  );

  app.post(
    '/auth/password-recovery/check',
    {
      config: { access: 'credentials', smsFields, credentialLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Check the reset code before the new password is asked for (reset/check-code)',
        body: z.object({ login: Login, code: Code }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      await calls.call(request, 'resetCheckCode', { body: request.body }, 'none');
      return { ok: true };
    },
  );

  app.post(
    '/auth/password-recovery/confirm',
    {
      config: { access: 'credentials', smsFields, credentialLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set the new password with the checked code (reset/confirm); the password rules hold first',
        body: z.object({ login: Login, code: Code, password: z.string(), password_repeat: z.string() }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      const { login, code, password, password_repeat } = request.body;
      const problem = passwordProblem(password, password_repeat);
      if (problem)
        throw new GatewayError({
          status: 400,
          code: 'password_rules',
          message: 'The new password breaks a rule',
          fields: { [problem === 'mismatch' ? 'password_repeat' : 'password']: [problem] },
        });
      await calls.call(request, 'resetConfirm', { body: { login, code, password } }, 'none');
      return { ok: true };
    },
  );
};
