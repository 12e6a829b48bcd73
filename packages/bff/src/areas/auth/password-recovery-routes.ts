import { passwordProblem } from '@gf/contracts/rules/password-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, GatewayError } from '../../platform/errors/envelope.js';
import { loginKey, perAddress, perAddressAnd } from '../../platform/security/rate-limits.js';
import { SMS_SEND_ADDRESS_LIMIT, SMS_SEND_LIMIT } from '../../platform/security/sms-limits.js';

const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope, 502: ErrorEnvelope };

const Login = z.string().trim().min(1, 'Enter your login').max(200);
const Code = z.string().trim().min(1, 'Enter the code').max(12);
/** The upstream names the code `code`; spec 2 §8 shows every SMS-code error as sms. */
const smsFields = ['code'] as const;
/** Guesses at the code count against the login's shared SMS-code limit, whichever step makes them. */
const codeLimit = { counter: 'sms-code', subject: loginKey } as const;

/**
 * The one refusal of a code step, whether the code is wrong, was never sent, or the login names no
 * account (issue 29: recovery must not tell which logins exist; the spec shows no message for an
 * unknown login). The client translates the rule name (registration `rules.code_wrong`).
 */
const CODE_WRONG = 'code_wrong';
const codeRefused = (): GatewayError =>
  new GatewayError({
    status: 400,
    code: 'invalid_input',
    message: 'The code is wrong or has expired',
    fields: { code: [CODE_WRONG] },
  });

/** The upstream refused the login or the code (400 on either field), not the request as such. */
const refusedLoginOrCode = (error: unknown): boolean =>
  error instanceof GatewayError &&
  error.envelope.status === 400 &&
  Boolean(error.envelope.fields?.login ?? error.envelope.fields?.code);

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
      config: { rateLimit: perAddressAnd(SMS_SEND_LIMIT, loginKey) },
      preHandler: perAddress(app, SMS_SEND_ADDRESS_LIMIT, 'password-recovery-send'),
      schema: {
        tags: ['auth'],
        summary:
          'Send a password-reset code to the account of this login (reset/send); the same answer when no account has it',
        body: z.object({ login: Login }),
        response: { 200: z.object({ ok: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      try {
        await calls.call(request, 'resetSend', { body: { login: request.body.login } }, 'none');
      } catch (error) {
        // No account has this login: the same answer as a code sent, so the form tells nobody.
        if (!refusedLoginOrCode(error)) throw error;
      }
      return { ok: true };
    },
  );

  app.post(
    '/auth/password-recovery/check',
    {
      config: { smsFields, credentialLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Check the reset code before the new password is asked for (reset/check-code)',
        body: z.object({ login: Login, code: Code }),
        response: { 200: z.object({ ok: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      try {
        await calls.call(request, 'resetCheckCode', { body: request.body }, 'none');
      } catch (error) {
        throw refusedLoginOrCode(error) ? codeRefused() : error;
      }
      return { ok: true };
    },
  );

  app.post(
    '/auth/password-recovery/confirm',
    {
      config: { smsFields, credentialLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set the new password with the checked code (reset/confirm); the password rules hold first',
        body: z.object({ login: Login, code: Code, password: z.string(), password_repeat: z.string() }),
        response: { 200: z.object({ ok: z.boolean() }), ...errors },
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
      try {
        await calls.call(request, 'resetConfirm', { body: { login, code, password } }, 'none');
      } catch (error) {
        throw refusedLoginOrCode(error) ? codeRefused() : error;
      }
      return { ok: true };
    },
  );
};
