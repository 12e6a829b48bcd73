import { z } from 'zod';
import { Money } from '../common.js';
import { ItemType } from './cart.js';
import { IsoDateTime, Paging } from './office.js';

/** Order status names are not shown (spec 2 §4): a plausible lifecycle. */
export const OfficeOrderStatus = z
  .enum(['new', 'awaiting_payment', 'paid', 'assembling', 'shipped', 'delivered', 'received', 'cancelled'])
  .meta({ id: 'OfficeOrderStatus', 'x-assumed': true });

export const OfficeOrderLine = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    type: ItemType,
    quantity: z.number().int(),
    price: Money,
    value: z.number().meta({ description: 'Points value (PV) of one unit' }),
    thumbnail: z.string().nullable(),
  })
  .meta({ id: 'OfficeOrderLine', 'x-assumed': true });

/** A way to pay an order; the user picks one among payment_methods (spec 2 §7 Payments). */
export const OfficeOrderPaymentMethod = z
  .object({ code: z.string(), name: z.string(), account: z.string().nullable() })
  .meta({ id: 'OfficeOrderPaymentMethod', 'x-assumed': true });

/** A row of GET /greenway/office/order/list/. */
export const OfficeOrderRow = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: OfficeOrderStatus,
    date: IsoDateTime,
    total: Money,
    currency_code: z.string(),
    need_confirm_receiving: z.boolean(),
  })
  .meta({ id: 'OfficeOrderRow', 'x-assumed': true });

export const OfficeOrderList = z
  .object({ ...Paging, orders: z.array(OfficeOrderRow) })
  .meta({ id: 'OfficeOrderList', 'x-assumed': true });

/** GET /greenway/office/order/{id}/: what the order screen shows and which actions it offers (spec 2 §2). */
export const OfficeOrder = OfficeOrderRow.extend({
  value: z.number(),
  lines: z.array(OfficeOrderLine),
  payment_methods: z.array(OfficeOrderPaymentMethod),
  delivery: z.object({ type: z.string(), address: z.string(), tracking_number: z.string().nullable() }),
  /**
   * The pickup point a delivery-pickup order goes to, which POST /office/order/{id}/limits/ checks the
   * order against; absent (older replies) or null for other deliveries.
   */
  pickup_point: z.object({ code: z.string(), delivery_id: z.number().int() }).nullable().optional(),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_leave_feedback: z.boolean(),
}).meta({ id: 'OfficeOrder', 'x-assumed': true });
