import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import stringify from 'safe-stable-stringify';
import { GatewayError } from '../errors/envelope.js';
import type { SessionManager } from '../session/session-manager.js';

/** What a request asks for, as one digest: its route's parameters and body in canonical JSON (keys sorted), sha256. */
export const requestDigest = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(stringify({ params: request.params ?? null, body: request.body ?? null }) ?? '')
    .digest('base64url');

/** The same idempotency key with another request: the first request's answer would be a lie (issue 29). */
export const keyReused = (): GatewayError =>
  new GatewayError({
    status: 409,
    code: 'idempotency_key_reused',
    message: 'This idempotency key was already used for another request; send this one with a new key',
  });

const CLAIM_PREFIX = 'idempotency:';

/**
 * Writes that must happen once (issue 8, issue 21, issue 29). Each write runs per caller (the
 * session, else the address) and route:
 * - `run`, under the client's idempotency key: the key is bound to the digest of the request's
 *   parameters and body the first time it is used, in the session store (Redis with REDIS_URL, so
 *   every instance agrees), for `keepMs`; the same key with another request answers 409
 *   `idempotency_key_reused` before anything runs. The same request joins the one running or gets
 *   the result kept for `keepMs`; a failure is not kept, so a retry with the same request runs again.
 * - `join`, for a write that names no attempt (a ticket hold): an identical request of the same
 *   caller joins the one running; nothing is kept after it ends.
 * Results live in this instance's memory; across instances the upstream's own key (sent along by
 * the routes whose upstream takes one) or its own rule (one hold per user and event) holds.
 */
export class WriteOnce<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly done = new Map<string, { value: T; until: number; digest: string }>();

  constructor(
    private readonly sessions: SessionManager,
    private readonly keepMs: number,
    /** Finished results kept at most; the oldest go first. */
    private readonly maxKept = 10_000,
  ) {}

  async run(
    request: FastifyRequest,
    idempotencyKey: string,
    work: () => Promise<T>,
  ): Promise<{ value: T; leader: boolean }> {
    const digest = requestDigest(request);
    const key = `${await this.callerOf(request)}|${request.method} ${request.routeOptions.url}|${idempotencyKey}`;
    const held = await this.sessions.store.claim(CLAIM_PREFIX + key, digest, this.keepMs);
    if (held !== digest) throw keyReused();
    const kept = this.done.get(key);
    // The digest too: a key whose claim lapsed just before its result may be claimed by another request.
    if (kept && kept.until > this.sessions.now() && kept.digest === digest) return { value: kept.value, leader: false };
    return this.once(key, digest, work);
  }

  async join(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const digest = requestDigest(request);
    const key = `${await this.callerOf(request)}|${request.method} ${request.routeOptions.url}|${digest}`;
    return (await this.once(key, digest, work, false)).value;
  }

  private async callerOf(request: FastifyRequest): Promise<string> {
    return (await this.sessions.load(request))?.id ?? `address ${request.ip}`;
  }

  private async once(
    key: string,
    digest: string,
    work: () => Promise<T>,
    keep = true,
  ): Promise<{ value: T; leader: boolean }> {
    const running = this.running.get(key);
    if (running) return { value: await running, leader: false };
    const promise = work();
    this.running.set(key, promise);
    try {
      const value = await promise;
      if (keep) this.remember(key, digest, value);
      return { value, leader: true };
    } finally {
      this.running.delete(key);
    }
  }

  private remember(key: string, digest: string, value: T): void {
    const now = this.sessions.now();
    this.done.delete(key);
    this.done.set(key, { value, until: now + this.keepMs, digest });
    for (const [old, entry] of this.done) {
      if (this.done.size <= this.maxKept && entry.until > now) break;
      this.done.delete(old);
    }
  }
}
