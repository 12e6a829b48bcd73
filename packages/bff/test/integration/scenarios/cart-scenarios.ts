import { expect } from 'vitest';
import { cookieOf, type Scenario, type ScenarioContext } from '../scenario.js';

/** Sandbox seed lines: plain products (ids 2 and 3), an only-in-cart kit (43) and an audio (48). */
const plain = (id: number, quantity: number) => ({ id, quantity, type: 0, limit: null, only_in_cart: false });
const KIT = { id: 43, quantity: 1, type: 0, limit: null, only_in_cart: true };
const cartOf = (...products: object[]) => ({ products, gifts: [], free: [], choices: [] });

const putCart = ({ send }: ScenarioContext, body: unknown, cookie: string) =>
  send('PUT', '/bff/v1/cart', body, { cookie });

/** Spectating the partner as `login`: the spectating session's cookie. */
const spectating = async ({ post, signIn }: ScenarioContext, login: string) =>
  cookieOf(await post('/bff/v1/auth/spectator', { as_user: 'partner' }, { cookie: await signIn(login) }));

/** The cart (spec 2 §3 to §5). */
export const cartScenarios: Scenario[] = [
  {
    name: 'cart-save',
    title: 'PUT /cart saves a signed-in cart upstream and answers the normalised cart',
    run: async (context) => {
      const response = await putCart(
        context,
        { cart: cartOf(plain(2, 2), plain(3, 1)) },
        await context.signIn('client'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ saved: true, cart: { products: [{ id: 2 }, { id: 3 }] } });
      expect(context.upstream.calls('cartSave')).toBe(1);
    },
  },
  {
    name: 'cart-rule-refused',
    title: 'PUT /cart refuses a cart breaking the only-in-cart rule before the upstream, naming the check',
    run: async (context) => {
      const response = await putCart(context, { cart: cartOf(KIT, plain(2, 1)) }, await context.signIn('client'));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'cart_rule', fields: { check: ['only_in_cart'] } });
      expect(context.upstream.calls('cartSave')).toBe(0);
    },
  },
  {
    name: 'cart-spectator-viewer-refused',
    title: 'a viewer spectating without can_create_order_well gets 403 spectator_cannot_order, no cart save',
    run: async (context) => {
      const response = await putCart(context, { cart: cartOf(plain(2, 1)) }, await spectating(context, 'viewer'));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('spectator_cannot_order');
      expect(context.upstream.calls('cartSave')).toBe(0);
    },
  },
  {
    name: 'cart-spectator-manager-allowed',
    title: 'a manager spectating with can_create_order_well saves the cart',
    run: async (context) => {
      const response = await putCart(context, { cart: cartOf(plain(2, 1)) }, await spectating(context, 'manager'));
      expect(response.statusCode).toBe(200);
      expect(response.json().saved).toBe(true);
      expect(context.upstream.calls('cartSave')).toBe(1);
    },
  },
  {
    name: 'cart-calculate',
    title: 'calculates with the delivery type, city and flags in one upstream call',
    run: async ({ post, signIn, upstream }) => {
      const response = await post(
        '/bff/v1/cart/calculate',
        {
          cart: cartOf(plain(2, 2)),
          delivery_type: 'delivery-courier',
          city_id: 101,
          calculate_tax: true,
          apply_vat: false,
          recount: true,
        },
        { cookie: await signIn('partner') },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ products: [{ id: 2, quantity: 2 }], currency_code: 'RUB' });
      expect(response.json().total_tax).toBeGreaterThan(0);
      expect(upstream.calls('cartCalculate')).toBe(1);
    },
  },
  {
    name: 'cart-share',
    title: 'shares a cart and opens the shared cart by its hash',
    run: async ({ get, post }) => {
      const shared = await post('/bff/v1/cart/share', { cart: cartOf(plain(3, 2)) });
      expect(shared.statusCode).toBe(200);
      const { hash, link } = shared.json();
      expect(link).toContain(hash);
      const opened = await get(`/bff/v1/cart/shared/${hash}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().products[0]).toMatchObject({ id: 3, quantity: 2 });
    },
  },
];
