/**
 * The answers of a public page's shell reads (site, visitor: `shellReads` of the page table), kept
 * for a moment. An anonymous render asks them with no session, so they are the same for every page
 * of a host and language; each in-process read costs a request's routing, hooks and writing (about
 * 0.3 ms of the event loop), two of a render's three reads. A page's own reads are never kept here:
 * their cache is the public reads' (cache/public-reads.ts).
 */

/** How long a shell read's answer serves further renders: renders of a crawl come many a second. */
export const SHELL_READ_KEPT_MS = 1_000;
/** At most this many answers are kept (hosts × languages × shell reads); the oldest goes first. */
const KEPT_ANSWERS = 512;

export interface ShellAnswer {
  status: number;
  body: Uint8Array;
}

export class ShellReads {
  /** The read of each key, settled or in flight: renders racing a cold key share one read. */
  private readonly kept = new Map<string, { answer: Promise<ShellAnswer>; until: number }>();

  constructor(private readonly now: () => number) {}

  /**
   * The answer of `key` read less than SHELL_READ_KEPT_MS ago (or being read), else `read`'s. An
   * answer other than a 200, or a read that throws, is not kept past the callers already waiting.
   */
  get(key: string, read: () => Promise<ShellAnswer>): Promise<ShellAnswer> {
    const found = this.kept.get(key);
    if (found && found.until > this.now()) return found.answer;
    const answer = read();
    this.kept.delete(key);
    if (this.kept.size >= KEPT_ANSWERS) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, { answer, until: this.now() + SHELL_READ_KEPT_MS });
    const forget = () => {
      if (this.kept.get(key)?.answer === answer) this.kept.delete(key);
    };
    // The callers get the answer or the error from `answer` itself; this only decides what is kept.
    answer.then((settled) => settled.status === 200 || forget(), forget);
    return answer;
  }

  /** Drops what is kept (a purge of the data behind the reads). */
  clear(): void {
    this.kept.clear();
  }
}
