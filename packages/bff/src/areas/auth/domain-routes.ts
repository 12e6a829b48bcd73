import { AuthState, DomainKeysReply } from '@gf/contracts/gateway/auth';
import { contract } from '@gf/contracts/gateway/contract-registry';
import { isSitePath } from '@gf/contracts/rules/site-path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNVALIDATED_REFERRAL_SITE_TYPES } from '../../platform/constants.js';
import { GatewayError } from '../../platform/errors/envelope.js';
import { CODE_LOOKUP_LIMIT, loginKey, perAddress } from '../../platform/security/rate-limits.js';
import { SITES } from '../../platform/sites/sites-table.js';
import { upstreamFailure } from '../../platform/upstream/error-mapping.js';
import { callContext } from '../../platform/upstream/session-call.js';
import { type AuthDataReply, authState, startSignedInSession } from './auth-state.js';
import { completeSignIn } from './complete-sign-in.js';

/**
 * Where the other domain sends the user after the key signs them in: a path on that site only
 * (issue 15: the key's sign-in must not hand the session's first page to another site).
 */
const SitePath = z.string().min(1).refine(isSitePath, 'Enter a path on this site');

/** The key, and the other site's /redirect-auth address that spends it (the client goes there). */
const DomainKeyReply = contract('DomainKeyReply', DomainKeysReply.extend({ url: z.string() }));

const DomainSignInReply = AuthState.extend({ country_code: z.string(), language_code: z.string() });

/**
 * Cross-domain sign-in (spec 1 §7): a key made on one country domain signs the user in on
 * another; a registration key signs a new user in. Also referral and invite codes (spec 1 §4).
 */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, upstream, calls } = app.core;
  /** Referral and invite codes name their sponsor: look-ups of either share one counter per address. */
  const codeLookups = perAddress(app, CODE_LOOKUP_LIMIT, 'code-lookup');
  /** An anonymous upstream call whose failure maps as a non-office call. */
  const plain = async <T>(call: () => ReturnType<typeof upstream.call>): Promise<T> => {
    const response = await call();
    if (response.status !== 200)
      throw new GatewayError(upstreamFailure(response.status, response.body, { area: 'other', signedIn: false }));
    return response.body as T;
  };

  app.post(
    '/auth/domain-key',
    {
      // Sign-in material for another site: never for a manager viewing someone else's account.
      config: { access: 'credentials' },
      schema: {
        tags: ['auth'],
        summary:
          'A one-time key that signs the current user in on another country domain, and the address there that spends it',
        body: z.object({
          country_code: z.string().min(2),
          language_code: z.string().min(2),
          redirect: SitePath,
        }),
        response: { 200: DomainKeyReply },
      },
    },
    async (request) => {
      const target = SITES.find(
        (site) => site.type === 'main' && site.country === request.body.country_code.toUpperCase(),
      );
      if (!target)
        throw new GatewayError({
          status: 400,
          code: 'unknown_site',
          message: 'No country site serves this country',
          fields: { country_code: ['unknown_site'] },
        });
      const keys = await calls.call(request, 'domainKey', { body: request.body }, 'required');
      const query = new URLSearchParams({ key: keys.key, redirect: request.body.redirect });
      return { ...keys, url: `${app.siteOriginOf(target)}/redirect-auth?${query}` };
    },
  );

  app.post(
    '/auth/domain-redirect',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in for another country domain with login and password',
        body: z.object({ login: z.string().trim().min(1), password: z.string().min(1), redirect: SitePath }),
        response: { 200: DomainKeysReply },
      },
      // The sign-in form's counter: the key it returns signs the account in.
      config: { access: 'credentials', credentialLimit: { counter: 'password', subject: loginKey } },
    },
    async (request) =>
      plain(() => upstream.call('domainRedirect', { body: request.body }, { ...callContext(request), token: null })),
  );

  app.post(
    '/auth/domain-sign-in',
    {
      config: { access: 'credentials' },
      schema: {
        tags: ['auth'],
        summary: 'Spend a domain key on this domain (the /redirect-auth page)',
        body: z.object({ key: z.string().min(1) }),
        response: { 200: DomainSignInReply },
      },
    },
    async (request, reply) => {
      const body = await plain<{ country_code: string; language_code: string; auth_info: AuthDataReply }>(() =>
        upstream.call('domainSignIn', { body: request.body }, { ...callContext(request), token: null }),
      );
      const data = await startSignedInSession(request, reply, body.auth_info);
      // As any sign-in: auth info completes it, and refuses a key made while viewing (complete-sign-in.ts).
      const state = data.pendingAgreement ? authState(data) : await completeSignIn(request, reply);
      return { ...state, country_code: body.country_code, language_code: body.language_code };
    },
  );

  app.post(
    '/auth/registration-sign-in',
    {
      config: { access: 'credentials' },
      schema: {
        tags: ['auth'],
        summary: 'Spend a registration key: the newly registered user is signed in',
        body: z.object({ key: z.string().min(1) }),
        response: { 200: AuthState },
      },
    },
    async (request, reply) => {
      const body = await plain<{ auth_info: AuthDataReply }>(() =>
        upstream.call('registrationAuthenticate', { body: request.body }, { ...callContext(request), token: null }),
      );
      const data = await startSignedInSession(request, reply, body.auth_info);
      return data.pendingAgreement ? authState(data) : completeSignIn(request, reply);
    },
  );

  app.post(
    '/auth/referral',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Keep a referral code for this visitor (validated unless the site is rc, compliance or company)',
        body: z.object({ ref: z.string().trim().min(1, 'Enter the referral code') }),
        response: { 200: AuthState },
      },
    },
    async (request, reply) => {
      let referral = { ref: request.body.ref, name: '', number: '' };
      if (!UNVALIDATED_REFERRAL_SITE_TYPES.includes(request.site.type)) {
        // Only a look-up names a sponsor: a code kept unchecked tells nothing.
        await codeLookups(request);
        const response = await upstream.call(
          'refInfo',
          { query: { ref: request.body.ref } },
          { ...callContext(request), token: null },
        );
        if (response.status === 404)
          throw new GatewayError({
            status: 400,
            code: 'invalid_referral',
            message: 'Unknown referral code',
            fields: { ref: ['invalid_referral'] },
          });
        if (response.status !== 200)
          throw new GatewayError(upstreamFailure(response.status, response.body, { area: 'other', signedIn: false }));
        const info = response.body as { ref: string; name: string; number: string };
        referral = { ref: info.ref, name: info.name, number: info.number };
      }
      const id = await sessions.ensure(request, reply);
      return authState(
        await sessions.update(id, (data) => {
          data.referral = referral;
        }),
      );
    },
  );

  app.get(
    '/auth/invite-info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'What an invite code is for (invite pages)',
        querystring: z.object({ invite: z.string().trim().min(1) }),
        response: {
          200: z.object({
            invite: z.string(),
            user_type: z.enum(['partner', 'client']),
            sponsor_name: z.string(),
            sponsor_number: z.string(),
          }),
        },
      },
      preHandler: codeLookups,
    },
    async (request) => calls.call(request, 'inviteInfo', { query: { invite: request.query.invite } }, 'none'),
  );
};
