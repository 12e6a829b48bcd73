import { JUR_TYPES, PASSPORT_TYPES } from '@gf/contracts/rules/order-registration';
import { LINK_HASH_PATTERN } from '@gf/contracts/rules/order-share';
import { z } from 'zod';
import { contract } from '../../../platform/contract/contract-registry.js';
import { IdempotencyKey } from '../../../platform/writes/idempotency-key.js';
import { AuthState } from '../../auth/auth-schemas.js';
import { CartBody } from '../../cart/cart-schemas.js';
import { DeliveryBody } from '../../checkout/checkout-schemas.js';

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

/** Spec 2 §3 Order creation payload as the client sends it; the gateway builds the upstream's. */
export const OrderCreateBody = contract(
  'OrderCreateBody',
  z.object({
    idempotency_key: IdempotencyKey,
    cart: CartBody,
    delivery: DeliveryBody,
    vat: z.object({ number: z.string().trim().min(1).max(40), company: z.string().trim().min(1).max(200) }).optional(),
    private_note: z.string().trim().max(1000).optional(),
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
            passport_number: z.string().trim().max(40).optional(),
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
