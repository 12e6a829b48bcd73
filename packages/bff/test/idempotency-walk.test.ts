import { randomUUID } from 'node:crypto';
import { users } from '@gf/sandbox/state/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness/gateway-harness.js';

type Body = Record<string, unknown>;

/** One route that takes an idempotency key, and two different requests for it (without the key), made now. */
interface KeyedWrite {
  name: string;
  url: string;
  bodies: (h: Harness, cookie: string) => Promise<{ first: Body; other: Body }>;
}

const OFFICE = '/bff/v1/office';
const IBAN = {
  beneficiary_name: 'Anna Partnerova',
  iban: 'DE89370400440532013000',
  swift: 'DEUTDEFF',
  bank_country: 'DE',
};

/** The routes that take a key (orders and mail replies have their own tests beside them). */
const KEYED_WRITES: KeyedWrite[] = [
  {
    name: 'transfer',
    url: `${OFFICE}/finance/transfers/internal`,
    bodies: async () => ({
      first: { amount: '150', to_account: 'gift' },
      other: { amount: '999', recipient_number: '100100' },
    }),
  },
  {
    name: 'payout',
    url: `${OFFICE}/payouts`,
    // A payout takes a closed period once: each pair is for the first period still open.
    bodies: async (h, cookie) => {
      const period = (await h.get(`${OFFICE}/payouts`, cookie)).json().available_periods[0];
      return { first: { amount: '1500', period_id: period }, other: { amount: '1600', period_id: period } };
    },
  },
  {
    name: 'international payout',
    url: `${OFFICE}/payouts/international`,
    bodies: async (h, cookie) => {
      const currency = Object.keys((await h.get(`${OFFICE}/payouts/international`, cookie)).json().currency_rates)[0];
      await h.post(`${OFFICE}/payouts/international/accept`, undefined, cookie);
      return {
        first: { amount: '6000', payout_currency: currency, fields: IBAN },
        other: { amount: '7000', payout_currency: currency, fields: IBAN },
      };
    },
  },
  {
    name: 'mail conversation',
    url: `${OFFICE}/mail/conversations`,
    bodies: async () => ({
      first: { recipient: { type: 'support' }, subject: 'Payout', message: 'When does it arrive?' },
      other: { recipient: { type: 'support' }, subject: 'Payout', message: 'Cancel it, please.' },
    }),
  },
  {
    name: 'new password for a registered person',
    url: `${OFFICE}/people/password`,
    bodies: async (h) => {
      const phone = (login: string) => users(h.sandbox.state()).byLogin(login)?.phone;
      return { first: { phone: phone('team100') }, other: { phone: phone('team101') } };
    },
  },
];

/** Writes the upstream saw: every call but a read. */
const upstreamWrites = (h: Harness): number =>
  h.sandbox.callLog.snapshot().records.filter((record) => record.method !== 'GET').length;

/**
 * Issue 29, item 4, as the probe attacks it: for every route that takes an idempotency key, the
 * same key with another request answers 409 `idempotency_key_reused` and never reaches the
 * upstream, whether it comes after the first request or races it. A key means one request.
 */
describe('one idempotency key, one request, on every route that takes a key', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const send = (write: KeyedWrite, key: string, body: Body) =>
    h.post(write.url, { idempotency_key: key, ...body }, partner);

  for (const write of KEYED_WRITES)
    it(`${write.name}: another request under a used key is 409 with nothing upstream, after it or racing it`, async () => {
      const after = await write.bodies(h, partner);
      const key = `walk-${randomUUID()}`;
      h.sandbox.callLog.clear();
      const first = await send(write, key, after.first);
      expect(first.statusCode, first.body).toBe(200);
      // What one request writes upstream, to compare the race with.
      const alone = upstreamWrites(h);
      expect(alone).toBeGreaterThan(0);
      h.sandbox.callLog.clear();
      const other = await send(write, key, after.other);
      expect(other.statusCode).toBe(409);
      expect(other.json().error.code).toBe('idempotency_key_reused');
      expect(h.sandbox.callLog.snapshot().records).toEqual([]);
      // The first request sent again is still answered with its own result, without a second write.
      expect((await send(write, key, after.first)).json()).toEqual(first.json());
      expect(upstreamWrites(h)).toBe(0);

      const racing = await write.bodies(h, partner);
      const raced = `walk-${randomUUID()}`;
      h.sandbox.callLog.clear();
      const replies = await Promise.all([send(write, raced, racing.first), send(write, raced, racing.other)]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)?.json().error.code).toBe('idempotency_key_reused');
      expect(upstreamWrites(h)).toBe(alone);
    });
});
