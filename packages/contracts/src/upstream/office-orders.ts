import { z } from 'zod';
import { OkReply, QueryInt } from './common.js';
import { IsoDate, PageQuery } from './entities/office.js';
import { OfficeOrder, OfficeOrderList, OfficeOrderStatus } from './entities/office-order.js';
import { op } from './operation.js';

const base = { tag: 'office-orders', spec: '2 §7', auth: 'required' } as const;
const OrderId = z.object({ id: QueryInt });

/** Spec 2 §7: the office orders list and order screen and its actions (spec 2 §2 "Orders list and order by id"). */
export const officeOrdersOperations = {
  officeOrderList: op({
    ...base,
    method: 'get',
    path: '/greenway/office/order/list/',
    assumed: true,
    summary: 'The user’s orders, a page at a time',
    query: PageQuery.extend({
      status: OfficeOrderStatus.optional(),
      date_from: IsoDate.optional(),
      date_to: IsoDate.optional(),
    }),
    reply: OfficeOrderList,
  }),
  officeOrder: op({
    ...base,
    method: 'get',
    path: '/greenway/office/order/{id}/',
    assumed: true,
    summary: 'One order: lines, totals, payment methods and the actions it allows',
    params: OrderId,
    reply: OfficeOrder,
  }),
  officeOrderCancel: op({
    ...base,
    method: 'post',
    path: '/office/order/{id}/cancel/',
    summary: 'Cancel an order',
    params: OrderId,
    reply: OkReply,
  }),
  officeOrderReceive: op({
    ...base,
    method: 'post',
    path: '/office/order/{id}/receive/',
    summary: 'Confirm receipt of an order that needs it (need_confirm_receiving)',
    params: OrderId,
    reply: OkReply,
  }),
  officeOrderLimits: op({
    ...base,
    method: 'post',
    path: '/office/order/{id}/limits/',
    assumed: true,
    summary: 'Check the order against a pickup point’s limits (weight, size) before changing delivery',
    params: OrderId,
    body: z.object({ delivery_id: z.number().int(), code: z.string().min(1).meta({ description: 'Pickup point' }) }),
    reply: z.object({
      ok: z.boolean(),
      exceeded: z.array(z.string()).meta({ description: 'Names of limits exceeded' }),
    }),
  }),
  officeOrderDeliveryFeedback: op({
    ...base,
    method: 'post',
    path: '/office/order/{id}/delivery-feedback/',
    assumed: true,
    summary: 'Rate the delivery of an order',
    params: OrderId,
    body: z.object({ rating: z.number().int().min(1).max(5), comment: z.string().max(1000).optional() }),
    reply: OkReply,
  }),
} as const;
