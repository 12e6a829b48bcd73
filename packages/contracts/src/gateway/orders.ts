import { z } from 'zod';
import {
  FAST_ORDER_ERRORS,
  FAST_ORDER_MAX_LINES,
  FAST_ORDER_MAX_QUANTITY,
  PRODUCT_CODE_PATTERN,
} from '../rules/fast-order.js';
import { ORDER_DOCUMENT_KINDS } from '../rules/order-documents.js';
import { JUR_TYPES, PASSPORT_TYPES } from '../rules/order-registration.js';
import { LINK_HASH_PATTERN } from '../rules/order-share.js';
import { OrderBill } from '../upstream/entities/order.js';
import { Product } from '../upstream/entities/product.js';
import { AuthState } from './auth.js';
import { CartBody } from './cart.js';
import { DeliveryBody } from './checkout.js';
import { contract } from './contract-registry.js';
import { IdempotencyKey } from './idempotency-key.js';

/** One way to pay an order, as payment_methods lists it; `code` is the path after the order (pay/internal, sbp/dynamic). */
export const PaymentMethodItem = contract(
  'PaymentMethodItem',
  z.object({
    code: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string().nullable(),
  }),
);

/** The buyer's note on an order, for the company's eyes only. */
export const PrivateNote = z.string().trim().max(1000);
/** A registering buyer's passport number. */
export const PassportNumber = z.string().trim().max(40);

/** Spec 2 §3 Order creation payload as the client sends it; the gateway builds the upstream's. */
export const OrderCreateBody = contract(
  'OrderCreateBody',
  z.object({
    idempotency_key: IdempotencyKey,
    cart: CartBody,
    delivery: DeliveryBody,
    vat: z.object({ number: z.string().trim().min(1).max(40), company: z.string().trim().min(1).max(200) }).optional(),
    private_note: PrivateNote.optional(),
    save_template: z.boolean().optional(),
    order_metrics: z.record(z.string().max(40), z.string().max(200)).optional(),
    registration: z
      .object({
        ref: z.string().trim().max(60).optional(),
        passport_type: z
          .enum(PASSPORT_TYPES)
          .optional()
          .meta({ description: 'Required of a registering (ref-order) buyer; values assumed', 'x-assumed': true }),
        jur_type: z.enum(JUR_TYPES).optional().meta({
          description: 'Required of a registering buyer: individual needs `individual`, entrepreneur needs `vat`',
          'x-assumed': true,
        }),
        individual: z
          .object({
            first_name: z.string().trim().min(1).max(80),
            last_name: z.string().trim().min(1).max(80),
            patronymic: z.string().trim().max(80).optional(),
            birth_date: z.iso.date().optional(),
            passport_number: PassportNumber.optional(),
          })
          .optional(),
      })
      .optional(),
    preorder_codes: z.array(z.string().max(40)).max(300).optional(),
    order_source: z.string().max(60).optional(),
  }),
);
export type OrderCreateBody = z.infer<typeof OrderCreateBody>;

/** Spec 2 §3 Order creation reply; `auth` is set when the order signed a visitor in (auth_info). */
export const OrderCreatedReply = contract(
  'OrderCreatedReply',
  z.object({
    id: z.number().int(),
    number: z.string(),
    payment_methods: z.array(PaymentMethodItem),
    need_confirm_receiving: z.boolean(),
    kind: z.enum(['order', 'ref-order', 'open-entry-order']),
    auth: AuthState.nullable(),
  }),
);

/**
 * The hash of a link that lets whoever holds it pay an order (a messenger payment link, an order's
 * share link: spec 2 §7), checked for shape before any upstream call.
 */
export const LinkHash = z.string().regex(LINK_HASH_PATTERN).meta({ description: 'The hash the link carries' });

/** What an order owes and how it can be paid. */
export const OrderPaymentReply = contract(
  'OrderPaymentReply',
  z.object({
    id: z.number().int(),
    number: z.string(),
    cost: z.number(),
    paid: z.number(),
    currency_code: z.string(),
    is_paid: z.boolean(),
    payment_methods: z.array(PaymentMethodItem),
  }),
);

export const PayBody = contract(
  'PayBody',
  z.object({
    segment: z
      .string()
      .regex(/^[a-z_-]{1,30}$/)
      .optional()
      .meta({ description: 'The rest of the method code: the account (pay/internal), system, QR type or entity' }),
    amount: z
      .number()
      .positive()
      .optional()
      .meta({ description: 'Account payments: how much (all that is due by default)' }),
    cryptogram: z.string().max(4000).optional(),
    card_holder: z.string().max(120).optional(),
    stock_address: z.string().max(300).optional(),
    stock_city: z.string().max(120).optional(),
  }),
);

/**
 * How a payment goes on: `paid` (account, capture), `pending` (more is due), or the provider's way
 * to continue (a page to open, a form to post, a QR to show, a widget's secret).
 */
export const PaymentOutcome = contract(
  'PaymentOutcome',
  z.object({
    status: z.enum(['paid', 'pending', 'redirect', 'form', 'qr', 'widget', 'failed']),
    message: z.string().nullable(),
    payment_id: z.string().nullable(),
    redirect_url: z.string().nullable(),
    form: z
      .object({ action: z.string(), method: z.enum(['GET', 'POST']), fields: z.record(z.string(), z.string()) })
      .nullable(),
    qr: z.string().nullable(),
    client_secret: z.string().nullable(),
    expires_at: z.string().nullable(),
  }),
);

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

/** One row of the quick order form: a product code and how many. */
export const FastOrderRow = z.object({
  code: z.string().trim().regex(PRODUCT_CODE_PATTERN, FAST_ORDER_ERRORS.codeFormat),
  quantity: z
    .number(FAST_ORDER_ERRORS.quantity)
    .int(FAST_ORDER_ERRORS.quantity)
    .min(1, FAST_ORDER_ERRORS.quantity)
    .max(FAST_ORDER_MAX_QUANTITY, FAST_ORDER_ERRORS.quantity),
});

export const FastOrderBody = contract(
  'FastOrderBody',
  z
    .object({
      lines: z
        .array(FastOrderRow)
        .min(1, FAST_ORDER_ERRORS.noLines)
        .max(FAST_ORDER_MAX_LINES)
        .superRefine((rows, ctx) => {
          const seen = new Set<string>();
          rows.forEach((row, index) => {
            const code = row.code.toUpperCase();
            if (seen.has(code))
              ctx.addIssue({ code: 'custom', path: [index, 'code'], message: FAST_ORDER_ERRORS.codeRepeated });
            seen.add(code);
          });
        }),
    })
    .meta({ 'x-assumed': true, description: 'Spec 1 §2 fast orders: bounds are ours (spec 1 §5 not shown)' }),
);

export const FastOrderLine = contract(
  'FastOrderLine',
  z.object({
    quantity: z.number().int(),
    /** The row's price times its quantity, as exact decimal text (money-rules). */
    sum: z.string(),
    product: Product,
  }),
);

/** The rows as products with their sums, in the order given; the total as exact decimal text. */
export const FastOrderReply = contract(
  'FastOrderReply',
  z.object({
    lines: z.array(FastOrderLine),
    total: z.string(),
    currency_code: z.string(),
  }),
);
