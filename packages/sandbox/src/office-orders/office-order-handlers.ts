import type { OfficeOrder, OfficeOrderRow } from '@gf/contracts/upstream/entities/office-order';
import type { UpstreamCode } from '@gf/contracts/upstream/refusal-codes';
import type { z } from 'zod';
import { forbidden, notFound, SandboxError } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { paginate } from '../paging.js';
import { type OrderStatus, orders, type SandboxOrder } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';

type OfficeOrderIds =
  | 'officeOrderList'
  | 'officeOrder'
  | 'officeOrderCancel'
  | 'officeOrderReceive'
  | 'officeOrderLimits'
  | 'officeOrderDeliveryFeedback';

/** The order lifecycle (spec 2 §4 does not name it): what each action needs. */
const UNPAID: OrderStatus[] = ['new', 'awaiting_payment'];
const NOT_SHIPPED: OrderStatus[] = ['new', 'awaiting_payment', 'paid', 'assembling'];

/** Pickup points by size class of delivery_id (their limits are not shown): weight in kg and parcels. */
const PICKUP_LIMITS = [
  { weightKg: 5, items: 10 },
  { weightKg: 15, items: 30 },
  { weightKg: 30, items: 60 },
] as const;
/** Weight of a unit of goods; services and audio weigh nothing. */
const UNIT_WEIGHT_KG = 0.45;

const refuse = (detail: string, code: UpstreamCode): SandboxError => new SandboxError(400, { ok: false, detail, code });

/** The signed-in user's order: 404 when there is none, 403 when it is someone else's. */
const ownOrder = (state: SandboxState, userId: number, id: number): SandboxOrder => {
  const order = orders(state).byId(id);
  if (!order) throw notFound('Order');
  if (order.userId !== userId) throw forbidden('This order belongs to another user', 'not_your_order');
  return order;
};

const row = (order: SandboxOrder): z.input<typeof OfficeOrderRow> => ({
  id: order.id,
  number: order.number,
  status: order.status,
  date: order.createdAt,
  total: order.total,
  currency_code: order.currency,
  need_confirm_receiving: order.needConfirmReceiving,
});

/** Ways to pay an unpaid order: payment segments of the contract, by the order's currency. */
const paymentMethods = (order: SandboxOrder) => {
  if (!UNPAID.includes(order.status)) return [];
  const external =
    order.currency === 'RUB'
      ? [
          { code: 'yookassa/bank_card', name: 'Bank card', account: null },
          { code: 'sbp/dynamic', name: 'Faster payments (QR)', account: null },
        ]
      : [{ code: 'cloudpayments', name: 'Bank card', account: null }];
  return [{ code: 'pay/internal', name: 'Internal account', account: 'internal' }, ...external];
};

const detail = (order: SandboxOrder): z.input<typeof OfficeOrder> => ({
  ...row(order),
  value: order.value,
  lines: order.lines.map((line, i) => ({
    id: order.id * 100 + i,
    code: line.code,
    name: line.name,
    type: line.type,
    quantity: line.quantity,
    price: line.price,
    value: line.value,
    thumbnail: `/media/products/${line.code}.svg`,
  })),
  payment_methods: paymentMethods(order),
  delivery: {
    type: order.delivery.type,
    address: [order.delivery.city, order.delivery.address].filter(Boolean).join(', '),
    tracking_number: order.delivery.trackingNumber,
  },
  pickup_point: order.delivery.point
    ? { code: order.delivery.point.code, delivery_id: order.delivery.point.deliveryId }
    : null,
  can_pay: UNPAID.includes(order.status),
  can_cancel: UNPAID.includes(order.status),
  can_leave_feedback: order.status === 'received' && order.feedback === null,
});

export const officeOrderHandlers: AreaHandlers<OfficeOrderIds> = {
  officeOrderList: ({ caller, state, query }) => {
    const list = orders(state)
      .of(caller!.user.id)
      .filter((o) => !query.status || o.status === query.status)
      .filter((o) => !query.date_from || o.createdAt.slice(0, 10) >= query.date_from)
      .filter((o) => !query.date_to || o.createdAt.slice(0, 10) <= query.date_to)
      .map(row);
    const { items, ...paging } = paginate(list, query.page, query.per_page);
    return { ...paging, orders: items };
  },

  officeOrder: ({ caller, state, params }) => detail(ownOrder(state, caller!.user.id, params.id)),

  officeOrderCancel: ({ caller, state, params }) => {
    const order = ownOrder(state, caller!.user.id, params.id);
    if (!UNPAID.includes(order.status)) throw refuse(`A ${order.status} order cannot be cancelled`, 'cannot_cancel');
    order.status = 'cancelled';
    order.needConfirmReceiving = false;
    return { ok: true };
  },

  officeOrderReceive: ({ caller, state, params }) => {
    const order = ownOrder(state, caller!.user.id, params.id);
    if (order.status !== 'delivered') throw refuse('Only a delivered order can be received', 'cannot_receive');
    order.status = 'received';
    order.needConfirmReceiving = false;
    return { ok: true };
  },

  officeOrderLimits: ({ caller, state, params, body }) => {
    const order = ownOrder(state, caller!.user.id, params.id);
    if (!NOT_SHIPPED.includes(order.status))
      throw refuse('The delivery of a shipped order cannot change', 'already_shipped');
    const limits = PICKUP_LIMITS[Math.abs(body.delivery_id) % PICKUP_LIMITS.length]!;
    const goods = order.lines.filter((l) => l.type === 0);
    const items = goods.reduce((sum, l) => sum + l.quantity, 0);
    const exceeded = [
      ...(items * UNIT_WEIGHT_KG > limits.weightKg ? ['weight'] : []),
      ...(items > limits.items ? ['items'] : []),
    ];
    return { ok: exceeded.length === 0, exceeded };
  },

  officeOrderDeliveryFeedback: ({ caller, state, params, body }) => {
    const order = ownOrder(state, caller!.user.id, params.id);
    if (order.status !== 'received') throw refuse('Rate the delivery once the order is received', 'not_received');
    if (order.feedback !== null) throw refuse('The delivery of this order is already rated', 'feedback_exists');
    order.feedback = { rating: body.rating, text: body.comment?.trim() ?? '' };
    return { ok: true };
  },
};
