import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../../../platform/errors/envelope.js';
import type { SessionManager } from '../../../platform/session/session-manager.js';

/**
 * How long a list's total or a user's periods, once read, decide alone that a page or a period
 * does not exist. Lists grow while a partner works (a new client, a new first line): a minute keeps
 * a page that has just come into being from being refused for long.
 */
export const RECENT_BOUNDS_TTL_MS = 60_000;
/** Entries kept per instance; the oldest go first. */
export const RECENT_BOUNDS_MAX = 20_000;

interface Entry<T> {
  value: T;
  at: number;
}

/**
 * What this instance last read of a user's list sizes and periods (spec 2 §7 paged lists and
 * statement periods), so that a page past the end or a period the user does not have is refused
 * without asking the upstream again (issue 17 "nothing upstream"). Only what was read is known: an
 * instance that has not read the list yet asks once. Kept per user, never across users.
 */
export class RecentBounds {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(
    private readonly sessions: Pick<SessionManager, 'load' | 'now'>,
    private readonly ttlMs = RECENT_BOUNDS_TTL_MS,
    private readonly max = RECENT_BOUNDS_MAX,
  ) {}

  /** The signed-in user a bound belongs to; null when there is none (nothing is kept then). */
  async userOf(request: FastifyRequest): Promise<string | null> {
    const user = (await this.sessions.load(request))?.data.user;
    return user ? String(user.id) : null;
  }

  recall<T>(user: string | null, key: string): T | undefined {
    if (user === null) return undefined;
    const name = `${user}\u0000${key}`;
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (this.sessions.now() - entry.at >= this.ttlMs) {
      this.entries.delete(name);
      return undefined;
    }
    return entry.value as T;
  }

  remember<T>(user: string | null, key: string, value: T): void {
    if (user === null) return;
    const name = `${user}\u0000${key}`;
    // Re-inserted last, so the map's order is the order of use and the first entry the stalest.
    this.entries.delete(name);
    this.entries.set(name, { value, at: this.sessions.now() });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets what was read of a user's lists: a write of theirs (a transfer) has just changed them. */
  forget(user: string | null): void {
    if (user === null) return;
    const prefix = `${user}\u0000`;
    for (const name of this.entries.keys()) if (name.startsWith(prefix)) this.entries.delete(name);
  }
}

/** A list's query without its page, in a stable order: one key per search and filter. */
export const listKey = (list: string, query: Record<string, unknown>): string =>
  `${list}?${Object.entries(query)
    .filter(([name, value]) => name !== 'page' && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&')}`;

/** The last page of a list of `total` rows (page 1 always exists, empty or not). */
export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** A page after the last one of a list: the envelope, not an empty table. */
export const pastTheEnd = (page: number, total: number): GatewayError =>
  new GatewayError({
    status: 404,
    code: 'page_past_end',
    message: `The list has ${total} rows; page ${page} is past its end`,
  });

/**
 * Reads one page of a paged list of `pageSize` rows. A page past the end the gateway can already
 * see from the list's recent total is refused before the upstream; otherwise the upstream's total
 * is remembered.
 */
export const listPager =
  (bounds: RecentBounds, pageSize: number) =>
  async <R extends { total: number }>(
    request: FastifyRequest,
    list: string,
    query: { page: number } & Record<string, unknown>,
    read: () => Promise<R>,
    rows: (reply: R) => number,
  ): Promise<R> => {
    const user = await bounds.userOf(request);
    const key = listKey(list, query);
    const known = bounds.recall<number>(user, key);
    if (known !== undefined && query.page > lastPage(known, pageSize)) throw pastTheEnd(query.page, known);
    const reply = await read();
    bounds.remember(user, key, reply.total);
    if (query.page > 1 && rows(reply) === 0) throw pastTheEnd(query.page, reply.total);
    return reply;
  };
