/**
 * Spec 1 §2 order document modals (check-document, group-order-document, goods-move-document) and
 * spec 2 §7 GET /shop/order/{id}/bill/{type}/: each modal shows one kind of the order's bill on
 * screen. The spec does not print the bill types; these kinds and when an order has each are ours
 * (`x-assumed` on OrderBill in the contract).
 */
export const ORDER_DOCUMENT_KINDS = ['check', 'group-order', 'goods-move'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** Which modal shows which kind. */
export const ORDER_DOCUMENT_MODALS = {
  'check-document': 'check',
  'group-order-document': 'group-order',
  'goods-move-document': 'goods-move',
} as const satisfies Record<string, OrderDocumentKind>;
export type OrderDocumentModal = keyof typeof ORDER_DOCUMENT_MODALS;

/** Order statuses after the goods left the stock: the goods-movement note exists from then on. */
export const GOODS_MOVED_STATUSES = ['shipped', 'delivered', 'received'] as const;

/** Spec 2 §3 delivery method type of a group order. */
export const GROUP_DELIVERY_TYPE = 'group';

export interface DocumentFacts {
  status: string;
  deliveryType: string;
  paid: boolean;
}

/**
 * Whether an order has a document of this kind: the check (cash receipt) once paid; the
 * goods-movement note once shipped; the group order statement for group deliveries.
 */
export const hasOrderDocument = (kind: OrderDocumentKind, facts: DocumentFacts): boolean => {
  if (kind === 'check') return facts.paid;
  if (kind === 'goods-move') return (GOODS_MOVED_STATUSES as readonly string[]).includes(facts.status);
  return facts.deliveryType === GROUP_DELIVERY_TYPE;
};
