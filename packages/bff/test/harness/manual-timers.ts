import type { Timers } from '../../src/platform/jobs/job-timers.js';

interface Pending {
  due: number;
  run: () => void;
}

/** Timers on a clock the test moves: `fireDue` runs, in order, every timer whose time has come. */
export class ManualTimers implements Timers {
  private readonly pending = new Set<Pending>();

  constructor(private readonly now: () => number) {}

  set(run: () => void, ms: number): unknown {
    const timer = { due: this.now() + ms, run };
    this.pending.add(timer);
    return timer;
  }

  clear(handle: unknown): void {
    this.pending.delete(handle as Pending);
  }

  fireDue(): void {
    const due = [...this.pending].filter((t) => t.due <= this.now()).sort((a, b) => a.due - b.due);
    for (const timer of due) {
      this.pending.delete(timer);
      timer.run();
    }
  }
}
