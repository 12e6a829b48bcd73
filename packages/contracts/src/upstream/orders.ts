import { z } from 'zod';
import { FileReply, QueryInt } from './common.js';
import { OpenEntryOrderCreatePayload, OrderBill, OrderCreatePayload, OrderCreateReply } from './entities/order.js';
import { OrderPayment } from './entities/payment.js';
import { OrderShareQuery, ShareLink } from './entities/share.js';
import { op } from './operation.js';

const tag = 'orders';
const OrderId = z.object({ id: QueryInt.min(1) });
const Bill = OrderId.extend({
  type: z.string().min(1).meta({ description: 'Bill kind, e.g. invoice or receipt (values not shown)' }),
});

/** Spec 2 §7 "Cart and order (shop)": creating orders and reading what they owe. */
export const ordersOperations = {
  orderCreate: op({
    method: 'post',
    path: '/greenway/shop/order/create/',
    tag,
    spec: '2 §7',
    auth: 'required',
    summary: 'Place an order as the signed-in user (or as the spectated user, spec 2 §6)',
    body: OrderCreatePayload,
    reply: OrderCreateReply,
  }),
  refOrderCreate: op({
    method: 'post',
    path: '/greenway/shop/ref-order/create/',
    tag,
    spec: '2 §7',
    auth: 'none',
    summary: 'Place an order with a referral code (registration.ref), registering the buyer',
    body: OrderCreatePayload,
    reply: OrderCreateReply,
  }),
  openEntryOrderCreate: op({
    method: 'post',
    path: '/greenway/shop/open-entry-order/create/',
    tag,
    spec: '2 §7',
    auth: 'none',
    summary: 'Place an order in an open-entry session, under the sponsor set on its checked open entry',
    body: OpenEntryOrderCreatePayload,
    reply: OrderCreateReply,
  }),
  orderPayment: op({
    method: 'get',
    path: '/shop/order/{id}/payment/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'What an order owes and the payment methods offered for it (to others than the buyer by its share hash)',
    params: OrderId,
    query: OrderShareQuery,
    reply: OrderPayment,
  }),
  orderBlank: op({
    method: 'get',
    path: '/shop/order/{id}/blank/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'The order form (blank) as a printable PDF',
    params: OrderId,
    reply: FileReply,
    replyKind: 'pdf',
  }),
  orderBill: op({
    method: 'get',
    path: '/shop/order/{id}/bill/{type}/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'A bill of the order, to show on screen',
    params: Bill,
    reply: OrderBill,
  }),
  orderBillDownload: op({
    method: 'get',
    path: '/shop/order/{id}/bill/{type}/download/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'A bill of the order as a PDF file (the download variant)',
    params: Bill,
    reply: FileReply,
    replyKind: 'pdf',
  }),
  orderShare: op({
    method: 'put',
    path: '/shop/order/{id}/share/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'Share an order as a link (e.g. for someone else to pay)',
    params: OrderId,
    reply: ShareLink,
  }),
  vatCheck: op({
    method: 'post',
    path: '/shop/order/vat/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    summary: 'Validate a VAT number (spec 1 §5: reply valid true or false)',
    body: z.object({ vat_number: z.string().min(1) }),
    reply: z.object({ valid: z.boolean() }),
  }),
} as const;
