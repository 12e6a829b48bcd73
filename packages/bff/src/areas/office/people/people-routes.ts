import {
  InviteBody,
  InvitedQuery,
  LinksReply,
  OfficeCheckBody,
  OfficeEmailQuery,
  OfficePersonBody,
  OfficeSmsBody,
  PasswordResetBody,
} from '@gf/contracts/gateway/people';
import { emailProblem } from '@gf/contracts/rules/email-rules';
import { normalisePhone, phoneProblem } from '@gf/contracts/rules/phone-rules';
import { SmsSent } from '@gf/contracts/upstream/entities/registration';
import { CreatedPerson, Invite, InvitedPeople } from '@gf/contracts/upstream/entities/team';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { perAddress, perAddressAnd } from '../../../platform/security/rate-limits.js';
import { phoneKey, SMS_SEND_ADDRESS_LIMIT, SMS_SEND_LIMIT } from '../../../platform/security/sms-limits.js';
import { registrationSite } from '../../../platform/sites/site-country.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { emailTaken } from '../../auth/email-taken.js';
import { EMAIL_CHECK_LIMIT } from '../../auth/registration-limits.js';
import { rulesBroken } from '../../auth/registration-rules-broken.js';
import { chosenSmsLanguage } from '../../auth/sms-language.js';

type Kind = 'partner' | 'client';
const NOT_FOUND = 404;
/** The upstream names the code `confirm_code`, the form `code`; spec 2 §8 shows both as sms. */
const smsFields = ['code', 'confirm_code'] as const;

/**
 * People a partner brings in (spec 2 §2 "Registration and invites", §6 "partners can create partners
 * and clients, manage invites"): invite links, who joined through them, and registering a partner or
 * a client from the office by the SMS code sent to their phone. `can_invite_partner` and
 * `can_invite_client` (spec 1 §3 User) are checked here, before any upstream call. The SMS goes in a
 * language of the site's `sms_languages` (spec 1 §3, spec 2 §3), as the public registration's does.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const resets = new WriteOnce<z.output<typeof SmsSent>>(sessions, IDEMPOTENCY_KEEP_MS);

  const mayInvite = async (request: FastifyRequest, kind: Kind): Promise<void> => {
    const user = (await sessions.load(request))?.data.user;
    const allowed = kind === 'partner' ? user?.can_invite_partner : user?.can_invite_client;
    if (!allowed)
      throw new GatewayError({ status: 403, code: 'cannot_invite', message: `Your account may not invite a ${kind}` });
  };

  /** Spec 2 §5 for the site's country: the rule's name under `phone`. */
  const checkedPhone = (request: FastifyRequest, phone: string): string => {
    const problem = phoneProblem(phone, request.site.country);
    if (problem)
      throw new GatewayError({
        status: 400,
        code: 'registration_rules',
        message: 'The phone breaks a rule',
        fields: { phone: [problem] },
      });
    return normalisePhone(phone, request.site.country);
  };

  app.get(
    '/people/links',
    {
      config: { access: 'signedIn', page: 'OfficeLinks' },
      schema: {
        tags: ['people'],
        summary: 'The referral links and the invite links that can still be used (link, link/invite/active)',
        response: { 200: LinksReply },
      },
    },
    async (request) => {
      const [referral, active] = await Promise.all([
        calls.call(request, 'teamLinks', {}),
        calls.call(request, 'teamInvitesActive', {}),
      ]);
      return { referral, invites: active.invites };
    },
  );

  app.post(
    '/people/invites',
    {
      config: { access: 'signedIn', page: 'OfficeLinks' },
      schema: {
        tags: ['people'],
        summary: 'Create an invite link for a partner or a client (link/invite/create)',
        body: InviteBody,
        response: { 200: Invite },
      },
    },
    async (request) => {
      await mayInvite(request, request.body.user_type);
      return calls.call(request, 'teamInviteCreate', { body: request.body });
    },
  );

  app.get(
    '/people/invited',
    {
      config: { access: 'signedIn', page: 'OfficeLinks' },
      schema: {
        tags: ['people'],
        summary: 'Partners or clients who joined through the user’s invites, a page at a time',
        querystring: InvitedQuery,
        response: { 200: InvitedPeople },
      },
    },
    async (request) => {
      const { kind, page } = request.query;
      return calls.call(request, kind === 'partners' ? 'teamInvitedUsers' : 'teamInvitedClients', { query: { page } });
    },
  );

  app.post(
    '/people/sms',
    {
      config: { access: 'signedIn', page: 'OfficeLinks', rateLimit: perAddressAnd(SMS_SEND_LIMIT, phoneKey) },
      preHandler: perAddress(app, SMS_SEND_ADDRESS_LIMIT, 'office-registration-send'),
      schema: {
        tags: ['people'],
        summary: 'Send the registration code to the phone of the person being registered (office/sms/registration)',
        body: OfficeSmsBody,
        response: { 200: z.object({ ok: z.boolean(), detail: z.string().nullable(), phone: z.string() }) },
      },
    },
    async (request) => {
      const { user_type } = request.body;
      const phone = checkedPhone(request, request.body.phone);
      await mayInvite(request, user_type);
      const site = await registrationSite(request);
      const sms_language = chosenSmsLanguage(request, site, request.body.sms_language);
      const sent = await calls.call(request, 'officeSmsRegistration', {
        body: { phone, user_type, country_id: site.country.id, sms_language },
      });
      return { ...sent, phone };
    },
  );

  app.post(
    '/people/check-code',
    {
      config: {
        access: 'signedIn',
        page: 'OfficeLinks',
        smsFields,
        credentialLimit: { counter: 'sms-code', subject: phoneKey },
      },
      schema: {
        tags: ['people'],
        summary: 'Check the code the person received (office/sms/registration/check-code)',
        body: OfficeCheckBody,
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      const phone = checkedPhone(request, request.body.phone);
      await calls.call(request, 'officeSmsRegistrationCheckCode', { body: { phone, confirm_code: request.body.code } });
      return { ok: true };
    },
  );

  app.get(
    '/people/email',
    {
      config: { access: 'signedIn', page: 'OfficeLinks' },
      preHandler: perAddress(app, EMAIL_CHECK_LIMIT, 'office-registration-email'),
      schema: {
        tags: ['people'],
        summary:
          'Whether an email is free for the person of this phone (spec 2 §7 check-email): email_invalid or email_taken under email',
        querystring: OfficeEmailQuery,
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      const { email } = request.query;
      const invalid = emailProblem(email);
      if (invalid) throw rulesBroken({ email: [invalid] });
      const phone = checkedPhone(request, request.query.phone);
      await calls.call(request, 'checkEmail', { query: { email, phone } }, 'none').catch((error: unknown) => {
        throw emailTaken(error);
      });
      return { ok: true };
    },
  );

  const create = (kind: Kind) => async (request: FastifyRequest<{ Body: z.output<typeof OfficePersonBody> }>) => {
    const { body } = request;
    const phone = checkedPhone(request, body.phone);
    await mayInvite(request, kind);
    const sponsor = (await sessions.load(request))?.data.user;
    const site = await registrationSite(request);
    const sms_language = chosenSmsLanguage(request, site, body.sms_language);
    const { country } = site;
    const created = calls.call(request, kind === 'partner' ? 'teamPartnerCreate' : 'teamClientCreate', {
      body: {
        phone,
        country: country.code,
        country_id: country.id,
        city: body.city,
        user_type: kind,
        confirm_code: body.code,
        sms_language,
        sponsor_id: sponsor?.id ?? 0,
        first_name: body.first_name,
        last_name: body.last_name,
        ...(body.patronymic ? { patronymic: body.patronymic } : {}),
        ...(body.birth_date ? { birth_date: body.birth_date } : {}),
        email: body.email,
      },
    });
    return created.catch((error: unknown) => {
      throw emailTaken(error);
    });
  };

  for (const kind of ['partner', 'client'] as const) {
    app.post(
      `/people/${kind}s`,
      {
        config: {
          access: 'signedIn',
          page: 'OfficeLinks',
          smsFields,
          credentialLimit: { counter: 'sms-code', subject: phoneKey },
        },
        schema: {
          tags: ['people'],
          summary: `Register a ${kind} under the user with the checked code (office/${kind}/create)`,
          body: OfficePersonBody,
          response: { 200: CreatedPerson },
        },
      },
      create(kind),
    );
  }

  /**
   * Spec 2 §7 office/sms/registration/reset-password: a new password by SMS to a person the user
   * registered. It hands an account's access to its holder's phone, so only the owner may send it
   * (never a manager viewing the account), only someone who may register people, at most as often
   * as a registration code, and once per attempt: a double click or a retried request sends one SMS,
   * not two passwords of which the first no longer works. Someone outside the user's structure is
   * the upstream's 404, answered as `person_not_in_structure` without the error-page redirect.
   */
  app.post(
    '/people/password',
    {
      config: { access: 'ownerOnly', page: 'OfficeLinks', rateLimit: perAddressAnd(SMS_SEND_LIMIT, phoneKey) },
      preHandler: perAddress(app, SMS_SEND_ADDRESS_LIMIT, 'office-registration-send'),
      schema: {
        tags: ['people'],
        summary: 'Send a new password by SMS to a person the user registered (office/sms/registration/reset-password)',
        body: PasswordResetBody,
        response: { 200: SmsSent },
      },
    },
    async (request) => {
      const phone = checkedPhone(request, request.body.phone);
      const user = (await sessions.load(request))?.data.user;
      if (!user || (!user.can_invite_partner && !user.can_invite_client))
        throw new GatewayError({ status: 403, code: 'cannot_invite', message: 'Your account registers no one' });
      const { value } = await resets.run(request, request.body.idempotency_key, () =>
        calls.call(request, 'officeSmsRegistrationResetPassword', { body: { phone } }).catch((error: unknown) => {
          // The form's own answer ("no one with this phone in your structure"), not the error page.
          if (error instanceof GatewayError && error.envelope.status === NOT_FOUND)
            throw new GatewayError({
              status: NOT_FOUND,
              code: 'person_not_in_structure',
              message: 'No one with this phone is in your structure',
            });
          throw error;
        }),
      );
      return value;
    },
  );
};
