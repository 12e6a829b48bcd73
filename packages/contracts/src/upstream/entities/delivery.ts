import { z } from 'zod';
import { AvailableGifts } from './calculation.js';
import { StaticObjects } from './site.js';

/** Spec 2 §3 Delivery method types. */
export const DeliveryMethodType = z
  .enum(['stock', 'delivery-courier', 'delivery-pickup', 'group'])
  .meta({ id: 'DeliveryMethodType' });

export const Coords = z.object({ latitude: z.number(), longitude: z.number() }).meta({ id: 'Coords' });

/** Parcel limits of a pickup point (spec 1 §3 `limits`; spec 2 §3 delivery `limits`); shape assumed. */
export const ParcelLimits = z
  .object({
    max_weight: z.number().nullable().meta({ description: 'kg' }),
    max_length: z.number().nullable().meta({ description: 'cm' }),
    max_width: z.number().nullable().meta({ description: 'cm' }),
    max_height: z.number().nullable().meta({ description: 'cm' }),
  })
  .meta({ id: 'ParcelLimits', 'x-assumed': true });

/** Spec 1 §3 Pickup point. */
export const PickupPoint = z
  .object({
    code: z.string(),
    type: z.string().meta({ description: 'Kind of point as the carrier names it, e.g. pvz or postamat' }),
    city: z.string(),
    country: z.string(),
    coords: Coords,
    full_address: z.string(),
    address: z.string(),
    street: z.string(),
    house: z.string(),
    flat: z.string().nullable(),
    post_index: z.string(),
    phone: z.string().nullable(),
    times: z.string().meta({ description: 'Working hours, periods separated by semicolons' }),
    limits: ParcelLimits.nullable(),
    storage_period: z.number().int().nullable().meta({ description: 'Days an order is kept' }),
    delivery_id: z.number().int(),
  })
  .meta({ id: 'PickupPoint' });

/** A way to get the order, one entry of delivery_list (shape assumed). */
export const DeliveryOption = z
  .object({
    id: z.number().int().meta({ description: 'delivery_id of the order payload' }),
    name: z.string(),
    type: DeliveryMethodType,
    cost: z.number(),
    currency_code: z.string(),
    days_min: z.number().int().nullable(),
    days_max: z.number().int().nullable(),
    logo: z.string().nullable(),
  })
  .meta({ id: 'DeliveryOption', 'x-assumed': true });

/** A stock or office where orders are handed out (`stock` delivery); shape assumed. */
export const Stock = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    times: z.string().meta({ description: 'Working hours, periods separated by semicolons' }),
    coords: Coords.nullable(),
  })
  .meta({ id: 'Stock', 'x-assumed': true });

/** An open group order a buyer can join (`group` delivery, spec 2 §3 group_number); shape assumed. */
export const GroupOrder = z
  .object({
    number: z.string(),
    leader_name: z.string(),
    stock_id: z.number().int(),
    address: z.string(),
    closes_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'GroupOrder', 'x-assumed': true });

/** Spec 1 §3 Delivery list response. */
export const DeliveryListResponse = z
  .object({
    delivery_list: z.array(DeliveryOption),
    stocks: z.array(Stock),
    offices: z.array(Stock),
    group_orders: z.array(GroupOrder),
    thermo_product_ids: z
      .array(z.number().int())
      .meta({ description: 'Cart products that need temperature-controlled delivery' }),
    delivery_info: z.array(z.string()).meta({ description: 'Messages to show about delivery' }),
    static_objects: StaticObjects,
    enable_courier: z.boolean(),
    enable_pvz: z.boolean(),
  })
  .meta({ id: 'DeliveryListResponse' });

/**
 * Spec 1 §3 Delivery compare response: "delivery_list, available_gifts, cost, value, max_gft_balance
 * and other parameters" (the others are not named, so further keys are allowed).
 */
export const DeliveryCompareResponse = z
  .object({
    delivery_list: z.array(DeliveryOption),
    available_gifts: AvailableGifts,
    cost: z.number(),
    value: z.number(),
    max_gft_balance: z.number(),
  })
  .loose()
  .meta({ id: 'DeliveryCompareResponse' });

export const City = z
  .object({ id: z.number().int(), name: z.string(), region: z.string().nullable(), country_id: z.number().int() })
  .meta({ id: 'City', 'x-assumed': true });

export const Territory = z
  .object({ id: z.number().int(), name: z.string(), country_id: z.number().int() })
  .meta({ id: 'Territory', 'x-assumed': true });
