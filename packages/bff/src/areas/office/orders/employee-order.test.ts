import {
  EMPLOYEE_DELIVERY_TYPES,
  EMPLOYEE_ORDER_SOURCE,
  EMPLOYEE_TEMPLATE_TYPE,
} from '@gf/contracts/rules/employee-order';
import { orders } from '@gf/sandbox/state/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, courierMoscow, line, testCatalog } from '../../../../test/harness/checkout-test-data.js';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

/** The Moscow stock of the sandbox (geo-data.ts), where the employee collects the order. */
const MOSCOW_STOCK_ID = 1;
const MOSCOW_CITY_ID = 101;

const stockMoscow = {
  delivery_type: 'stock' as const,
  country: 'RU',
  city_id: MOSCOW_CITY_ID,
  city: 'Moscow',
  stock_id: MOSCOW_STOCK_ID,
  recipient: { first_name: 'Elena', last_name: 'Sotrudnikova', patronymic: 'Petrovna' },
  phone: '+7 916 765-43-21',
};

let keys = 0;
const newKey = () => `employee-key-${String(++keys).padStart(8, '0')}-${Date.now()}`;

/** Spec 2 §1, §6: the employee's dedicated order flow (`@gf/contracts/rules/employee-order`, x-assumed). */
describe('the employee order flow', () => {
  let h: Harness;
  let data: ReturnType<typeof testCatalog>;
  let employee: string;
  beforeAll(async () => {
    h = await startHarness();
    data = testCatalog(h.sandbox);
    employee = await h.signIn('employee');
  });
  afterAll(() => h.close());

  const order = (cookie: string, delivery: object) =>
    h.post(
      '/bff/v1/orders',
      { idempotency_key: newKey(), cart: cartOf(line(data.plain[0]!, 2)), delivery, order_source: 'web' },
      cookie,
    );

  it('puts an employee in the employee flow, and nobody else', async () => {
    expect((await h.get('/bff/v1/checkout', employee)).json().buyer.flow).toBe('employee');
    expect((await h.get('/bff/v1/checkout', await h.signIn('partner'))).json().buyer.flow).toBe('standard');
    // An employee spectating a partner orders as the partner (spectator mode), in the partner's flow.
    const spectating = await h.spectate('employee', 'partner');
    expect((await h.get('/bff/v1/checkout', spectating)).json().buyer.flow).toBe('standard');
  });

  it('offers the employee only saved stock and office places, not courier or pickup-point addresses', async () => {
    const start = (await h.get('/bff/v1/checkout', employee)).json();
    const listed = (await h.get('/bff/v1/checkout/address-templates?country_id=1', employee)).json();
    // The employee has a saved courier address too (sandbox address-templates): it is left out.
    for (const templates of [start.templates, listed.templates])
      expect(templates.map((t: { type: string }) => t.type)).toEqual([EMPLOYEE_TEMPLATE_TYPE]);
    const partner = (await h.get('/bff/v1/checkout', await h.signIn('partner'))).json();
    expect(new Set(partner.templates.map((t: { type: string }) => t.type)).size).toBeGreaterThan(1);
  });

  it('offers the employee only a company stock or office, and no group orders', async () => {
    const reply = (await h.get(`/bff/v1/checkout/delivery?city_id=${MOSCOW_CITY_ID}`, employee)).json();
    expect(reply.delivery_list.length).toBeGreaterThan(0);
    for (const method of reply.delivery_list) expect(EMPLOYEE_DELIVERY_TYPES).toContain(method.type);
    expect(reply.group_orders).toEqual([]);
    expect(reply.stocks.map((s: { id: number }) => s.id)).toContain(MOSCOW_STOCK_ID);
    const compared = await h.post(
      '/bff/v1/checkout/compare',
      { cart: cartOf(line(data.plain[0]!, 1)), city_id: MOSCOW_CITY_ID },
      employee,
    );
    expect(compared.statusCode).toBe(200);
    expect(compared.json().delivery_list.length).toBeGreaterThan(0);
    for (const method of compared.json().delivery_list) expect(EMPLOYEE_DELIVERY_TYPES).toContain(method.type);
    const partner = (
      await h.get(`/bff/v1/checkout/delivery?city_id=${MOSCOW_CITY_ID}`, await h.signIn('partner'))
    ).json();
    expect(partner.delivery_list.some((m: { type: string }) => m.type === 'delivery-courier')).toBe(true);
  });

  it('refuses an employee courier delivery with a field error, before the upstream', async () => {
    const calls = h.sandbox.callLog.count('orderCreate');
    const checks = h.sandbox.callLog.count('deliveryCheck');
    const placed = await order(employee, courierMoscow);
    expect(placed.statusCode).toBe(400);
    expect(placed.json().error).toMatchObject({
      code: 'employee_stock_only',
      fields: { 'delivery.delivery_type': ['employee_stock_only'] },
    });
    const checked = await h.post('/bff/v1/checkout/delivery-check', courierMoscow, employee);
    expect(checked.statusCode).toBe(400);
    expect(checked.json().error.code).toBe('employee_stock_only');
    expect(h.sandbox.callLog.count('orderCreate')).toBe(calls);
    expect(h.sandbox.callLog.count('deliveryCheck')).toBe(checks);
  });

  it('takes an employee from cart to a paid order collected at the stock, marked as an employee order', async () => {
    const placed = await order(employee, stockMoscow);
    expect(placed.statusCode).toBe(200);
    const { id } = placed.json();
    const stored = orders(h.sandbox.state()).byId(id)!;
    expect(stored.source).toBe(EMPLOYEE_ORDER_SOURCE);
    expect(stored.delivery.type).toBe('stock');
    const started = (await h.post(`/bff/v1/orders/${id}/pay/sberbank`, {}, employee)).json();
    expect(started.status).toBe('redirect');
    const provider = await h.sandbox.app.inject({
      method: 'POST',
      url: `/provider/sberbank/${id}/pay`,
      payload: { payment_id: started.payment_id },
    });
    expect(provider.statusCode).toBe(303);
    expect((await h.get(`/bff/v1/orders/${id}/payment`, employee)).json().is_paid).toBe(true);
    const list = (await h.get('/bff/v1/office/orders', employee)).json();
    expect(list.orders.find((o: { id: number }) => o.id === id)?.status).toBe('paid');
  });

  it("keeps the partner's own order source and delivery choice", async () => {
    const placed = await order(await h.signIn('partner'), courierMoscow);
    expect(placed.statusCode).toBe(200);
    expect(orders(h.sandbox.state()).byId(placed.json().id)?.source).toBe('web');
  });
});
