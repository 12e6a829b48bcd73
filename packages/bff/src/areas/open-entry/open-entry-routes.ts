import { AuthState } from '@gf/contracts/gateway/auth';
import { contract } from '@gf/contracts/gateway/contract-registry';
import { OpenEntryPhone } from '@gf/contracts/rules/open-entry-phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { perAddress, perAddressAnd } from '../../platform/security/rate-limits.js';
import { phoneKey, SMS_SEND_ADDRESS_LIMIT, SMS_SEND_LIMIT } from '../../platform/security/sms-limits.js';
import { activeOpenEntry } from '../../platform/session/session.js';
import { authState } from '../auth/auth-state.js';

const config = { area: 'shop' as const };

/** A sponsor the visitor can pick (spec 2 §4 "search and set a sponsor"). */
export const OpenEntrySponsor = contract(
  'OpenEntrySponsor',
  z.object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    country: z.string(),
    avatar: z.string().nullable(),
  }),
);

const openEntryRequired = () =>
  new GatewayError({
    status: 401,
    code: 'open_entry_required',
    message: 'Confirm your phone with a code first',
  });

/**
 * Open-entry sign-in (spec 2 §4): a code is sent to a phone, the checked code is kept in the
 * session for 24 hours (spec 2 §9), then the visitor searches and sets a sponsor. Such a visitor
 * orders with open-entry-order and is not saved on the server (checkout/buyer.ts).
 */
export const openEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;

  /**
   * Who picks a sponsor: a signed-in user changes their own (upstream checks can_change_sponsor;
   * a manager viewing the account may search, never set it: the route's `credentials` access);
   * anyone else needs an open entry, which the anonymous calls name (spec 2 §4).
   */
  const sponsorPicker = async (request: FastifyRequest) => {
    const data = (await sessions.load(request))?.data ?? null;
    if (data?.tokens && data.user) return { signedIn: true, openEntry: null, canAddSponsor: data.user.can_add_sponsor };
    const entry = activeOpenEntry(data, sessions.now());
    if (!entry) throw openEntryRequired();
    return { signedIn: false, openEntry: { phone: entry.phone, code: entry.code }, canAddSponsor: true };
  };

  app.post(
    '/auth/open-entry/send',
    {
      config: { access: 'credentials', ...config, rateLimit: perAddressAnd(SMS_SEND_LIMIT, phoneKey) },
      preHandler: perAddress(app, SMS_SEND_ADDRESS_LIMIT, 'open-entry-send'),
      schema: {
        tags: ['auth'],
        summary: 'Send an open-entry code by SMS (token: the invisible recaptcha token, empty where none)',
        body: z.object({ phone: OpenEntryPhone, token: z.string().max(4000).default('') }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => {
      await calls.call(request, 'openEntrySend', { body: request.body }, 'none');
      return { ok: true };
    },
  );

  app.post(
    '/auth/open-entry/check',
    {
      // The upstream names a wrong code `code`; spec 2 §8 shows SMS errors as sms.
      config: {
        access: 'credentials',
        ...config,
        smsFields: ['code'],
        credentialLimit: { counter: 'sms-code', subject: phoneKey },
      },
      schema: {
        tags: ['auth'],
        summary: 'Check the open-entry code; the session then orders as an open-entry visitor for 24 hours',
        body: z.object({ phone: OpenEntryPhone, code: z.string().trim().min(1, 'Enter the code').max(12) }),
        response: { 200: AuthState },
      },
    },
    async (request, reply) => {
      const checked = await calls.call(
        request,
        'openEntryCheckCode',
        { body: { phone: request.body.phone, code: request.body.code } },
        'none',
      );
      const now = sessions.now();
      const stamp = Date.parse(checked.createdAt);
      const id = await sessions.ensure(request, reply);
      const data = await sessions.update(id, (session) => {
        session.openEntry = {
          phone: checked.phone,
          code: checked.code,
          // The upstream's stamp starts the 24 hours; one from the future (clock skew) counts as now.
          createdAt: Number.isFinite(stamp) ? Math.min(stamp, now) : now,
          sponsorId: null,
        };
        // The visitor's latest choice decides the kind of order: open entry over an earlier referral code.
        session.referral = null;
      });
      return authState(data, { now });
    },
  );

  app.get(
    '/auth/open-entry/sponsors',
    {
      config: { access: 'session', ...config },
      schema: {
        tags: ['auth'],
        summary: 'Search sponsors by name, number or phone (open-entry visitor or signed-in user)',
        querystring: z.object({
          search: z.string().trim().min(2, 'Type at least two characters').max(100),
          checkout: z.enum(['0', '1']).optional(),
        }),
        response: { 200: z.object({ sponsors: z.array(OpenEntrySponsor) }) },
      },
    },
    async (request) => {
      const { signedIn } = await sponsorPicker(request);
      const query = { search: request.query.search, ...(request.query.checkout === '1' ? { isCheckout: 'true' } : {}) };
      return calls.call(request, 'openEntrySearchSponsor', { query }, signedIn ? 'optional' : 'none');
    },
  );

  app.post(
    '/auth/open-entry/sponsor',
    {
      config: { access: 'credentials', ...config },
      schema: {
        tags: ['auth'],
        summary: 'Set the chosen sponsor (sponsor-add-confirm); a signed-in user changes their own sponsor',
        body: z.object({ sponsor_id: z.number().int().min(1) }),
        response: { 200: AuthState },
      },
    },
    async (request) => {
      const { signedIn, openEntry, canAddSponsor } = await sponsorPicker(request);
      // Spec 1 §3, §6 can_add_sponsor: a signed-in user adds a sponsor only when the flag says so.
      if (signedIn && !canAddSponsor)
        throw new GatewayError({
          status: 403,
          code: 'cannot_add_sponsor',
          message: 'This account may not add a sponsor',
        });
      const body = { sponsor_id: request.body.sponsor_id, ...(openEntry ? { open_entry: openEntry } : {}) };
      await calls.call(request, 'openEntrySetSponsor', { body }, signedIn ? 'required' : 'none');
      const session = await sessions.load(request);
      if (signedIn || !session) return authState(session?.data ?? null, { now: sessions.now() });
      const data = await sessions.update(session.id, (stored) => {
        if (stored.openEntry) stored.openEntry.sponsorId = request.body.sponsor_id;
      });
      return authState(data, { now: sessions.now() });
    },
  );
};
