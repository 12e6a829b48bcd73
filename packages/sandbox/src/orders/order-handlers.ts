import { ORDER_DOCUMENT_KINDS } from '@gf/contracts/rules/order-documents';
import { siteLink } from '../cart/site-links.js';
import { notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { orderPaymentOf } from '../payment/order-payment.js';
import { orderPayments } from '../payment/order-payments.js';
import { readableOrder } from '../state/order-access.js';
import { orders } from '../state/orders.js';
import { createOrder } from './order-create.js';
import { orderBill, orderBillPdf, orderBlank } from './order-documents.js';
import { isValidVat } from './vat.js';

type OrderIds =
  | 'orderCreate'
  | 'refOrderCreate'
  | 'openEntryOrderCreate'
  | 'orderPayment'
  | 'orderBlank'
  | 'orderBill'
  | 'orderBillDownload'
  | 'orderShare'
  | 'vatCheck';

export const orderHandlers: AreaHandlers<OrderIds> = {
  orderCreate: ({ body, caller, state, site, language }) => createOrder(state, 'order', body, caller, site, language),
  refOrderCreate: ({ body, state, site, language }) => createOrder(state, 'ref-order', body, null, site, language),
  openEntryOrderCreate: ({ body, state, site, language }) =>
    createOrder(state, 'open-entry-order', body, null, site, language),

  orderPayment: ({ params, query, caller, state }) =>
    orderPaymentOf(state, readableOrder(state, params.id, caller, query.share), caller),

  orderBlank: ({ params, caller, state }) => orderBlank(readableOrder(state, params.id, caller)),

  orderBill: ({ params, caller, state }) => {
    const order = readableOrder(state, params.id, caller);
    // The order's own documents (check, group statement, goods note) are the buyer's, not a shared link's.
    const own = (ORDER_DOCUMENT_KINDS as readonly string[]).includes(params.type);
    if (own && order.userId !== caller?.user.id) throw notFound('Order');
    return orderBill(order, params.type, orderPayments(state));
  },

  orderBillDownload: ({ params, caller, state }) =>
    orderBillPdf(readableOrder(state, params.id, caller), params.type, orderPayments(state)),

  /** Share an order by link, e.g. for someone else to pay it; the same link on every call. */
  orderShare: ({ params, caller, state }) => {
    const order = orders(state).byId(params.id);
    if (!order || order.userId !== caller!.user.id) throw notFound('Order');
    order.shareHash ??= state.random(`order-share-${order.id}`).token('os_');
    return {
      hash: order.shareHash,
      link: siteLink(order.site, `/shop/order/${order.id}/payment/?share=${order.shareHash}`),
    };
  },

  vatCheck: ({ body }) => ({ valid: isValidVat(body.vat_number) }),
};
