import { hasOrderDocument, ORDER_DOCUMENT_KINDS } from '@gf/contracts/rules/order-documents';
import type { OrderBill } from '@gf/contracts/upstream/entities/order';
import type { z } from 'zod';
import { notFound } from '../errors.js';
import { escapeHtml } from '../html.js';
import type { OrderPayments } from '../payment/order-payments.js';
import { pdfDocument } from '../pdf/pdf-document.js';
import type { SandboxOrder } from '../state/orders.js';
import type { FileBody } from '../state/stored-files.js';

/** Bill kinds: an invoice for any order, a receipt once it is paid, and the order documents of spec 1 §2's modals. */
const BILL_TYPES = ['invoice', 'receipt', ...ORDER_DOCUMENT_KINDS] as const;

const BILL_TITLES: Record<(typeof BILL_TYPES)[number], { title: string; prefix: string }> = {
  invoice: { title: 'Invoice', prefix: 'INV' },
  receipt: { title: 'Receipt', prefix: 'RCP' },
  check: { title: 'Cash receipt', prefix: 'CHK' },
  'group-order': { title: 'Group order statement', prefix: 'GRP' },
  'goods-move': { title: 'Goods movement note', prefix: 'GMV' },
};
const titleOf = (type: string): string => BILL_TITLES[type as (typeof BILL_TYPES)[number]].title;

const money = (amount: number, order: SandboxOrder) => `${amount.toFixed(2)} ${order.currency}`;

const lineTexts = (order: SandboxOrder): string[] =>
  order.lines.map(
    (l) => `${l.code}  ${l.name} x ${l.quantity}  ${l.gift ? 'gift' : money(l.price * l.quantity, order)}`,
  );

const billNumber = (type: string, order: SandboxOrder) =>
  `${BILL_TITLES[type as (typeof BILL_TYPES)[number]].prefix}-${order.number}`;

/** The stock the sandbox ships every order from (goods-movement notes name it). */
const SHIPPING_STOCK = 'Central stock, Moscow';

const checkBillType = (type: string, order: SandboxOrder, payments: OrderPayments): void => {
  if (!(BILL_TYPES as readonly string[]).includes(type)) throw notFound('Bill type');
  if (type === 'receipt' && !payments.isPaid(order)) throw notFound('Receipt (the order is not paid yet)');
  const kind = ORDER_DOCUMENT_KINDS.find((k) => k === type);
  const facts = { status: order.status, deliveryType: order.delivery.type, paid: payments.isPaid(order) };
  if (kind && !hasOrderDocument(kind, facts)) throw notFound(`${titleOf(type)} of this order`);
};

/** The order form (blank) as a PDF: number, date, buyer, delivery, lines and total. */
export const orderBlank = (order: SandboxOrder): FileBody => ({
  filename: `order-${order.number}.pdf`,
  contentType: 'application/pdf',
  data: pdfDocument(`Order ${order.number}`, [
    `Date: ${order.createdAt.slice(0, 10)}`,
    `Buyer: ${order.contact.fullName}, ${order.contact.phone}`,
    `Delivery: ${order.delivery.type}, ${order.delivery.city}, ${order.delivery.address}`,
    '',
    ...lineTexts(order),
    '',
    `Delivery: ${money(order.delivery.cost, order)}`,
    `Total: ${money(order.total, order)}`,
    `PV: ${order.value}`,
  ]),
});

export const orderBill = (order: SandboxOrder, type: string, payments: OrderPayments): z.input<typeof OrderBill> => {
  checkBillType(type, order, payments);
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.code)}</td><td>${escapeHtml(l.name)}</td><td>${l.quantity}</td><td>${l.gift ? 'gift' : money(l.price * l.quantity, order)}</td></tr>`,
    )
    .join('');
  return {
    type,
    number: billNumber(type, order),
    date: order.createdAt.slice(0, 10),
    html:
      `<h1>${titleOf(type)} ${billNumber(type, order)}</h1>` +
      `<p>Order ${order.number} of ${order.createdAt.slice(0, 10)}, ${escapeHtml(order.contact.fullName)}</p>` +
      (type === 'goods-move'
        ? `<p>From: ${SHIPPING_STOCK}</p><p>To: ${escapeHtml(order.delivery.city)}, ${escapeHtml(order.delivery.address)}</p>`
        : '') +
      (type === 'group-order' ? `<p>Group delivery point: ${escapeHtml(order.delivery.address)}</p>` : '') +
      `<table><tr><th>Code</th><th>Product</th><th>Qty</th><th>Sum</th></tr>${rows}</table>` +
      `<p>Delivery: ${money(order.delivery.cost, order)}</p><p><b>Total: ${money(order.total, order)}</b></p>` +
      (type === 'receipt' || type === 'check' ? `<p>Paid: ${money(payments.paid(order), order)}</p>` : ''),
  };
};

export const orderBillPdf = (order: SandboxOrder, type: string, payments: OrderPayments): FileBody => {
  checkBillType(type, order, payments);
  return {
    filename: `${billNumber(type, order)}.pdf`,
    contentType: 'application/pdf',
    data: pdfDocument(`${titleOf(type)} ${billNumber(type, order)}`, [
      `Order ${order.number} of ${order.createdAt.slice(0, 10)}`,
      `Buyer: ${order.contact.fullName}`,
      'Seller: Greenway Global LLC, eco products for home and health',
      '',
      ...lineTexts(order),
      '',
      `Delivery: ${money(order.delivery.cost, order)}`,
      `Total: ${money(order.total, order)}`,
      ...(type === 'receipt' ? [`Paid: ${money(payments.paid(order), order)}`] : []),
    ]),
  };
};
