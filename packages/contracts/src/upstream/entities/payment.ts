import { z } from 'zod';

/** One way to pay an order, as payment_methods lists it (spec 2 §3 Order creation reply); shape assumed. */
export const PaymentMethod = z
  .object({
    code: z.string().meta({ description: 'Path segment(s) after /greenway/shop/order/{id}/, e.g. sbp/dynamic' }),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string().nullable(),
  })
  .meta({ id: 'PaymentMethod', 'x-assumed': true });

/** Spec 2 §3 Accounts: internal, gift, travel, autobonus (the accounts an order can be paid from). */
export const PaymentAccount = z.enum(['internal', 'gift', 'travel', 'autobonus']).meta({ id: 'PaymentAccount' });

/** What an order owes and how it can be paid (GET /shop/order/{id}/payment/, messenger payment page). */
export const OrderPayment = z
  .object({
    id: z.number().int(),
    number: z.string(),
    cost: z.number(),
    paid: z.number(),
    currency_code: z.string(),
    is_paid: z.boolean(),
    payment_methods: z.array(PaymentMethod),
  })
  .meta({ id: 'OrderPayment', 'x-assumed': true });

/**
 * How to continue a provider payment: a page to redirect to, a form to post, a QR to show or a
 * client secret for an embedded widget. Which fields are set depends on the provider.
 */
export const PaymentStart = z
  .object({
    ok: z.boolean(),
    payment_id: z.string().nullable().meta({ description: "The provider's id of the payment" }),
    redirect_url: z.string().nullable(),
    form: z
      .object({ action: z.string(), method: z.enum(['GET', 'POST']), fields: z.record(z.string(), z.string()) })
      .nullable(),
    qr: z.string().nullable().meta({ description: 'Payload to render as a QR code' }),
    client_secret: z.string().nullable(),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'PaymentStart', 'x-assumed': true });

/** Outcome of a payment that completes within the call (account payment, capture). */
export const PaymentResult = z
  .object({ ok: z.boolean(), is_paid: z.boolean(), message: z.string().nullable() })
  .meta({ id: 'PaymentResult', 'x-assumed': true });

/** Where a provider sends the buyer back to; the API builds defaults when absent. */
export const PaymentReturn = z
  .object({ success_url: z.string().optional(), fail_url: z.string().optional() })
  .meta({ id: 'PaymentReturn', 'x-assumed': true });
