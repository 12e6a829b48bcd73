import { ORDER_DOCUMENT_KINDS } from '@gf/contracts/rules/order-documents';
import { OrderBill } from '@gf/contracts/upstream/entities/order';
import { z } from 'zod';
import { contract } from '../../../platform/contract/contract-registry.js';
import { OrderPaymentReply } from './order-schemas.js';

export const OfficeOrderStatusName = contract(
  'OfficeOrderStatusName',
  z.enum(['new', 'awaiting_payment', 'paid', 'assembling', 'shipped', 'delivered', 'received', 'cancelled']),
);

export const OfficeOrderRowItem = contract(
  'OfficeOrderRowItem',
  z.object({
    id: z.number().int(),
    number: z.string(),
    status: OfficeOrderStatusName,
    date: z.string(),
    total: z.number(),
    currency_code: z.string(),
    need_confirm_receiving: z.boolean(),
  }),
);

export const OfficeOrdersListReply = contract(
  'OfficeOrdersListReply',
  z.object({
    orders: z.array(OfficeOrderRowItem),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
  }),
);

/** /office/orders: what needs the user's attention, and the latest orders. */
export const OfficeOrdersHubReply = contract(
  'OfficeOrdersHubReply',
  z.object({
    awaiting_payment: z.array(OfficeOrderRowItem),
    awaiting_receipt: z.array(OfficeOrderRowItem),
    recent: z.array(OfficeOrderRowItem),
    total: z.number().int(),
  }),
);

export const OfficeOrderLineItem = contract(
  'OfficeOrderLineItem',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    quantity: z.number().int(),
    price: z.number(),
    value: z.number(),
    thumbnail: z.string().nullable(),
  }),
);

/** /office/orders/{id}: the order, what it owes, how to pay it and which actions it allows. */
export const OfficeOrderReply = contract(
  'OfficeOrderReply',
  z.object({
    order: OfficeOrderRowItem.extend({
      value: z.number(),
      lines: z.array(OfficeOrderLineItem),
      delivery: z.object({ type: z.string(), address: z.string(), tracking_number: z.string().nullable() }),
      /** The pickup point of a delivery-pickup order; paying checks the order against its limits first. */
      pickup_point: z.object({ code: z.string(), delivery_id: z.number().int() }).nullable(),
      can_pay: z.boolean(),
      can_cancel: z.boolean(),
      can_leave_feedback: z.boolean(),
    }),
    payment: OrderPaymentReply,
  }),
);

export const FeedbackBody = contract(
  'OrderFeedbackBody',
  z.object({ rating: z.number().int().min(1).max(5), comment: z.string().trim().max(1000).optional() }),
);

/** Spec 1 §2 check-document, group-order-document, goods-move-document: one order document by kind. */
export const OrderDocumentParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  kind: z.enum(ORDER_DOCUMENT_KINDS),
});

export const OrderDocumentReply = contract('OrderDocumentReply', OrderBill.extend({}));

/** Spec 2 §7 POST /office/order/{id}/limits/: a pickup point to check the order against. */
export const PickupLimitsBody = contract(
  'PickupLimitsBody',
  z.object({ delivery_id: z.number().int().min(1), code: z.string().trim().min(1).max(60) }),
);

/** Whether the point takes the order; `exceeded` names the limits it breaks (e.g. weight, items). */
export const PickupLimitsReply = contract(
  'PickupLimitsReply',
  z.object({ ok: z.boolean(), exceeded: z.array(z.string()) }),
);
