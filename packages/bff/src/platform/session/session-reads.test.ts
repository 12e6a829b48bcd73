import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { MemorySessionStore } from './memory-store.js';
import { emptySession, type SessionData } from './session.js';
import { SESSION_COOKIE, SessionManager } from './session-manager.js';

/** Counts the store's reads. */
class CountingStore extends MemorySessionStore {
  reads = 0;
  override async get(id: string): Promise<SessionData | null> {
    this.reads += 1;
    return super.get(id);
  }
}

describe('session reads per request (issue 10: a page merging reads reads its session once)', () => {
  const store = new CountingStore();
  let harness: Harness;
  let cookie: string;
  let orderId: number;
  beforeAll(async () => {
    harness = await startHarness({}, { store });
    cookie = await harness.signIn('partner');
    const list = await harness.get('/bff/v1/office/orders', cookie);
    orderId = (list.json() as { orders: { id: number }[] }).orders[0]?.id ?? 0;
  });
  afterAll(() => harness?.close());

  it('the office order page (order and payment read in parallel) reads the session once', async () => {
    harness.sandbox.callLog.clear();
    store.reads = 0;
    const page = await harness.get(`/bff/v1/office/orders/${orderId}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(harness.sandbox.callLog.count('officeOrder')).toBe(1);
    expect(harness.sandbox.callLog.count('orderPayment')).toBe(1);
    expect(store.reads).toBe(1);
  });

  it('a read after a write in the same request reads the store again', async () => {
    const counting = new CountingStore();
    const sessions = new SessionManager({ store: counting, secure: 'never', now: Date.now });
    const id = 'a'.repeat(43);
    await counting.set(id, emptySession(Date.now()), 60);
    const request = { cookies: { [SESSION_COOKIE]: id } } as unknown as FastifyRequest;

    await sessions.load(request);
    await sessions.load(request);
    expect(counting.reads).toBe(1);

    await sessions.update(id, (data) => {
      data.unreadMail = 7;
    });
    expect((await sessions.load(request))?.data.unreadMail).toBe(7);
  });
});
