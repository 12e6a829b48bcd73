import { IncomingMessage } from 'node:http';
import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import { isApiRequest } from '../api-path.js';

/**
 * Pages waiting for a turn at most; past it a page is refused at once (503, Retry-After) instead of
 * queued without bound. Each client connection waits for one page at a time, so only a flood of
 * connections reaches it.
 */
export const PAGES_WAITING_MAX = 1_024;
/** How often the event loop's load is sampled (ms). */
export const LOOP_SAMPLE_MS = 100;
/** The event loop's busy share over a sample past which, with clients' API requests in it, the API contends. */
export const LOOP_BUSY_SHARE = 0.8;
/** The API contends only while clients' API requests keep coming: the last one this recent (ms). */
export const API_RECENT_MS = 10;
/**
 * The share of time pages may spend being handled while the API contends. Measured from a page's
 * arrival to its reply, less its wait for a turn; the work after the reply (logging, metrics) and
 * the parsing before it are not counted, so pages take about half as much again of the loop. The
 * issue's storm target (the API at 0.7 of its throughput alone) leaves them no more.
 */
export const PAGE_LOOP_SHARE = 0.1;
/** Page time saved up while no page waited, and owed, at most (ms). */
export const PAGE_BUDGET_MAX_MS = 20;

/**
 * The API before pages, on the one event loop (issue 30, "renders never starve the API").
 *
 * A page request (a stored page, a render's reads and hand-over, the shell) arriving in a loop turn
 * in which clients' API requests are handled waits for the turn's end. While the API contends (the
 * loop busier than LOOP_BUSY_SHARE over the last sample, and API requests still coming), each turn
 * lets one waiting page through, and only while pages have spent less than PAGE_LOOP_SHARE of the
 * time: a client asking pages as fast as it can gets that share, not a share of the loop per
 * connection. Otherwise every waiting page goes on at the turn's end, and a page arriving in a turn
 * without API requests goes on at once: pages alone run at full speed.
 *
 * Renders give way too: while the API contends, a page that would need a render gets what a full
 * render queue gives (its stored copy however old, else the shell with its head tags). Renders
 * resume as soon as the API leaves the loop room.
 */
export class ApiFirst {
  private apiThisTurn = false;
  private apiThisSample = false;
  private turnEnding = false;
  private readonly waiting: Array<() => void> = [];
  private lastSample: EventLoopUtilization = performance.eventLoopUtilization();
  private busy = false;
  private lastApiAt = Number.NEGATIVE_INFINITY;
  /** Time pages may still spend while the API contends (ms); at or below zero, pages wait. */
  private budget = PAGE_BUDGET_MAX_MS;
  private refilledAt = performance.now();
  private readonly sampler = setInterval(() => this.sample(), LOOP_SAMPLE_MS).unref();

  /**
   * Marks a client's API request, however its path is spelled (`/%62ff/v1/shop/main` is the API
   * too): not a page's own in-process reads, which are part of that page, and not an address no
   * route answers (a flood of unknown /bff/ addresses must not turn pages into shells).
   */
  noteRequest(request: FastifyRequest): void {
    if (request.is404 || !(request.raw instanceof IncomingMessage) || !isApiRequest(request)) return;
    this.apiThisSample = true;
    this.lastApiAt = performance.now();
    if (this.apiThisTurn) return;
    this.apiThisTurn = true;
    this.endTurnSoon();
  }

  /** Whether a page can wait for a turn now; false: too many wait already. */
  get open(): boolean {
    return this.waiting.length < PAGES_WAITING_MAX;
  }

  /** Pages waiting for their turn now. */
  get pagesWaiting(): number {
    return this.waiting.length;
  }

  /** Resolves when the page may go on; undefined: at once (no API request in this turn, no page before it). */
  turn(): Promise<void> | undefined {
    if (!this.apiThisTurn && this.waiting.length === 0) return undefined;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.endTurnSoon();
    });
  }

  /**
   * A page let through took `ms` of handling, taken from the pages' share while the API contends.
   * That time includes the page's waits (its reads, a render thread), so pages are held to less than
   * their share, never more; the budget owes at most PAGE_BUDGET_MAX_MS, so one slow page holds the
   * others back for a fifth of a second at most.
   */
  spent(ms: number): void {
    if (this.contended()) this.budget = Math.max(-PAGE_BUDGET_MAX_MS, this.budget - ms);
  }

  /** True while renders give way to the API. */
  get rendersGiveWay(): boolean {
    return this.contended();
  }

  close(): void {
    clearInterval(this.sampler);
    for (const go of this.waiting.splice(0)) go();
  }

  private contended(): boolean {
    return this.busy && performance.now() - this.lastApiAt < API_RECENT_MS;
  }

  /** The turn ends in the loop's check phase, after the turn's I/O (the API requests) was handled. */
  private endTurnSoon(): void {
    if (this.turnEnding) return;
    this.turnEnding = true;
    setImmediate(() => this.endTurn());
  }

  private endTurn(): void {
    this.turnEnding = false;
    const now = performance.now();
    this.budget = Math.min(PAGE_BUDGET_MAX_MS, this.budget + PAGE_LOOP_SHARE * (now - this.refilledAt));
    this.refilledAt = now;
    const admitted = !this.apiThisTurn || !this.contended() ? this.waiting.length : this.budget > 0 ? 1 : 0;
    this.apiThisTurn = false;
    for (const go of this.waiting.splice(0, admitted)) go();
    if (this.waiting.length > 0) this.endTurnSoon();
  }

  private sample(): void {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, this.lastSample);
    this.lastSample = now;
    this.busy = this.apiThisSample && utilization > LOOP_BUSY_SHARE;
    this.apiThisSample = false;
  }
}
