import { ITEM_TYPE } from '@gf/contracts/rules/cart-rules';
import { IDEMPOTENCY_METRIC } from '@gf/contracts/rules/order-metrics';
import type {
  OpenEntryOrderCreatePayload,
  OrderCreatePayload,
  OrderCreateReply,
} from '@gf/contracts/upstream/entities/order';
import type { z } from 'zod';
import { calculate } from '../cart/calculation.js';
import { checkCartRules, emptyCart } from '../cart/cart-lines.js';
import { addressTemplates, type TemplateType } from '../delivery/address-templates.js';
import { checkDelivery, type DeliveryInput } from '../delivery/delivery-validation.js';
import { groupOrders } from '../delivery/group-orders.js';
import { pickupPoints } from '../delivery/pickup-points.js';
import { badRequest, forbidden, SandboxError } from '../errors.js';
import type { Caller } from '../handler.js';
import { openEntries } from '../open-entry/open-entries.js';
import { paymentMethods } from '../payment/payment-methods.js';
import { addPerson, userByEmail, userByPhone } from '../registration/new-user.js';
import { checkRef } from '../registration/sponsors.js';
import { accounts } from '../state/accounts.js';
import { authData } from '../state/auth-data.js';
import { carts } from '../state/carts.js';
import { catalog } from '../state/catalog.js';
import { currencyOf } from '../state/currencies.js';
import { type GeoCity, stockById } from '../state/geo-data.js';
import { orders, type SandboxOrder } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';
import { tickets } from '../tickets/ticket-store.js';
import { isValidVat } from './vat.js';

/** The payload of any of the three calls; only open-entry-order names its open entry. */
export type OrderPayload = z.output<typeof OrderCreatePayload> &
  Partial<Pick<z.output<typeof OpenEntryOrderCreatePayload>, 'open_entry'>>;
type OrderReply = z.input<typeof OrderCreateReply>;
type Kind = SandboxOrder['kind'];

/** The pickup point a delivery-pickup order names by its address (the payload carries no point code). */
const pickupPointOf = (
  state: SandboxState,
  d: DeliveryInput,
  checked: ReturnType<typeof checkDelivery>,
): { code: string; deliveryId: number } | null => {
  if (d.delivery_type !== 'delivery-pickup' || !checked.method || !checked.city) return null;
  const point = pickupPoints(state, checked.method, checked.city).find(
    (p) => p.full_address === d.address || p.address === d.address,
  );
  return point ? { code: point.code, deliveryId: point.delivery_id } : null;
};

const TEMPLATE_TYPES: Record<DeliveryInput['delivery_type'], TemplateType> = {
  stock: 'shop',
  group: 'shop',
  'delivery-courier': 'courier',
  'delivery-pickup': 'pvz',
};

/** The address line kept with the order; US addresses put the house first (spec 2 §5). */
const addressLine = (state: SandboxState, d: DeliveryInput, city: GeoCity | undefined): string => {
  if (d.delivery_type === 'stock') return stockById(d.stock_id ?? 0)?.address ?? '';
  if (d.delivery_type === 'group') {
    return groupOrders(state, city?.countryCode ?? '').find((g) => g.number === d.group_number)?.address ?? '';
  }
  if (d.delivery_type === 'delivery-pickup' || !d.street) return d.address ?? '';
  const street = d.country === 'US' ? `${d.house} ${d.street}` : `${d.street}, ${d.house}`;
  return d.flat ? `${street}, apt. ${d.flat}` : street;
};

const replyOf = (state: SandboxState, order: SandboxOrder, authFor: SandboxUser | null): OrderReply => ({
  id: order.id,
  number: order.number,
  payment_methods: paymentMethods(order.site, order.userId !== null),
  cart: emptyCart(order.site),
  auth_info: authFor ? authData(state, authFor) : null,
  need_confirm_receiving: order.needConfirmReceiving,
});

/**
 * Who sponsors a visitor's order: the referral code, or for open entry the sponsor set on the
 * checked entry the order names (spec 2 §4: code check, then sponsor; valid 24 hours, §9).
 */
const sponsorOf = (state: SandboxState, kind: Kind, payload: OrderPayload): SandboxUser | null => {
  if (kind === 'order') return null;
  if (kind === 'ref-order') return checkRef(state, payload.registration?.ref, 'registration.ref');
  const { sponsorId } = openEntries(state).active(payload.open_entry);
  if (sponsorId === null) throw badRequest({ sponsor_id: ['Choose a sponsor first'] });
  return users(state).get(sponsorId)!;
};

/**
 * Spec 2 §3 order creation for the three kinds: the signed-in buyer (orderCreate), a referral
 * visitor (refOrderCreate) and an open-entry visitor (openEntryOrderCreate). Visitors are registered
 * as clients under their sponsor and signed in (auth_info). A repeated idempotency key returns the
 * first order.
 */
export const createOrder = (
  state: SandboxState,
  kind: Kind,
  payload: OrderPayload,
  caller: Caller | null,
  site: string,
  language: string,
): OrderReply => {
  const key = payload.order_metrics?.[IDEMPOTENCY_METRIC] ?? null;
  const repeated = key ? orders(state).byKey(key) : undefined;
  if (repeated && repeated.kind === kind && (kind !== 'order' || repeated.userId === caller?.user.id)) {
    const buyer = kind === 'order' || repeated.userId === null ? null : (users(state).get(repeated.userId) ?? null);
    return replyOf(state, repeated, buyer);
  }
  if (caller?.manager && !caller.manager.can_create_order_well) {
    throw forbidden('The manager may not order for this user', 'cannot_create_order_well');
  }
  const buyer = kind === 'order' ? caller!.user : null;
  const sponsor = sponsorOf(state, kind, payload);
  const d = payload.delivery;

  // Field checks the server makes (spec 2 §5), reported together per field.
  checkCartRules(state, payload.cart);
  const errors: Record<string, string[]> = {};
  if (payload.cart.products.length + payload.cart.gifts.length === 0) errors['cart.products'] = ['The cart is empty'];
  const ticketItems = payload.cart.products
    .filter((l) => l.quantity > 0 && catalog(state).byId(l.id)?.type === ITEM_TYPE.ticket)
    .map((l) => l.id);
  const ticketProblems = ticketItems.length > 0 ? tickets(state).orderProblems(buyer?.id ?? null, ticketItems) : [];
  if (ticketProblems.length > 0) errors['cart.products'] = ticketProblems;
  const checked = checkDelivery(state, d, buyer?.id ?? null);
  Object.assign(errors, checked.errors);
  if (payload.vat) {
    if (!isValidVat(payload.vat.number)) errors['vat.number'] = ['The VAT number is not valid'];
    if (!payload.vat.company.trim()) errors['vat.company'] = ['Required'];
  }
  if (!buyer) {
    if (userByPhone(state, d.phone)) errors['delivery.phone'] = ['This phone is registered: sign in to order'];
    if (d.email && userByEmail(state, d.email))
      errors['delivery.email'] = ['This email is registered: sign in to order'];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const calc = calculate(state, {
    cart: payload.cart,
    site,
    language,
    userId: buyer?.id ?? null,
    stockId: d.stock_id,
    deliveryType: d.delivery_type,
    deliveryId: d.delivery_type === 'delivery-pickup' ? d.delivery_id : undefined,
    cityId: d.city_id,
  });
  if (calc.reply.error_message) throw badRequest({ cart: [calc.reply.error_message] }, calc.reply.error_message);
  // Spec 2 §4 "Stock and preorder errors": lines the stock cannot serve, and sold-out lines the buyer did not accept as preorders.
  const preorder = calc.stock.preorder.filter((code) => !payload.preorder_codes?.includes(code));
  if (calc.stock.onlyLeft.length > 0 || preorder.length > 0) {
    const stockErrors: Record<string, string[]> = {};
    if (calc.stock.onlyLeft.length > 0) {
      stockErrors.only_left_in_stock = calc.stock.onlyLeft.map((l) => `${l.id}:${l.quantity}`);
    }
    if (preorder.length > 0) stockErrors.preorder = preorder;
    throw new SandboxError(400, {
      ok: false,
      detail: 'Some lines are not in stock',
      code: 'stock',
      errors: stockErrors,
    });
  }

  // Bonus lines are paid from the buyer's gift account now; the rest is due in money.
  const now = orders(state).now();
  if (buyer && calc.giftTotal > 0) {
    const rub = Math.round(calc.giftTotal * currencyOf(site).rublesPerUnit * 100) / 100;
    if (!accounts(state).debit(buyer.id, 'gift', rub, 'Bonus payment of an order')) {
      throw badRequest({ 'cart.gifts': ['Not enough bonuses'] });
    }
  }
  const individual = payload.registration?.individual;
  const owner =
    buyer ??
    addPerson(state, {
      role: 'client',
      name: individual ? `${individual.first_name} ${individual.last_name}` : d.full_name,
      email: d.email ?? '',
      phone: d.phone,
      country: d.country,
      language,
      sponsorId: sponsor!.id,
      password: state.random(`buyer-${d.phone}`).token('pw_'),
      needAgreements: false,
    });

  const order = orders(state).add({
    userId: owner.id,
    kind,
    site,
    currency: currencyOf(site).currency,
    status: 'awaiting_payment',
    createdAt: now,
    lines: calc.lines.map((l) => ({
      productId: l.product.id,
      code: l.product.code,
      name: catalog(state).name(l.product, language),
      type: l.product.type,
      quantity: l.quantity,
      price: l.kind === 'product' ? l.price : 0,
      value: l.kind === 'product' ? l.product.value : 0,
      gift: l.kind !== 'product',
    })),
    delivery: {
      type: d.delivery_type,
      address: addressLine(state, d, checked.city),
      city: checked.city?.name ?? d.city ?? '',
      trackingNumber: null,
      cost: calc.deliveryCost,
      point: pickupPointOf(state, d, checked),
    },
    contact: { fullName: d.full_name, phone: d.phone, email: d.email ?? owner.email },
    privateNote: payload.private_note ?? null,
    paidWith: null,
    // Delivered orders wait for the buyer's confirmation; stock pick-ups are handed over in person.
    needConfirmReceiving: d.delivery_type !== 'stock',
    feedback: null,
    shareHash: null,
    idempotencyKey: key,
    source: payload.order_source ?? null,
    ...(buyer
      ? {}
      : {
          registration: {
            passportType: payload.registration?.passport_type ?? null,
            jurType: payload.registration?.jur_type ?? null,
          },
        }),
  });

  if (payload.save_template && checked.city) {
    addressTemplates(state).add({
      userId: owner.id,
      type: TEMPLATE_TYPES[d.delivery_type],
      stockId: d.stock_id ?? null,
      deliveryId: checked.method?.id ?? null,
      cityId: checked.city.id,
      city: checked.city.name,
      country: checked.city.countryCode,
      postIndex: d.post_index ?? null,
      address: order.delivery.address,
      fullName: d.full_name,
    });
  }
  if (ticketItems.length > 0) tickets(state).linkOrder(order);
  if (buyer) carts(state).set(buyer.id, emptyCart(site));
  return replyOf(state, order, buyer ? null : owner);
};
