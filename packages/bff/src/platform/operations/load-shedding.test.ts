import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { PRESSURE_SAMPLE_MS as SAMPLE_MS, SHED_RETRY_AFTER_S } from './load-shedding.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Holds the event loop, as a runaway synchronous task would. */
const blockLoop = (ms: number): void => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
};

describe('load shedding', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('answers 503 with the envelope and Retry-After past the heap limit, and reaches no upstream', async () => {
    h = await startHarness({ PRESSURE_MAX_HEAP_BYTES: 1 });
    await sleep(SAMPLE_MS + 300);
    h.sandbox.callLog.clear();
    const response = await h.get('/bff/v1/site');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_S));
    expect(response.json().error).toMatchObject({ status: 503, code: 'overloaded', serverProblems: true });
    expect((await h.get('/readyz')).statusCode).toBe(503);
    expect(h.sandbox.callLog.snapshot().records).toEqual([]);
    // Liveness and metrics still answer: a busy instance is not a dead one.
    expect((await h.get('/healthz')).statusCode).toBe(200);
    expect((await h.get('/metrics')).statusCode).toBe(200);
  });

  it('sheds while the event loop lags, then serves again once it recovers', async () => {
    h = await startHarness({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 200, PRESSURE_MAX_HEAP_BYTES: 0 });
    expect((await h.get('/bff/v1/site')).statusCode).toBe(200);
    // Past the start-up grace (the first sample after start-up does not count).
    await sleep(SAMPLE_MS + 600);
    expect((await h.get('/bff/v1/site')).statusCode).toBe(200);
    // A loop that lags by ~300 ms on every turn for a while (the limit is 200 ms).
    const until = Date.now() + SAMPLE_MS * 2.5;
    while (Date.now() < until) {
      blockLoop(300);
      await sleep(1);
    }
    const shed = await h.get('/bff/v1/site');
    expect(shed.statusCode).toBe(503);
    expect(shed.json().error.code).toBe('overloaded');
    await sleep(SAMPLE_MS * 2 + 200);
    expect((await h.get('/bff/v1/site')).statusCode).toBe(200);
  });

  it('serves normally under the default limits, also right after a slow start-up', async () => {
    h = await startHarness();
    // A start-up that holds the loop for longer than a sample, as compiling every route does.
    blockLoop(SAMPLE_MS + 200);
    await sleep(20);
    expect((await h.get('/bff/v1/site')).statusCode).toBe(200);
    await sleep(SAMPLE_MS + 100);
    expect((await h.get('/bff/v1/site')).statusCode).toBe(200);
  });
});
