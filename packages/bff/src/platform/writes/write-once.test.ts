import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../errors/envelope.js';
import { MemorySessionStore } from '../session/memory-store.js';
import { SessionManager } from '../session/session-manager.js';
import { requestDigest, WriteOnce } from './write-once.js';

const KEY = 'key-0000-0000-0001';

/** A request as the facility reads it: no session cookie (the caller is the address), a route, params and body. */
const requestOf = (body: unknown, params: unknown = {}, ip = '127.0.0.1'): FastifyRequest =>
  ({ body, params, ip, method: 'POST', cookies: {}, routeOptions: { url: '/transfers/:type' } }) as FastifyRequest;

const writes = (keepMs = 60_000, clock = { now: 0 }) => {
  const sessions = new SessionManager({
    store: new MemorySessionStore(() => clock.now),
    secure: 'never',
    now: () => clock.now,
  });
  return { once: new WriteOnce<number>(sessions, keepMs), clock };
};

const codeOf = (error: unknown) => (error instanceof GatewayError ? error.envelope : error);

describe('WriteOnce (issue 8, issue 29: one request per idempotency key)', () => {
  it('digests the same request the same way whatever the order of its keys', () => {
    expect(requestDigest(requestOf({ amount: '150', to_account: 'gift' }))).toBe(
      requestDigest(requestOf({ to_account: 'gift', amount: '150' })),
    );
    expect(requestDigest(requestOf({ amount: '150' }))).not.toBe(requestDigest(requestOf({ amount: '999' })));
    expect(requestDigest(requestOf({ amount: '150' }, { type: 'gift' }))).not.toBe(
      requestDigest(requestOf({ amount: '150' }, { type: 'travel' })),
    );
  });

  it('runs the work once for concurrent requests with one key and one body', async () => {
    const { once } = writes();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    const request = requestOf({ amount: '150' });
    const results = await Promise.all([once.run(request, KEY, work), once.run(request, KEY, work)]);
    expect(runs).toBe(1);
    expect(results.map((r) => r.value)).toEqual([42, 42]);
    expect(results.filter((r) => r.leader)).toHaveLength(1);
  });

  it('answers the same key with another body 409 before running anything, while running and after', async () => {
    const { once } = writes();
    let runs = 0;
    const first = once.run(requestOf({ amount: '150' }), KEY, async () => ++runs);
    await expect(once.run(requestOf({ amount: '999' }), KEY, async () => ++runs)).rejects.toSatisfy(
      (error) => (codeOf(error) as { status: number; code: string }).code === 'idempotency_key_reused',
    );
    await first;
    const later = await once.run(requestOf({ amount: '999' }), KEY, async () => ++runs).catch(codeOf);
    expect(later).toMatchObject({ status: 409, code: 'idempotency_key_reused' });
    expect(runs).toBe(1);
  });

  it('keeps the result and the key’s body for keepMs, then lets the key go', async () => {
    const { once, clock } = writes(1_000);
    let runs = 0;
    const request = requestOf({ amount: '150' });
    expect((await once.run(request, KEY, async () => ++runs)).value).toBe(1);
    clock.now = 999;
    expect(await once.run(request, KEY, async () => ++runs)).toEqual({ value: 1, leader: false });
    clock.now = 1_000;
    expect((await once.run(requestOf({ amount: '999' }), KEY, async () => ++runs)).value).toBe(2);
  });

  it('forgets a failure, so the same request runs again, but never lets the key change its body', async () => {
    const { once } = writes();
    const request = requestOf({ amount: '150' });
    await expect(once.run(request, KEY, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await once.run(request, KEY, async () => 7)).value).toBe(7);
    const other = await once.run(requestOf({ amount: '999' }), KEY, async () => 8).catch(codeOf);
    expect(other).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('keeps one caller’s keys apart from another’s', async () => {
    const { once } = writes();
    await once.run(requestOf({ amount: '150' }, {}, '10.0.0.1'), KEY, async () => 1);
    expect((await once.run(requestOf({ amount: '999' }, {}, '10.0.0.2'), KEY, async () => 2)).value).toBe(2);
  });

  it('joins an identical keyless write while it runs, and keeps nothing after', async () => {
    const { once } = writes(0);
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return runs;
    };
    const request = requestOf({ seats: [1] });
    expect(await Promise.all([once.join(request, work), once.join(request, work)])).toEqual([1, 1]);
    expect(await once.join(request, work)).toBe(2);
    expect(await once.join(requestOf({ seats: [2] }), work)).toBe(3);
  });
});
