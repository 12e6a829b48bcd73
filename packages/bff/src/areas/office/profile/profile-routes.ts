import { IdempotencyKey } from '@gf/contracts/gateway/idempotency-key';
import { passwordProblem } from '@gf/contracts/rules/password-rules';
import { normalisePhone, phoneProblem } from '@gf/contracts/rules/phone-rules';
import { PartnerProfile } from '@gf/contracts/upstream/entities/profile';
import { SmsSent } from '@gf/contracts/upstream/entities/registration';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { signedInUser } from '../../../platform/security/credential-limit.js';
import { tooManyAttempts } from '../../../platform/security/rate-limits.js';
import { SMS_SEND_LIMIT } from '../../../platform/security/sms-limits.js';
import { ownerOf } from '../../../platform/session/account-sessions.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { OpenEntrySponsor } from '../../open-entry/open-entry-routes.js';

const rulesBroken = (fields: Record<string, string[]>) =>
  new GatewayError({ status: 400, code: 'profile_rules', message: 'Some fields break a rule', fields });

/** What the user may change of their own profile (PUT /office/partner/profile/, assumed fields). */
const ProfileBody = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email').max(200)).optional(),
    phone: z.string().trim().min(1).max(30).optional(),
    city: z.string().trim().min(1, 'Enter the city').max(100).optional(),
    address: z.string().trim().max(300).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field');

/**
 * The profile (spec 2 §2 "Profile and security settings", §7 GET and PUT /office/partner/profile/,
 * POST /auth/password/): read and edit with per-field errors, change the password, and change the
 * sponsor only when the profile's can_change_sponsor says so (spec 2 §6). Writes are the owner's
 * alone: a manager viewing the account may not change its settings.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions, accounts } = app.core;
  const ownPasswords = new WriteOnce<z.output<typeof SmsSent>>(sessions, IDEMPOTENCY_KEEP_MS);
  /** Whose password: the session's user, so the limit counts per address and user (the body names no one). */
  const ownPasswordLimit = app.createRateLimit({
    ...SMS_SEND_LIMIT,
    keyGenerator: async (request) =>
      `own-password|${request.ip}|${(await sessions.load(request))?.data.user?.id ?? ''}`,
  });

  app.get(
    '/profile',
    {
      config: { access: 'signedIn', page: 'OfficeProfile' },
      schema: { tags: ['profile'], summary: 'The user’s profile', response: { 200: PartnerProfile } },
    },
    async (request) => calls.call(request, 'profileGet', {}),
  );

  app.put(
    '/profile',
    {
      config: { access: 'ownerOnly', page: 'OfficeProfile' },
      schema: {
        tags: ['profile'],
        summary: 'Change the user’s own contact fields; the phone follows spec 2 §5 for the site’s country',
        body: ProfileBody,
        response: { 200: PartnerProfile },
      },
    },
    async (request) => {
      const body = { ...request.body };
      if (body.phone) {
        const problem = phoneProblem(body.phone, request.site.country);
        if (problem) throw rulesBroken({ phone: [problem] });
        body.phone = normalisePhone(body.phone, request.site.country);
      }
      return calls.call(request, 'profileUpdate', { body });
    },
  );

  app.post(
    '/profile/password',
    {
      // Whose password: the session's user (the body names no login).
      config: {
        access: 'ownerOnly',
        page: 'OfficeProfile',
        credentialLimit: { counter: 'password', subject: signedInUser },
      },
      schema: {
        tags: ['profile'],
        summary: 'Change the password (auth/password); the new one follows the password rules',
        body: z.object({
          old_password: z.string().min(1, 'Enter the current password'),
          password: z.string(),
          password_repeat: z.string(),
        }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      const { old_password, password, password_repeat } = request.body;
      const problem = passwordProblem(password, password_repeat);
      if (problem) throw rulesBroken({ [problem === 'mismatch' ? 'password_repeat' : 'password']: [problem] });
      await calls.call(request, 'passwordChange', { body: { old_password, new_password: password } });
      // Issue 35: a new password ends every other sign-in of the account, on every instance.
      const session = await sessions.load(request);
      const owner = ownerOf(session?.data);
      if (session && owner) await accounts.endOthers(request, owner, session.id);
      return { ok: true };
    },
  );

  /** Spec 2 §6: only when the profile's can_change_sponsor says so; asked before any other call. */
  const mayChangeSponsor = async (request: FastifyRequest): Promise<void> => {
    const profile = await calls.call(request, 'profileGet', {});
    if (!profile.can_change_sponsor)
      throw new GatewayError({ status: 403, code: 'cannot_change_sponsor', message: 'Your sponsor cannot be changed' });
  };

  app.get(
    '/profile/sponsors',
    {
      config: { access: 'signedIn', page: 'OfficeProfile' },
      schema: {
        tags: ['profile'],
        summary: 'Sponsors to move under, by name, number or phone; only when can_change_sponsor allows',
        querystring: z.object({ search: z.string().trim().min(2, 'Type at least two characters').max(100) }),
        response: { 200: z.object({ sponsors: z.array(OpenEntrySponsor) }) },
      },
    },
    async (request) => {
      await mayChangeSponsor(request);
      return calls.call(request, 'openEntrySearchSponsor', { query: { search: request.query.search } }, 'required');
    },
  );

  app.post(
    '/profile/sponsor',
    {
      config: { access: 'ownerOnly', page: 'OfficeProfile' },
      schema: {
        tags: ['profile'],
        summary: 'Change the sponsor, only when the profile’s can_change_sponsor allows (spec 2 §6)',
        body: z.object({ sponsor_id: z.number().int().min(1) }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      await mayChangeSponsor(request);
      await calls.call(request, 'openEntrySetSponsor', { body: { sponsor_id: request.body.sponsor_id } }, 'required');
      return { ok: true };
    },
  );

  /**
   * Spec 2 §7 office/sms/password: the user's own password sent by SMS to their own phone. A
   * credential moves, so the owner alone may ask (never a manager viewing the account), as often as
   * a code (SMS_SEND_LIMIT per address and user), and once per attempt (the key): a double click
   * sends one SMS.
   */
  app.post(
    '/profile/password/sms',
    {
      config: { access: 'ownerOnly', page: 'OfficeProfile' },
      preHandler: async (request) => {
        const result = await ownPasswordLimit(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(`${result.ttlInSeconds} seconds`);
      },
      schema: {
        tags: ['profile'],
        summary: 'Send the user’s password by SMS to their own phone (office/sms/password)',
        body: z.object({ idempotency_key: IdempotencyKey }),
        response: { 200: SmsSent },
      },
    },
    async (request) => {
      const { value } = await ownPasswords.run(request, request.body.idempotency_key, () =>
        calls.call(request, 'officeSmsPassword', {}),
      );
      return value;
    },
  );
};
