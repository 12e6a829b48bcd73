import type { DeliveryListResponse, DeliveryOption } from '@gf/contracts/upstream/entities/delivery';
import type { z } from 'zod';
import { notFound } from '../errors.js';
import { type GeoCity, stocksNear } from '../geo/geo-data.js';
import { toStock } from '../geo/geo-handlers.js';
import { carts } from '../state/carts.js';
import { catalog } from '../state/catalog.js';
import { convert, currencyOf } from '../state/currencies.js';
import type { SandboxState } from '../state/sandbox-state.js';
import {
  COURIER_RADIUS_KM,
  type DeliveryMethod,
  deliveryCostRub,
  deliveryDays,
  methodsFor,
} from './delivery-methods.js';
import { groupOrders } from './group-orders.js';

/**
 * Cities where a carrier still serves but is switched off for now (spec 1 §3 enable_courier,
 * enable_pvz false): the list keeps naming its methods, the flag is what says "not now".
 */
export const COURIER_PAUSED_CITY_IDS: readonly number[] = [104];
export const PICKUP_PAUSED_CITY_IDS: readonly number[] = [106];

/** Supplements travel in thermo boxes (thermo_product_ids). */
const THERMO_SUBSECTIONS = new Set(['supplements']);

export const toDeliveryOption = (
  method: DeliveryMethod,
  city: GeoCity,
  goodsRub: number,
  site: string,
): z.input<typeof DeliveryOption> => {
  const [min, max] = deliveryDays(method, city);
  return {
    id: method.id,
    name: method.name,
    type: method.type,
    cost: convert(deliveryCostRub(method, city, goodsRub), site),
    currency_code: currencyOf(site).currency,
    days_min: min,
    days_max: max,
    logo: method.pointPrefix ? `/media/delivery/${method.pointPrefix.toLowerCase()}.svg` : null,
  };
};

/** Goods of a user's server cart: their total in roubles and product ids (visitors have none, spec 2 §4). */
export const serverCartGoods = (state: SandboxState, userId: number | null): { rub: number; ids: number[] } => {
  const cart = userId === null ? null : carts(state).get(userId);
  const lines = cart ? [...cart.products, ...cart.gifts] : [];
  let rub = 0;
  for (const line of lines) rub += (catalog(state).byId(line.id)?.priceRub ?? 0) * line.quantity;
  return { rub, ids: lines.map((l) => l.id) };
};

/** Spec 1 §3 delivery list response for a city. */
export const deliveryList = (
  state: SandboxState,
  city: GeoCity | undefined,
  site: string,
  userId: number | null,
): z.input<typeof DeliveryListResponse> => {
  if (!city) throw notFound('City');
  const goods = serverCartGoods(state, userId);
  const methods = methodsFor(city);
  const near = stocksNear(city);
  const serving = near[0];
  const info: string[] = [];
  const courierPaused = COURIER_PAUSED_CITY_IDS.includes(city.id);
  const pickupPaused = PICKUP_PAUSED_CITY_IDS.includes(city.id);
  const enableCourier = !courierPaused && methods.some((m) => m.type === 'delivery-courier');
  if (!enableCourier) info.push(`There is no courier delivery in ${city.name}; choose a pickup point or a stock`);
  if (pickupPaused) info.push(`Pickup points in ${city.name} take no orders for now`);
  if (serving && serving.km > COURIER_RADIUS_KM) {
    info.push(`Orders to ${city.name} travel from ${serving.stock.name} (${Math.round(serving.km)} km)`);
  }
  const thermo = goods.ids.filter((id) => THERMO_SUBSECTIONS.has(catalog(state).byId(id)?.subsectionPath ?? ''));
  if (thermo.length > 0) info.push('Supplements travel in a thermo box');
  return {
    delivery_list: methods.map((m) => toDeliveryOption(m, city, goods.rub, site)),
    stocks: near.filter((n) => n.stock.kind === 'stock').map((n) => toStock(n.stock)),
    offices: near.filter((n) => n.stock.kind === 'office').map((n) => toStock(n.stock)),
    group_orders: methods.some((m) => m.type === 'group') ? groupOrders(state, city.countryCode) : [],
    thermo_product_ids: thermo,
    delivery_info: info,
    static_objects: {
      delivery_terms: {
        title: 'Delivery terms',
        text: '<p>Orders are handed over at a stock, brought by courier or sent to a pickup point.</p>',
        image: null,
        link: '/delivery',
      },
    },
    enable_courier: enableCourier,
    enable_pvz: !pickupPaused && methods.some((m) => m.type === 'delivery-pickup'),
  };
};
