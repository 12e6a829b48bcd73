import { Random } from './random.js';

export interface SandboxOptions {
  /** Seed of every generated record. */
  seed: number;
  /** Access-token lifetime in seconds (SANDBOX_TOKEN_TTL). */
  tokenTtlSeconds: number;
  /** The clock; tests move it. */
  now: () => number;
  /** How long a ticket hold lasts: TICKET_HOLD_MS unless a browser test shortens it (SANDBOX_TICKET_HOLD_MS). */
  ticketHoldMs: number;
}

/**
 * All state of one sandbox run. Each product area keeps its own store (see `areaStore`), created
 * on first use from the same seed, so a reset is simply a new SandboxState.
 */
export class SandboxState {
  private readonly stores = new Map<unknown, unknown>();

  constructor(readonly options: SandboxOptions) {}

  now(): number {
    return this.options.now();
  }

  random(area: string): Random {
    return Random.forArea(this.options.seed, area);
  }

  store<T>(key: unknown, create: (state: SandboxState) => T): T {
    if (!this.stores.has(key)) this.stores.set(key, create(this));
    return this.stores.get(key) as T;
  }
}

/** Declares an area's store: `const catalog = areaStore((state) => new Catalog(state))`, then `catalog(state)`. */
export const areaStore = <T>(create: (state: SandboxState) => T): ((state: SandboxState) => T) => {
  const key = Symbol('area-store');
  return (state) => state.store(key, create);
};
