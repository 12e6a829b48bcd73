import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';
import { Cart, CartInput } from './cart.js';
import { DeliveryMethodType, ParcelLimits } from './delivery.js';
import { CheckedOpenEntry } from './open-entry.js';
import { PaymentMethod } from './payment.js';
import { AuthData } from './user.js';

/** Spec 2 §3 Address template; `type` is the checkout tab it belongs to (spec 2 §2). */
export const AddressTemplate = z
  .object({
    id: z.number().int(),
    type: z.enum(['shop', 'courier', 'pvz']),
    stock_id: z.number().int().nullable(),
    delivery: z.number().int().nullable().meta({ description: 'delivery_id the template was saved with (assumed)' }),
    city: z.string(),
    country: z.string(),
    post_index: z.string().nullable(),
    address: z.string(),
    full_name: z.string(),
  })
  .meta({ id: 'AddressTemplate' });

/** Spec 2 §3 order payload `delivery`. Which fields are needed depends on delivery_type. */
export const OrderDelivery = z
  .object({
    delivery_type: DeliveryMethodType,
    city_id: z.number().int(),
    full_name: z.string().min(1),
    phone: z.string().min(1),
    email: z.string().optional(),
    country: z.string(),
    city: z.string().optional(),
    address: z.string().optional(),
    street: z.string().optional(),
    house: z.string().optional(),
    flat: z.string().optional(),
    post_index: z.string().optional(),
    delivery_home: z.boolean().optional().meta({ description: 'Courier brings it to the door' }),
    stock_id: z.number().int().optional(),
    delivery_id: z.number().int().optional(),
    group_number: z.string().optional(),
    address_template_id: z.number().int().optional(),
    contact_info: z.string().optional(),
    note: z.string().optional(),
    latitude: z.number().optional().meta({ description: 'Required for courier delivery in AZ (spec 2 §5)' }),
    longitude: z.number().optional(),
    limits: ParcelLimits.optional(),
  })
  .meta({ id: 'OrderDelivery' });

/** Spec 2 §3 order payload `registration` (referral and open-entry orders register the buyer). */
export const OrderRegistration = z
  .object({
    ref: z.string().optional(),
    passport_type: z.string().optional(),
    jur_type: z.string().optional(),
    individual: z
      .object({
        first_name: z.string(),
        last_name: z.string(),
        patronymic: z.string().optional(),
        birth_date: z.iso.date().optional(),
        passport_number: z.string().optional(),
      })
      .optional()
      .meta({ description: 'Personal data of a private buyer (fields assumed)' }),
  })
  .meta({ id: 'OrderRegistration' });

/** Spec 2 §3 Order creation payload, shared by the order, ref-order and open-entry-order calls. */
export const OrderCreatePayload = z
  .object({
    cart: CartInput,
    delivery: OrderDelivery,
    vat: z.object({ number: z.string(), company: z.string() }).optional(),
    private_note: z.string().optional(),
    save_template: z.boolean().optional(),
    order_metrics: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Analytics tags (utm and the like); shape assumed' }),
    registration: OrderRegistration.optional(),
    preorder_codes: z.array(z.string()).optional(),
    order_source: z.string().optional(),
  })
  .meta({ id: 'OrderCreatePayload' });

/** The open-entry-order payload: the order creation payload plus the visitor's checked open entry. */
export const OpenEntryOrderCreatePayload = OrderCreatePayload.extend({
  open_entry: CheckedOpenEntry.meta({
    description: 'The checked open entry whose sponsor the buyer is registered under (assumed)',
  }),
}).meta({ id: 'OpenEntryOrderCreatePayload' });

/** Spec 2 §3 Order creation reply. */
export const OrderCreateReply = z
  .object({
    id: z.number().int(),
    number: z.string(),
    payment_methods: z.array(PaymentMethod),
    cart: Cart.nullable().meta({ description: 'The cart left after ordering' }),
    auth_info: AuthData.nullable().meta({ description: 'Set when the order registered and signed in the buyer' }),
    need_confirm_receiving: z.boolean(),
  })
  .meta({ id: 'OrderCreateReply' });

/** A bill of an order to show on screen (GET /shop/order/{id}/bill/{type}/); shape assumed. */
export const OrderBill = z
  .object({ type: z.string(), number: z.string(), date: z.iso.date(), html: richText() })
  .meta({ id: 'OrderBill', 'x-assumed': true });
