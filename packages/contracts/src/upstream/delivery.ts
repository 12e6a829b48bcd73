import { z } from 'zod';
import { OkReply, QueryInt } from './common.js';
import { CartInput } from './entities/cart.js';
import { DeliveryCompareResponse, DeliveryListResponse, DeliveryMethodType, PickupPoint } from './entities/delivery.js';
import { AddressTemplate, OrderDelivery } from './entities/order.js';
import { op } from './operation.js';

const tag = 'delivery';

/** Where to deliver: the list and pickup calls read the same place. */
const Place = z.object({ country_id: QueryInt.optional(), city_id: QueryInt });
/** Referral and open-entry visitors have no server cart (spec 2 §4), so their calls name the referral code. */
const RefPlace = Place.extend({ ref: z.string().optional().meta({ description: 'Referral code, if any' }) });
const PickupQuery = z.object({ delivery_id: QueryInt, city_id: QueryInt });
const PickupReply = z.object({ points: z.array(PickupPoint) });
const CompareBody = z.object({
  cart: CartInput,
  city_id: z.number().int(),
  delivery_type: DeliveryMethodType.optional(),
  delivery_id: z.number().int().optional(),
});

/**
 * Spec 1 §3 names the delivery list, pickup point and delivery compare replies and spec 1 §6 says
 * referral and open-entry sessions use "ref-order variants" of them. Spec 1 §7 defers these calls to
 * the second document, which prints no path: these mirror its order/ref-order create paths (assumed).
 */
const deliveryReads = {
  deliveryList: op({
    method: 'get',
    path: '/greenway/shop/order/delivery/list/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'Delivery methods, stocks, offices and group orders for a city',
    query: Place,
    reply: DeliveryListResponse,
  }),
  refOrderDeliveryList: op({
    method: 'get',
    path: '/greenway/shop/ref-order/delivery/list/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Delivery list for a referral or open-entry visitor',
    query: RefPlace,
    reply: DeliveryListResponse,
  }),
  deliveryPickupPoints: op({
    method: 'get',
    path: '/greenway/shop/order/delivery/pickup-points/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'Pickup points of one delivery service in a city (pickup-points map)',
    query: PickupQuery,
    reply: PickupReply,
  }),
  refOrderDeliveryPickupPoints: op({
    method: 'get',
    path: '/greenway/shop/ref-order/delivery/pickup-points/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Pickup points for a referral or open-entry visitor',
    query: PickupQuery,
    reply: PickupReply,
  }),
  deliveryCompare: op({
    method: 'post',
    path: '/greenway/shop/order/delivery/compare/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'Compare delivery methods for a cart: costs, gifts and bonus balance per method',
    body: CompareBody,
    reply: DeliveryCompareResponse,
  }),
  refOrderDeliveryCompare: op({
    method: 'post',
    path: '/greenway/shop/ref-order/delivery/compare/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Delivery compare for a referral or open-entry visitor',
    body: CompareBody.extend({ ref: z.string().optional() }),
    reply: DeliveryCompareResponse,
  }),
} as const;

/** Spec 2 §7 "Cart and order (shop)": the delivery and address calls of checkout. */
export const deliveryOperations = {
  ...deliveryReads,
  addressTemplates: op({
    method: 'post',
    path: '/shop/order/delivery/address-templates/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: "The user's saved address templates for a country (POST with a filter body)",
    body: z.object({ country_id: z.number().int(), type: AddressTemplate.shape.type.optional() }),
    reply: z.object({ templates: z.array(AddressTemplate) }),
  }),
  deliveryCheck: op({
    method: 'post',
    path: '/shop/order/delivery/check/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Check that a delivery address can be served, before ordering',
    body: OrderDelivery,
    reply: z.object({
      ok: z.boolean(),
      cost: z.number().nullable(),
      message: z.string().nullable(),
    }),
  }),
  addressTransliterate: op({
    method: 'post',
    path: '/shop/address/transliterate/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Transliterate address fields into Latin letters (field name to text, both ways)',
    body: z.record(z.string(), z.string()),
    reply: z.record(z.string(), z.string()),
  }),
  addressTemplateDelete: op({
    method: 'delete',
    path: '/greenway/office/address-template/{id}/',
    tag,
    spec: '2 §7',
    auth: 'required',
    summary: 'Delete an address template',
    params: z.object({ id: QueryInt.min(1) }),
    reply: OkReply,
  }),
} as const;
