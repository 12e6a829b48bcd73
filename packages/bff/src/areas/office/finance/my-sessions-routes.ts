import { contract } from '@gf/contracts/gateway/contract-registry';
import { parse } from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { type AccountSession, HANDLE, ownerOf } from '../../../platform/session/account-sessions.js';

const config = { access: 'ownerOnly', page: 'OfficeSecurity' } as const;

/** A device class bowser names (its platform types), or `unknown`. */
const DEVICES = ['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown'] as const;

export const MySession = contract(
  'MySession',
  z.object({
    id: z.string().meta({ description: 'An opaque handle of the sign-in, never the session id or cookie' }),
    site: z.string(),
    browser: z.string().nullable(),
    browser_version: z.string().nullable(),
    system: z.string().nullable(),
    system_version: z.string().nullable(),
    device: z.enum(DEVICES),
    started_at: z.iso.datetime(),
    last_seen_at: z.iso.datetime(),
    current: z.boolean(),
  }),
);

/** The browser, system and device class of a user agent, by bowser (issue 35: a kept library, MIT, no database). */
const described = (userAgent: string) => {
  const parsed = userAgent ? parse(userAgent) : null;
  const device = parsed?.platform.type;
  return {
    browser: parsed?.browser.name ?? null,
    // The major version is what a person recognises; the rest is noise.
    browser_version: parsed?.browser.version?.split('.')[0] ?? null,
    system: parsed?.os.name ?? null,
    system_version: parsed?.os.versionName ?? parsed?.os.version ?? null,
    device: DEVICES.find((known) => known === device) ?? 'unknown',
  };
};

/**
 * My sessions (issue 35 item 1; spec 2 §2 "Profile and security settings"): the account's
 * signed-in sessions, any other one ended, or all others at once. The owner's alone: a manager
 * viewing the account is refused by the policy before these run (`ownerOnly`).
 */
export const mySessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, accounts } = app.core;

  /** The caller's account and sessions, and which one is this one. */
  const mine = async (request: FastifyRequest) => {
    const session = await sessions.load(request);
    const owner = ownerOf(session?.data);
    if (!session || !owner)
      throw new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in' });
    return { owner, current: session.id, list: await accounts.list(owner) };
  };

  const view = (session: AccountSession, current: string): z.output<typeof MySession> => ({
    id: session.handle,
    site: session.site,
    ...described(session.userAgent),
    started_at: new Date(session.startedAt).toISOString(),
    last_seen_at: new Date(session.lastSeenAt).toISOString(),
    current: session.sessionId === current,
  });

  app.get(
    '/finance/security/sessions',
    {
      config,
      schema: {
        tags: ['finance'],
        summary: 'The account’s signed-in sessions, most recently seen first; `current` is this one',
        response: { 200: z.object({ sessions: z.array(MySession) }) },
      },
    },
    async (request) => {
      const { current, list } = await mine(request);
      return { sessions: list.map((session) => view(session, current)) };
    },
  );

  app.delete(
    '/finance/security/sessions/:id',
    {
      config,
      schema: {
        tags: ['finance'],
        summary: 'End another of the account’s sessions, on every instance; its tokens are revoked',
        params: z.object({ id: z.string().regex(HANDLE, 'Not a session of this list') }),
        response: { 200: z.object({ ended: z.number().int() }) },
      },
    },
    async (request) => {
      const { owner, current, list } = await mine(request);
      const session = list.find((candidate) => candidate.handle === request.params.id);
      if (!session)
        throw new GatewayError({ status: 404, code: 'session_not_found', message: 'This session has already ended' });
      if (session.sessionId === current)
        throw new GatewayError({ status: 409, code: 'current_session', message: 'Sign out to end this session' });
      return { ended: await accounts.end(request, owner, [session]) };
    },
  );

  app.post(
    '/finance/security/sessions/end-others',
    {
      config,
      schema: {
        tags: ['finance'],
        summary: 'End every other session of the account at once',
        body: z.object({}).strict().optional(),
        response: { 200: z.object({ ended: z.number().int() }) },
      },
    },
    async (request) => {
      const { owner, current, list } = await mine(request);
      return {
        ended: await accounts.end(
          request,
          owner,
          list.filter((session) => session.sessionId !== current),
        ),
      };
    },
  );
};
