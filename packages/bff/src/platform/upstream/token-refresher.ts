import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  REFRESH_KEEPS_TOKENS_STATUSES,
  REFRESH_WAIT_MAX_STEPS,
  REFRESH_WAIT_STEP_MS,
  UPSTREAM_UNAVAILABLE_STATUS,
} from '../constants.js';
import { GatewayError } from '../errors/envelope.js';
import { lockTtlMs } from '../session/one-at-a-time.js';
import { type Tokens, tokensFrom } from '../session/session.js';
import { SessionEnded, type SessionManager } from '../session/session-manager.js';
import { SessionStoreUnavailable } from '../store/store-unavailable.js';
import { unavailableFailure, upstreamFailure } from './error-mapping.js';
import { type CallContext, type UpstreamClient, UpstreamUnavailable } from './upstream-client.js';

const WAIT_LIMIT_MS = REFRESH_WAIT_STEP_MS * REFRESH_WAIT_MAX_STEPS;
/** How often refreshed tokens are offered again to a store that is away for a moment (a failover). */
export const TOKENS_SAVE_RETRY_MS = 250;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export type RefreshOutcome = 'refreshed' | 'reused' | 'kept' | 'cleared' | 'wait_timeout';

export interface TokenRefresherOptions {
  sessions: SessionManager;
  upstream: UpstreamClient;
  upstreamTimeoutMs: number;
  log: FastifyBaseLogger;
  onRefresh?: (outcome: RefreshOutcome) => void;
}

/**
 * Refreshes a session's tokens exactly once however many requests ask at the same time:
 * inside this process they share one promise; across instances the first takes a lock in the
 * session store, re-reads the session (another holder may have refreshed already) and refreshes;
 * the others wait for the session to change (notified, else checked every second, 20 s at most)
 * and use the new tokens. A refresh token is never spent twice.
 */
export class TokenRefresher {
  private readonly inflight = new Map<string, Promise<Tokens | null>>();

  constructor(private readonly options: TokenRefresherOptions) {}

  /**
   * New tokens for the session whose tokens were `stale`; null when the session has no tokens
   * any more (signed out, or the refresh was refused). Throws a server-problems GatewayError when
   * the upstream could not refresh for now (the tokens are kept then).
   */
  refresh(sessionId: string, stale: Tokens, context: Omit<CallContext, 'token'>): Promise<Tokens | null> {
    const running = this.inflight.get(sessionId);
    if (running) return running;
    const promise = this.refreshOnce(sessionId, stale, context).finally(() => this.inflight.delete(sessionId));
    this.inflight.set(sessionId, promise);
    return promise;
  }

  private async refreshOnce(
    sessionId: string,
    stale: Tokens,
    context: Omit<CallContext, 'token'>,
  ): Promise<Tokens | null> {
    const { sessions } = this.options;
    const owner = randomUUID();
    const deadline = sessions.now() + WAIT_LIMIT_MS;
    for (;;) {
      if (await sessions.store.lock(`refresh:${sessionId}`, owner, lockTtlMs(this.options.upstreamTimeoutMs))) {
        try {
          return await this.refreshHoldingLock(sessionId, stale, context);
        } finally {
          await sessions.store.unlock(`refresh:${sessionId}`, owner).catch((error: unknown) =>
            // The refresh itself is done (or failed on its own); the lock runs out after its TTL.
            this.options.log.warn(
              { err: error },
              'token refresh: the lock could not be released; it expires by itself',
            ),
          );
        }
      }
      const remaining = deadline - sessions.now();
      if (remaining <= 0) break;
      await sessions.store.waitForChange(sessionId, Math.min(REFRESH_WAIT_STEP_MS, remaining));
      const current = await sessions.store.get(sessionId);
      if (!current?.tokens) return null;
      if (current.tokens.refresh !== stale.refresh) {
        this.options.onRefresh?.('reused');
        return current.tokens;
      }
    }
    this.options.onRefresh?.('wait_timeout');
    throw new GatewayError({
      status: 503,
      code: 'refresh_wait_timeout',
      message: 'Signing in again took too long; please retry',
      serverProblems: true,
    });
  }

  private async refreshHoldingLock(
    sessionId: string,
    stale: Tokens,
    context: Omit<CallContext, 'token'>,
  ): Promise<Tokens | null> {
    const { sessions, upstream, log } = this.options;
    const current = await sessions.store.get(sessionId);
    if (!current?.tokens) return null;
    if (current.tokens.refresh !== stale.refresh) {
      this.options.onRefresh?.('reused');
      return current.tokens;
    }
    let response: Awaited<ReturnType<UpstreamClient['call']>>;
    try {
      response = await upstream.call('refresh', { body: { refresh: stale.refresh } }, { ...context, token: null });
    } catch (error) {
      if (!(error instanceof UpstreamUnavailable)) throw error;
      this.options.onRefresh?.('kept');
      log.warn({ reason: error.reason }, 'token refresh: upstream unavailable, tokens kept');
      throw new GatewayError(unavailableFailure(error));
    }
    if (response.status === 200) {
      const tokens = tokensFrom(
        response.body as { access_token: string; refresh_token: string; expires_in: number },
        sessions.now(),
      );
      if (!(await this.save(sessionId, tokens))) {
        // Signed out while the upstream refreshed: the new tokens go nowhere, the session stays gone.
        log.info('token refresh finished after the session ended; tokens dropped');
        return null;
      }
      this.options.onRefresh?.('refreshed');
      return tokens;
    }
    if (REFRESH_KEEPS_TOKENS_STATUSES.includes(response.status) || response.status === UPSTREAM_UNAVAILABLE_STATUS) {
      this.options.onRefresh?.('kept');
      log.warn({ status: response.status }, 'token refresh failed for now, tokens kept');
      throw new GatewayError(upstreamFailure(response.status, response.body, { area: 'other', signedIn: true }));
    }
    // A refused refresh (spent, revoked, expired) ends the signed-in state; the session itself stays
    // (unless it ended meanwhile).
    await sessions
      .update(sessionId, (data) => {
        data.tokens = null;
        data.user = null;
        data.userLoadedAt = 0;
        data.spectator = null;
      })
      .catch((error: unknown) => {
        if (!(error instanceof SessionEnded)) throw error;
      });
    this.options.onRefresh?.('cleared');
    log.info({ status: response.status }, 'token refresh refused, tokens removed');
    return null;
  }

  /**
   * Stores refreshed tokens; false when the session ended meanwhile. The upstream has spent the old
   * refresh token, so these are the only tokens that still work: a store that is away for a moment
   * (a Redis failover) is offered them again every TOKENS_SAVE_RETRY_MS for as long as the others
   * wait for them (WAIT_LIMIT_MS), instead of dropping them and signing the user out at the next
   * refresh. The lock, confirmed by a replica, keeps other instances from refreshing meanwhile.
   */
  private async save(sessionId: string, tokens: Tokens): Promise<boolean> {
    const giveUpAt = performance.now() + WAIT_LIMIT_MS;
    for (;;) {
      try {
        await this.options.sessions.update(sessionId, (data) => {
          data.tokens = tokens;
        });
        return true;
      } catch (error) {
        if (error instanceof SessionEnded) return false;
        if (!(error instanceof SessionStoreUnavailable) || performance.now() >= giveUpAt) throw error;
        this.options.log.warn('token refresh: the session store is away; offering the new tokens again');
        await pause(TOKENS_SAVE_RETRY_MS);
      }
    }
  }
}
