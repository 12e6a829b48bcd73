import { contract } from '@gf/contracts/gateway/contract-registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { loginKey } from '../../platform/security/rate-limits.js';
import { callContext } from '../../platform/upstream/session-call.js';
import { signInFailure } from './sign-in-failure.js';

const Credentials = {
  login: z.string().trim().min(1, 'Enter your login'),
  password: z.string().min(1, 'Enter your password'),
};

export const MessengerAuthBody = contract(
  'MessengerAuthBody',
  z.object({ ...Credentials, chat_id: z.string().trim().min(1).max(128), chat_type: z.string().trim().min(1).max(32) }),
);

export const VoiceAuthBody = contract(
  'VoiceAuthBody',
  z.object({ ...Credentials, redirect_uri: z.url(), state: z.string().max(512).default('') }),
);

export interface MessengerRoutesOptions {
  /** Origins a voice assistant may be sent back to with a sign-in key (VOICE_ASSISTANT_REDIRECT_ORIGINS). */
  voiceRedirectOrigins: readonly string[];
}

/**
 * The external-auth pages (spec 1 §2): a messenger chat links itself to a partner, and a voice
 * assistant links an account. Neither signs this browser in: the session stays as it was.
 */
export const messengerRoutes: FastifyPluginAsyncZod<MessengerRoutesOptions> = async (app, options) => {
  const { upstream } = app.core;
  const allowed = new Set(options.voiceRedirectOrigins.map((origin) => new URL(origin).origin));

  /** An anonymous credentials call: refused credentials fail as a sign-in does, never with a redirect. */
  const credentialsCall = async <T>(call: () => ReturnType<typeof upstream.call>): Promise<T> => {
    const response = await call();
    if (response.status === 200) return response.body as T;
    throw signInFailure(response.status, response.body);
  };

  app.post(
    '/auth/messenger',
    {
      schema: {
        tags: ['auth'],
        summary: 'Link a messenger chat to a partner (messenger auth page)',
        body: MessengerAuthBody,
        response: { 200: z.object({ msg: z.string() }) },
      },
      // The sign-in form's counter: these forms take a password too.
      config: { access: 'credentials', credentialLimit: { counter: 'password', subject: loginKey } },
    },
    async (request) => {
      const { login, password, chat_id, chat_type } = request.body;
      return credentialsCall<{ msg: string }>(() =>
        upstream.call(
          'messengerPartnerAuthenticate',
          { query: { chat_id, chat_type }, body: { login, password } },
          { ...callContext(request), token: null },
        ),
      );
    },
  );

  app.post(
    '/auth/voice-assistant',
    {
      schema: {
        tags: ['auth'],
        summary: 'Link a voice assistant: a one-time key sent back to the assistant (voice-assistant auth page)',
        body: VoiceAuthBody,
        response: { 200: z.object({ location: z.string() }) },
      },
      config: { access: 'credentials', credentialLimit: { counter: 'password', subject: loginKey } },
    },
    async (request) => {
      const { login, password, redirect_uri, state } = request.body;
      const target = new URL(redirect_uri);
      // The key signs the account in anywhere: it may only travel to an assistant the operator lists.
      if (target.protocol !== 'https:' || !allowed.has(target.origin))
        throw new GatewayError({
          status: 400,
          code: 'redirect_not_allowed',
          message: 'This assistant is not known',
          fields: { redirect_uri: ['This assistant is not known'] },
        });
      const { key } = await credentialsCall<{ key: string }>(() =>
        upstream.call(
          'domainRedirect',
          { body: { login, password, redirect: redirect_uri } },
          { ...callContext(request), token: null },
        ),
      );
      target.searchParams.set('code', key);
      if (state) target.searchParams.set('state', state);
      return { location: target.toString() };
    },
  );
};
