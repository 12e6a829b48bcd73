/**
 * Double submission never creates two orders (issue 8): calls with the same key share one promise
 * while it runs, and a finished success is remembered for `keepMs`, so a retried request (a double
 * click, a lost reply) gets the first order back. A failure is forgotten at once: the user may fix
 * the cart and send again. Per process; across instances the upstream's own idempotency key
 * (order_metrics.idempotency_key) holds.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly done = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number,
    /** Finished entries kept at most; the oldest go first. */
    private readonly maxKept = 10_000,
  ) {}

  /** Runs `work` for `key` unless it runs or ran already; `leader` says whether this call ran it. */
  async run(key: string, work: () => Promise<T>): Promise<{ value: T; leader: boolean }> {
    const kept = this.done.get(key);
    if (kept && kept.until > this.now()) return { value: kept.value, leader: false };
    const running = this.running.get(key);
    if (running) return { value: await running, leader: false };
    const promise = work();
    this.running.set(key, promise);
    try {
      const value = await promise;
      this.remember(key, value);
      return { value, leader: true };
    } finally {
      this.running.delete(key);
    }
  }

  private remember(key: string, value: T): void {
    this.done.delete(key);
    this.done.set(key, { value, until: this.now() + this.keepMs });
    for (const [old, entry] of this.done) {
      if (this.done.size <= this.maxKept && entry.until > this.now()) break;
      this.done.delete(old);
    }
  }
}
