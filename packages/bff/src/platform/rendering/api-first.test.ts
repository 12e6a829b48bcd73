import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_RECENT_MS, ApiFirst, LOOP_SAMPLE_MS, PAGE_BUDGET_MAX_MS, PAGES_WAITING_MAX } from './api-first.js';

/** A request from a browser for `url`, which matched the route `route`. */
const browserRequest = (url: string, route: string) =>
  ({ url, routeOptions: { url: route }, raw: new IncomingMessage(new Socket()) }) as unknown as FastifyRequest;
/** A browser's API request, on a socket of its own. */
const clientApi = browserRequest('/bff/v1/shop/main', '/bff/v1/shop/main');
/** The same API request with its path spelled otherwise: routing decodes `%62` to `b`. */
const spelledApi = browserRequest('/%62ff/v1/shop/main', '/bff/v1/shop/main');
/** A page's own read, made in-process by the renderer (light-my-request: no socket). */
const pageRead = {
  url: '/bff/v1/site',
  routeOptions: { url: '/bff/v1/site' },
  raw: new PassThrough(),
} as unknown as FastifyRequest;
/** An address under the API's prefix no route answers (a flood of them is not the API). */
const unknownApi = {
  url: '/bff/v1/no-such-read',
  routeOptions: { url: undefined },
  is404: true,
  raw: new IncomingMessage(new Socket()),
} as unknown as FastifyRequest;
/** A page request from a browser. */
const pageRequest = browserRequest('/shop', '/*');

/** Waits for the end of the loop turn (the check phase the page turns end in). */
const turnEnd = () => new Promise((resolve) => setImmediate(resolve));

/** Pages that asked for a turn, and how many of them went on. */
const pagesAsking = (first: ApiFirst, count: number) => {
  let through = 0;
  for (let i = 0; i < count; i += 1) void first.turn()?.then(() => (through += 1));
  return { through: () => through };
};

/** Keeps the loop busy past LOOP_BUSY_SHARE with API requests in it, until a sample says so. */
const saturate = async (first: ApiFirst) => {
  first.noteRequest(clientApi);
  const until = performance.now() + 8 * LOOP_SAMPLE_MS;
  while (performance.now() < until) {
    // The loop held, as a flood of API requests would hold it.
  }
  // The overdue sample runs now and reads the busy loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Issue 30: the API before pages on the one event loop. */
describe('the API first', () => {
  const made: ApiFirst[] = [];
  const apiFirst = () => {
    const first = new ApiFirst();
    made.push(first);
    return first;
  };
  afterEach(() => {
    for (const first of made.splice(0)) first.close();
  });

  it('lets a page go on at once in a turn without API requests', () => {
    const first = apiFirst();
    first.noteRequest(pageRequest);
    first.noteRequest(pageRead);
    expect(first.turn()).toBeUndefined();
  });

  it('does not count an address no route answers as the API', async () => {
    const first = apiFirst();
    first.noteRequest(unknownApi);
    expect(first.turn()).toBeUndefined();
    const until = performance.now() + 8 * LOOP_SAMPLE_MS;
    while (performance.now() < until) first.noteRequest(unknownApi);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.rendersGiveWay).toBe(false);
  });

  it.each([
    ['spelled plainly', clientApi],
    ['spelled otherwise', spelledApi],
  ])('holds a page arriving with a client API request (%s) until the turn has handled the API', async (_, api) => {
    const first = apiFirst();
    first.noteRequest(api);
    const pages = pagesAsking(first, 3);
    expect(pages.through()).toBe(0);
    await turnEnd();
    // The loop is not busy: every page waiting goes on at the turn's end.
    expect(pages.through()).toBe(3);
    expect(first.turn()).toBeUndefined();
  });

  it('while the API keeps a busy loop, lets one page through a turn, within the pages share of the time', async () => {
    const first = apiFirst();
    await saturate(first);
    first.noteRequest(clientApi);
    expect(first.rendersGiveWay).toBe(true);
    const pages = pagesAsking(first, 3);
    await turnEnd();
    expect(pages.through()).toBe(1);
    first.noteRequest(clientApi);
    await turnEnd();
    expect(pages.through()).toBe(2);
    // The pages let through took more than their share: the next waits while the API keeps coming.
    first.spent(10 * PAGE_BUDGET_MAX_MS);
    first.noteRequest(clientApi);
    await turnEnd();
    first.noteRequest(clientApi);
    await turnEnd();
    expect(pages.through()).toBe(2);
    // Once the API stops coming, the page goes on, and so do renders.
    await new Promise((resolve) => setTimeout(resolve, 2 * API_RECENT_MS));
    await turnEnd();
    expect(pages.through()).toBe(3);
    expect(first.rendersGiveWay).toBe(false);
  });

  it('does not hold renders back for a busy loop without API requests (pages alone run at full speed)', async () => {
    const first = apiFirst();
    const until = performance.now() + 8 * LOOP_SAMPLE_MS;
    while (performance.now() < until) {
      // Busy with pages alone.
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.rendersGiveWay).toBe(false);
    expect(first.turn()).toBeUndefined();
  });

  it('refuses to hold more than PAGES_WAITING_MAX pages', async () => {
    const first = apiFirst();
    first.noteRequest(clientApi);
    pagesAsking(first, PAGES_WAITING_MAX - 1);
    expect(first.open).toBe(true);
    pagesAsking(first, 1);
    expect(first.pagesWaiting).toBe(PAGES_WAITING_MAX);
    expect(first.open).toBe(false);
    await turnEnd();
    expect(first.open).toBe(true);
  });
});
