import { type OperationId, upstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import { REFRESH_THRESHOLD_S } from '../constants.js';
import { GatewayError } from '../errors/envelope.js';
import type { SessionData, Tokens } from '../session/session.js';
import type { SessionManager } from '../session/session-manager.js';
import { type CallArea, type FailureContext, unavailableFailure, upstreamFailure } from './error-mapping.js';
import type { TokenRefresher } from './token-refresher.js';
import {
  type CallContext,
  type CallInput,
  type OpenedReply,
  type OpenInput,
  type UpstreamClient,
  type UpstreamReply,
  UpstreamUnavailable,
} from './upstream-client.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where a failed call of this route sends the user (spec 2 §2); 'other' when absent. */
    area?: CallArea;
    /** The route serves a tickets page. */
    ticketsPage?: boolean;
  }
}

/** The client sends the route it is loading, so a 404 can follow the gw/dc rule of spec 2 §2. */
export const NEXT_ROUTE_HEADER = 'x-next-route';

export type TokenUse = 'none' | 'optional' | 'required';

const nextRouteQuery = (request: FastifyRequest): URLSearchParams | undefined => {
  const header = request.headers[NEXT_ROUTE_HEADER];
  if (typeof header !== 'string' || !header.includes('?')) return undefined;
  return new URLSearchParams(header.slice(header.indexOf('?') + 1));
};

/** The spec's two headers for a request: Content-Language (language-country) and Content-Location (site). */
export const callContext = (request: FastifyRequest): { language: string; site: string } => ({
  language: `${request.language}-${request.site.country}`,
  site: request.site.code,
});

/** Who a call made outside a request is for: a session by id and the spec's two headers. */
export interface BackgroundCaller {
  sessionId: string;
  language: string;
  site: string;
}

/**
 * A call's context with its token, made field by field: on Node 20 a spread followed by a new key
 * takes the runtime's slow path (about 0.7 µs), and every upstream call makes one.
 */
const contextWith = (subject: CallSubject, token: string | null): CallContext => ({
  language: subject.context.language,
  site: subject.context.site,
  token,
});

interface CallSubject {
  session: { id: string; data: SessionData } | null;
  context: { language: string; site: string };
  area: CallArea;
  ticketsPage: boolean;
  nextRouteQuery: URLSearchParams | undefined;
}

/**
 * Calls the upstream for a browser request with that session's tokens: refreshes first when the
 * access token expires within REFRESH_THRESHOLD_S; on a 401 refreshes once and retries once; a
 * second 401 raises server problems; without usable tokens an office call goes to sign-in and any
 * other call is retried without the token (spec 1 §8, spec 2 §8). A call sends the token as the
 * contract says the operation needs it, unless the route says otherwise (`use`).
 */
export class SessionCall {
  constructor(
    private readonly sessions: SessionManager,
    private readonly upstream: UpstreamClient,
    private readonly refresher: TokenRefresher,
  ) {}

  async call<Id extends OperationId>(
    request: FastifyRequest,
    operationId: Id,
    input: CallInput<Id>,
    use: TokenUse = upstreamOperations[operationId].auth,
  ): Promise<UpstreamReply<Id>> {
    return this.callFor(await this.subjectOf(request, use), operationId, input, use);
  }

  /**
   * Calls the upstream for work a request started but no request waits for (a gateway job): the
   * session is read by its id when the call is made, so tokens refreshed meanwhile are used, and
   * a session signed out meanwhile fails the call as an office call would.
   */
  async callAs<Id extends OperationId>(
    caller: BackgroundCaller,
    operationId: Id,
    input: CallInput<Id>,
  ): Promise<UpstreamReply<Id>> {
    const data = await this.sessions.store.get(caller.sessionId);
    return this.callFor(
      {
        session: data ? { id: caller.sessionId, data } : null,
        context: { language: caller.language, site: caller.site },
        area: 'office',
        ticketsPage: false,
        nextRouteQuery: undefined,
      },
      operationId,
      input,
      upstreamOperations[operationId].auth,
    );
  }

  /**
   * The same call with its reply body unread (file downloads) or its request body streamed (file
   * uploads), under the same token rules. A streamed request body cannot be sent twice, so an
   * upload answered 401 is not retried: the refresh before it makes that the rare case. An error
   * status is read (bounded) and raised as the envelope; a 2xx comes back with its body unread.
   */
  async open(
    request: FastifyRequest,
    operationId: OperationId,
    input: OpenInput,
    use: TokenUse = upstreamOperations[operationId].auth,
  ): Promise<OpenedReply> {
    const subject = await this.subjectOf(request, use);
    const { reply, failure } = await this.withTokens(
      subject,
      use,
      input.body === undefined,
      async (token) => {
        try {
          return await this.upstream.open(operationId, input, contextWith(subject, token));
        } catch (error) {
          if (error instanceof UpstreamUnavailable) throw new GatewayError(unavailableFailure(error));
          throw error;
        }
      },
      (dropped) => dropped.body.dump(),
    );
    if (reply.status >= 400) {
      const text = await readBounded(reply.body, ERROR_BODY_LIMIT);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // A non-JSON error body says nothing beyond its status, which the envelope keeps.
        body = null;
      }
      throw new GatewayError(upstreamFailure(reply.status, body, failure));
    }
    return reply;
  }

  private async subjectOf(request: FastifyRequest, use: TokenUse): Promise<CallSubject> {
    const config = request.routeOptions.config;
    return {
      session: use === 'none' ? null : await this.sessions.load(request),
      context: callContext(request),
      area: config.area ?? 'other',
      ticketsPage: config.ticketsPage ?? false,
      nextRouteQuery: nextRouteQuery(request),
    };
  }

  private async callFor<Id extends OperationId>(
    subject: CallSubject,
    operationId: Id,
    input: CallInput<Id>,
    use: TokenUse,
  ): Promise<UpstreamReply<Id>> {
    const { reply, failure } = await this.withTokens(subject, use, true, async (token) => {
      try {
        return await this.upstream.call(operationId, input, contextWith(subject, token));
      } catch (error) {
        if (error instanceof UpstreamUnavailable) throw new GatewayError(unavailableFailure(error));
        throw error;
      }
    });
    if (reply.status >= 400) throw new GatewayError(upstreamFailure(reply.status, reply.body, failure));
    return reply.body as UpstreamReply<Id>;
  }

  /**
   * Spec 1 §8, spec 2 §8 token rules around one exchange: refresh ahead of expiry, on a 401 refresh
   * once and retry once (when the exchange can be repeated), without usable tokens go to sign-in
   * (office, or a required token) or retry anonymously. `drop` discards a reply that is retried.
   */
  private async withTokens<R extends { status: number }>(
    subject: CallSubject,
    use: TokenUse,
    repeatable: boolean,
    send: (token: string | null) => Promise<R>,
    drop?: (reply: R) => Promise<void>,
  ): Promise<{ reply: R; failure: FailureContext }> {
    const { area, context } = subject;
    const session = use === 'none' ? null : subject.session;
    let tokens: Tokens | null = session?.data.tokens ?? null;
    const failure = (signedIn: boolean): FailureContext => ({
      area,
      signedIn,
      ticketsPage: subject.ticketsPage,
      nextRouteQuery: subject.nextRouteQuery,
    });
    const signInRequired = (): GatewayError =>
      area === 'office'
        ? new GatewayError(upstreamFailure(401, { detail: 'Please sign in' }, failure(false)))
        : new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in' });

    if (session && tokens && tokens.expiresAt - this.sessions.now() <= REFRESH_THRESHOLD_S * 1000) {
      tokens = await this.refresher.refresh(session.id, tokens, context);
    }
    if (use === 'required' && !tokens) throw signInRequired();

    let reply = await send(tokens?.access ?? null);
    if (reply.status === 401 && session && tokens && repeatable) {
      await drop?.(reply);
      const renewed = await this.refresher.refresh(session.id, tokens, context);
      if (renewed) {
        reply = await send(renewed.access);
        if (reply.status === 401) {
          await drop?.(reply);
          throw new GatewayError({
            status: 401,
            code: 'unauthorized_after_refresh',
            message: 'The service refused the session',
            serverProblems: true,
          });
        }
      } else if (use === 'required' || area === 'office') {
        throw signInRequired();
      } else {
        reply = await send(null);
      }
    }
    return { reply, failure: failure(tokens !== null) };
  }
}

/** Upstream error bodies worth reading: a few field errors, never a whole file. */
const ERROR_BODY_LIMIT = 64 * 1024;

const readBounded = async (body: OpenedReply['body'], limit: number): Promise<string> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      break;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
};
