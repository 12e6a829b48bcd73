import {
  AuthState,
  RegistrationBody,
  RegistrationEmail,
  RegistrationPhone,
  SmsCode,
  SmsLanguage,
  SmsLanguageParam,
  UserTypeParam,
} from '@gf/contracts/gateway/auth';
import { contract } from '@gf/contracts/gateway/contract-registry';
import { emailProblem } from '@gf/contracts/rules/email-rules';
import { passwordProblem } from '@gf/contracts/rules/password-rules';
import { normalisePhone, phoneProblem } from '@gf/contracts/rules/phone-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { perAddress, perAddressAnd } from '../../platform/security/rate-limits.js';
import { phoneKey, SMS_SEND_ADDRESS_LIMIT, SMS_SEND_LIMIT } from '../../platform/security/sms-limits.js';
import { registrationSite, smsSite } from '../../platform/sites/site-country.js';
import { SITES } from '../../platform/sites/sites-table.js';
import { type AuthDataReply, authState, startSignedInSession } from './auth-state.js';
import { completeSignIn } from './complete-sign-in.js';
import { emailTaken } from './email-taken.js';
import { EMAIL_CHECK_LIMIT, REGISTRATION_AGREEMENT } from './registration-limits.js';
import { rulesBroken } from './registration-rules-broken.js';
import { chosenSmsLanguage } from './sms-language.js';

/** The upstream names the code `confirm_code`, the form `code`; spec 2 §8 shows both as sms. */
const smsFields = ['code', 'confirm_code'] as const;

/**
 * Registered on the registration-compliance site, the person belongs to their country's site: the
 * upstream's registration key (spec 1 §7 POST /auth/registration-authenticate/) signs them in there,
 * at that site's /redirect-auth. Null when the reply hands no key over, or no country site serves them.
 */
const handoverOf = (request: FastifyRequest, key: string | undefined, country: string): { url: string } | null => {
  if (!key) return null;
  const own = SITES.find((site) => site.type === 'main' && site.country === country);
  if (!own) return null;
  const origin = request.server.siteOriginOf(own);
  return { url: `${origin}/redirect-auth?registration_key=${encodeURIComponent(key)}` };
};

/** The registration's answer: the new person's auth state, and where their own site signs them in. */
export const RegistrationReply = contract(
  'RegistrationReply',
  AuthState.extend({ handover: z.object({ url: z.string() }).nullable() }),
);

export interface RegistrationRoutesOptions {
  /** The reCAPTCHA site key: with one, an SMS send needs the page's token (action sms_request). */
  recaptchaSiteKey: string | undefined;
}

/**
 * Public registration (spec 2 §4 "Registration": phone check, SMS code, check-code, then register
 * partner or client), reached from the invite pages. Spec 2 §5 phone rules hold before any upstream
 * call, in the rule the form uses too; the register reply's auth_info signs the new person in through
 * the session, as a sign-in does (tokens stay in the gateway).
 */
export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, options) => {
  const { calls } = app.core;
  /** Phones whose registration is under way on this instance: a double submit registers once. */
  const registering = new Set<string>();

  /** Spec 2 §5 for the site's country: the rule's name under `phone`, the client translates it. */
  const checkedPhone = (request: FastifyRequest, phone: string): string => {
    const problem = phoneProblem(phone, request.site.country);
    if (problem) throw rulesBroken({ phone: [problem] });
    return normalisePhone(phone, request.site.country);
  };

  app.get(
    '/auth/registration/sms-languages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'The languages a registration SMS may be sent in (site main data sms_languages), and the one offered first',
        response: { 200: z.object({ languages: z.array(SmsLanguage), preferred: z.string().nullable() }) },
      },
    },
    async (request) => {
      const site = await smsSite(request);
      const languages = site.smsLanguages.map(({ code, name }) => ({ code, name }));
      return {
        languages,
        preferred: languages.length > 0 ? chosenSmsLanguage(request, site, undefined) : null,
      };
    },
  );

  app.post(
    '/auth/registration/sms',
    {
      config: { access: 'credentials', rateLimit: perAddressAnd(SMS_SEND_LIMIT, phoneKey) },
      preHandler: perAddress(app, SMS_SEND_ADDRESS_LIMIT, 'registration-send'),
      schema: {
        tags: ['auth'],
        summary: 'Check the phone (spec 2 §5, check-phone) and send the registration code by SMS',
        body: z.object({
          phone: RegistrationPhone,
          user_type: UserTypeParam,
          sms_language: SmsLanguageParam,
          token: z
            .string()
            .max(4000)
            .default('')
            .meta({ description: 'reCAPTCHA token (sms_request); empty without a site key' }),
        }),
        response: { 200: z.object({ ok: z.boolean(), phone: z.string() }) },
      },
    },
    async (request) => {
      const phone = checkedPhone(request, request.body.phone);
      if (options.recaptchaSiteKey && !request.body.token) throw rulesBroken({ token: ['recaptcha'] });
      const site = await registrationSite(request);
      const sms_language = chosenSmsLanguage(request, site, request.body.sms_language);
      const country = site.country;
      const { user_type } = request.body;
      await calls.call(request, 'checkPhone', { body: { phone, user_type, country_id: country.id } }, 'none');
      await calls.call(
        request,
        'smsRegistration',
        { body: { phone, user_type, country_id: country.id, sms_language, token: request.body.token } },
        'none',
      );
      return { ok: true, phone };
    },
  );

  app.post(
    '/auth/registration/check-code',
    {
      config: { access: 'credentials', smsFields, credentialLimit: { counter: 'sms-code', subject: phoneKey } },
      schema: {
        tags: ['auth'],
        summary: 'Check the registration SMS code (sms/registration/check-code)',
        body: z.object({ phone: RegistrationPhone, code: SmsCode }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      const phone = checkedPhone(request, request.body.phone);
      await calls.call(
        request,
        'smsRegistrationCheckCode',
        { body: { phone, confirm_code: request.body.code } },
        'none',
      );
      return { ok: true };
    },
  );

  app.get(
    '/auth/registration/email',
    {
      config: { access: 'credentials' },
      preHandler: perAddress(app, EMAIL_CHECK_LIMIT, 'registration-email'),
      schema: {
        tags: ['auth'],
        summary:
          'Whether an email is free for the person of this phone (spec 2 §7 check-email): email_invalid or email_taken under email',
        querystring: z.object({ email: RegistrationEmail, phone: RegistrationPhone }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      const { email } = request.query;
      const fields: Record<string, string[]> = {};
      const invalid = emailProblem(email);
      if (invalid) fields.email = [invalid];
      const phoneRule = phoneProblem(request.query.phone, request.site.country);
      if (phoneRule) fields.phone = [phoneRule];
      if (Object.keys(fields).length > 0) throw rulesBroken(fields);
      const phone = normalisePhone(request.query.phone, request.site.country);
      await calls.call(request, 'checkEmail', { query: { email, phone } }, 'none').catch((error: unknown) => {
        throw emailTaken(error);
      });
      return { ok: true };
    },
  );

  app.post(
    '/auth/registration',
    {
      config: { access: 'credentials', smsFields, credentialLimit: { counter: 'sms-code', subject: phoneKey } },
      schema: {
        tags: ['auth'],
        summary: 'Register a partner or a client and sign them in (register/partner, register/client)',
        body: RegistrationBody,
        response: { 200: RegistrationReply },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const fields: Record<string, string[]> = {};
      const phoneRule = phoneProblem(body.phone, request.site.country);
      if (phoneRule) fields.phone = [phoneRule];
      const invalidEmail = emailProblem(body.email);
      if (invalidEmail) fields.email = [invalidEmail];
      const password = passwordProblem(body.password, body.password_repeat);
      if (password) fields[password === 'mismatch' ? 'password_repeat' : 'password'] = [password];
      if (Object.keys(fields).length > 0) throw rulesBroken(fields);
      const phone = normalisePhone(body.phone, request.site.country);
      if (registering.has(phone))
        throw new GatewayError({
          status: 409,
          code: 'registration_in_progress',
          message: 'This registration is already being made',
        });
      registering.add(phone);
      try {
        const site = await registrationSite(request);
        const sms_language = chosenSmsLanguage(request, site, body.sms_language);
        const { country } = site;
        const referral = body.invite ? undefined : (await app.core.sessions.load(request))?.data.referral?.ref;
        const registered = await calls
          .call(
            request,
            body.user_type === 'partner' ? 'registerPartner' : 'registerClient',
            {
              body: {
                phone,
                country: country.code,
                country_id: country.id,
                city: body.city,
                user_type: body.user_type,
                confirm_code: body.code,
                sms_language,
                sponsor_id: null,
                first_name: body.first_name,
                last_name: body.last_name,
                ...(body.patronymic ? { patronymic: body.patronymic } : {}),
                birth_date: body.birth_date,
                email: body.email,
                password: body.password,
                ...(body.invite ? { invite: body.invite } : {}),
                ...(referral ? { ref: referral } : {}),
                agreements: body.agreement ? [REGISTRATION_AGREEMENT] : [],
              },
            },
            'none',
          )
          .catch((error: unknown) => {
            throw emailTaken(error);
          });
        const data = await startSignedInSession(request, reply, registered.auth_info as AuthDataReply);
        const handover = handoverOf(request, registered.key, country.code);
        // Agreements not accepted in the form are asked for now, as at any sign-in (spec 1 §4).
        if (data.pendingAgreement) return { ...authState(data), handover };
        return { ...(await completeSignIn(request, reply)), handover };
      } finally {
        registering.delete(phone);
      }
    },
  );
};
