/** What one counter says after a change: its total in the window and when the window ends. */
export interface Tally {
  total: number;
  /** Milliseconds until the window ends and the counter starts again from nothing. */
  resetMs: number;
}

/** Whether a slot was taken, and if not, when the earliest holder's slot runs out. */
export interface Hold {
  ok: boolean;
  /** Milliseconds until the earliest slot runs out (0 when `ok`). */
  retryMs: number;
}

/**
 * The counters the gateway keeps about people (issue 29 item 3): where limits that must hold on
 * every instance count. In memory for one instance; in Redis when REDIS_URL is set, so two
 * instances behind a load balancer count one person once. Three kinds of record:
 * - window counters (`add`): attempts or bytes in a fixed window; a negative amount gives back;
 * - slots (`hold`/`release`): at most `max` holders at once, each slot running out after `ttlMs`
 *   unless renewed, so an instance that dies frees its slots on time;
 * - names (`resolve`/`remember`): which account a spelling of a login turned out to be.
 */
export interface LimitStore {
  add(key: string, amount: number, windowMs: number): Promise<Tally>;
  /** Takes (or renews) `holder`'s slot under `key` unless `max` others hold one. */
  hold(key: string, holder: string, max: number, ttlMs: number): Promise<Hold>;
  release(key: string, holder: string): Promise<void>;
  resolve(name: string): Promise<string | null>;
  remember(names: readonly string[], account: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

interface Timed<T> {
  value: T;
  expiresAt: number;
}

/**
 * Records beyond this are dropped oldest first: an address changing on every request cannot
 * grow the process without bound (its counters are worth nothing to it anyway).
 */
export const MEMORY_LIMIT_RECORDS = 100_000;

/** The counters of one instance (no REDIS_URL), on the gateway's clock. */
export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, Timed<number>>();
  private readonly slots = new Map<string, Map<string, number>>();
  private readonly names = new Map<string, Timed<string>>();

  constructor(private readonly now: () => number = Date.now) {}

  private bounded<T>(map: Map<string, T>): void {
    if (map.size <= MEMORY_LIMIT_RECORDS) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }

  async add(key: string, amount: number, windowMs: number): Promise<Tally> {
    const now = this.now();
    const current = this.counters.get(key);
    const live = current && current.expiresAt > now ? current : { value: 0, expiresAt: now + windowMs };
    live.value = Math.max(0, live.value + amount);
    this.counters.set(key, live);
    this.bounded(this.counters);
    return { total: live.value, resetMs: live.expiresAt - now };
  }

  async hold(key: string, holder: string, max: number, ttlMs: number): Promise<Hold> {
    const now = this.now();
    const holders = this.slots.get(key) ?? new Map<string, number>();
    for (const [name, expiresAt] of holders) if (expiresAt <= now) holders.delete(name);
    if (!holders.has(holder) && holders.size >= max) {
      this.slots.set(key, holders);
      return { ok: false, retryMs: Math.max(0, Math.min(...holders.values()) - now) };
    }
    holders.set(holder, now + ttlMs);
    this.slots.set(key, holders);
    this.bounded(this.slots);
    return { ok: true, retryMs: 0 };
  }

  async release(key: string, holder: string): Promise<void> {
    const holders = this.slots.get(key);
    holders?.delete(holder);
    if (holders?.size === 0) this.slots.delete(key);
  }

  async resolve(name: string): Promise<string | null> {
    const found = this.names.get(name);
    if (!found) return null;
    if (found.expiresAt <= this.now()) {
      this.names.delete(name);
      return null;
    }
    return found.value;
  }

  async remember(names: readonly string[], account: string, ttlMs: number): Promise<void> {
    for (const name of names) {
      this.names.delete(name);
      this.names.set(name, { value: account, expiresAt: this.now() + ttlMs });
      this.bounded(this.names);
    }
  }

  async close(): Promise<void> {}
}
