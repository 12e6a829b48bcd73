import { type OperationId, upstreamOperations } from '@gf/contracts/upstream/operations';
import type { FastifyRequest } from 'fastify';
import type { TokenRefresher } from '../auth/token-refresher.js';
import { REFRESH_THRESHOLD_S } from '../constants.js';
import { GatewayError } from '../errors/envelope.js';
import type { SessionData, Tokens } from '../session/session.js';
import type { SessionManager } from '../session/session-manager.js';
import { type CallArea, type FailureContext, unavailableFailure, upstreamFailure } from './error-mapping.js';
import { type CallInput, type UpstreamClient, type UpstreamReply, UpstreamUnavailable } from './upstream-client.js';

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
    const config = request.routeOptions.config;
    const session = use === 'none' ? null : await this.sessions.load(request);
    return this.callFor(
      {
        session,
        context: callContext(request),
        area: config.area ?? 'other',
        ticketsPage: config.ticketsPage ?? false,
        nextRouteQuery: nextRouteQuery(request),
      },
      operationId,
      input,
      use,
    );
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

  private async callFor<Id extends OperationId>(
    subject: CallSubject,
    operationId: Id,
    input: CallInput<Id>,
    use: TokenUse,
  ): Promise<UpstreamReply<Id>> {
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

    const send = async (token: string | null) => {
      try {
        return await this.upstream.call(operationId, input, { ...context, token });
      } catch (error) {
        if (error instanceof UpstreamUnavailable) throw new GatewayError(unavailableFailure(error));
        throw error;
      }
    };

    if (session && tokens && tokens.expiresAt - this.sessions.now() <= REFRESH_THRESHOLD_S * 1000) {
      tokens = await this.refresher.refresh(session.id, tokens, context);
    }
    if (use === 'required' && !tokens) throw signInRequired();

    let response = await send(tokens?.access ?? null);
    if (response.status === 401 && session && tokens) {
      const renewed = await this.refresher.refresh(session.id, tokens, context);
      if (renewed) {
        response = await send(renewed.access);
        if (response.status === 401) {
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
        response = await send(null);
      }
    }
    if (response.status >= 400)
      throw new GatewayError(upstreamFailure(response.status, response.body, failure(tokens !== null)));
    return response.body as UpstreamReply<Id>;
  }
}
