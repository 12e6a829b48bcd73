/**
 * Joins a write to an identical one already on its way for the same session (a double click, a
 * resent form): the upstream gets one call and both requests get its answer (issue 21: "double
 * submits make one reservation"). Per gateway instance; the upstream's own rule (one running
 * hold per user and event) covers writes that reach it through different instances.
 */
export class SameWrite {
  private readonly running = new Map<string, Promise<unknown>>();

  run<T>(key: string, write: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current as Promise<T>;
    const started = write().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
