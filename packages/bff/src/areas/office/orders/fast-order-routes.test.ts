import { FAST_ORDER_ERRORS, FAST_ORDER_MAX_LINES, FAST_ORDER_MAX_QUANTITY } from '@gf/contracts/rules/fast-order';
import { minorToDecimal, toMinor } from '@gf/contracts/rules/money-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../../../../test/harness/checkout-test-data.js';
import { type Harness, startHarness, TEST_HOST } from '../../../../test/harness/gateway-harness.js';

const FAST = '/bff/v1/office/orders/fast';
/** A code of the right shape that the catalogue has never had. */
const UNKNOWN_CODE = '99999999';

type Line = { quantity: number; sum: string; product: { code: string; price: number } };

/** Spec 1 §2 /office/orders/fast: rows of code and quantity, checked and priced exactly. */
describe('fast orders: the quick order form’s rows (spec 1 §2)', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const codes = () => testCatalog(h.sandbox).plain.map((p) => p.code);

  it('prices each row and the total exactly, in the order given', async () => {
    const [a, b, c] = codes();
    const rows = [
      { code: a!, quantity: 3 },
      { code: b!, quantity: 1 },
      { code: ` ${c!} `, quantity: 7 },
    ];
    const reply = await h.post(FAST, { lines: rows }, partner);
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as { lines: Line[]; total: string; currency_code: string };
    expect(body.lines.map((l) => [l.product.code, l.quantity])).toEqual([
      [a, 3],
      [b, 1],
      [c, 7],
    ]);
    let total = 0;
    for (const line of body.lines) {
      const minor = toMinor(line.product.price) * line.quantity;
      expect(line.sum).toBe(minorToDecimal(minor));
      total += minor;
    }
    expect(body.total).toBe(minorToDecimal(total));
    expect(body.total).toMatch(/^\d+\.\d{2}$/);
  });

  it('names each bad row’s field and never asks the upstream', async () => {
    const [a, b] = codes();
    const before = h.sandbox.callLog.count('productQuick');
    const reply = await h.post(
      FAST,
      {
        lines: [
          { code: a, quantity: 0 },
          { code: 'no such code!', quantity: 1 },
          { code: b, quantity: FAST_ORDER_MAX_QUANTITY + 1 },
          { code: a, quantity: 1.5 },
          { code: b, quantity: '2' },
        ],
      },
      partner,
    );
    expect(reply.statusCode).toBe(400);
    const { fields } = reply.json().error;
    expect(fields['lines.0.quantity']).toEqual([FAST_ORDER_ERRORS.quantity]);
    expect(fields['lines.1.code']).toEqual([FAST_ORDER_ERRORS.codeFormat]);
    expect(fields['lines.2.quantity']).toEqual([FAST_ORDER_ERRORS.quantity]);
    expect(fields['lines.3.quantity']).toEqual([FAST_ORDER_ERRORS.quantity]);
    expect(fields['lines.4.quantity']).toEqual([FAST_ORDER_ERRORS.quantity]);
    expect(h.sandbox.callLog.count('productQuick')).toBe(before);
  });

  it('refuses a code given twice, no rows and too many rows before the upstream', async () => {
    const [a] = codes();
    const before = h.sandbox.callLog.count('productQuick');
    const twice = await h.post(
      FAST,
      {
        lines: [
          { code: a, quantity: 1 },
          { code: a!.toLowerCase(), quantity: 2 },
        ],
      },
      partner,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields['lines.1.code']).toEqual([FAST_ORDER_ERRORS.codeRepeated]);
    const none = await h.post(FAST, { lines: [] }, partner);
    expect(none.json().error.fields.lines).toEqual([FAST_ORDER_ERRORS.noLines]);
    const many = await h.post(
      FAST,
      { lines: Array.from({ length: FAST_ORDER_MAX_LINES + 1 }, (_, i) => ({ code: `${10000 + i}`, quantity: 1 })) },
      partner,
    );
    expect(many.statusCode).toBe(400);
    expect(h.sandbox.callLog.count('productQuick')).toBe(before);
  });

  it('answers a code the catalogue does not sell as that row’s field error', async () => {
    const [a] = codes();
    const reply = await h.post(
      FAST,
      {
        lines: [
          { code: a, quantity: 1 },
          { code: UNKNOWN_CODE, quantity: 1 },
        ],
      },
      partner,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toEqual({ 'lines.1.code': [FAST_ORDER_ERRORS.codeUnknown] });
  });

  it('needs the CSRF header and a signed-in user', async () => {
    const [a] = codes();
    const body = { lines: [{ code: a, quantity: 1 }] };
    const before = h.sandbox.callLog.count('productQuick');
    const noCsrf = await h.app.inject({
      method: 'POST',
      url: FAST,
      payload: body,
      headers: { host: TEST_HOST, cookie: partner, origin: `http://${TEST_HOST}` },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(h.sandbox.callLog.count('productQuick')).toBe(before);
    expect((await h.post(FAST, body)).statusCode).toBe(401);
  });

  it('passes an upstream fault on as the error envelope', async () => {
    const [a] = codes();
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['productQuick'], times: 1 });
    const reply = await h.post(FAST, { lines: [{ code: a, quantity: 1 }] }, partner);
    expect(reply.statusCode).toBeGreaterThanOrEqual(500);
    expect(reply.json().error.serverProblems).toBe(true);
  });
});
