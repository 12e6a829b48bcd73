import { calculate } from '../cart/calculation.js';
import type { CartInputBody } from '../cart/cart-lines.js';
import { badRequest, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { checkRef } from '../registration/sponsors.js';
import { convert, currencyOf } from '../state/currencies.js';
import { deliveryCostRub, deliveryDays, deliveryMethodById, methodsFor } from '../state/delivery-methods.js';
import { cityById, countryById } from '../state/geo-data.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { transliterate } from '../transliterate.js';
import { addressTemplates, toAddressTemplate } from './address-templates.js';
import { deliveryList, serverCartGoods, toDeliveryOption } from './delivery-lists.js';
import { checkDelivery } from './delivery-validation.js';
import { pickupPoints } from './pickup-points.js';

type DeliveryIds =
  | 'deliveryList'
  | 'refOrderDeliveryList'
  | 'deliveryPickupPoints'
  | 'refOrderDeliveryPickupPoints'
  | 'deliveryCompare'
  | 'refOrderDeliveryCompare'
  | 'addressTemplates'
  | 'deliveryCheck'
  | 'addressTransliterate'
  | 'addressTemplateDelete';

const cityIn = (cityId: number, countryId?: number) => {
  const city = cityById(cityId);
  if (city && countryId !== undefined && countryById(countryId)?.code !== city.countryCode) {
    throw badRequest({ city_id: ['The city is not in this country'] });
  }
  return city;
};

const points = (state: SandboxState, deliveryId: number, cityId: number) => {
  const city = cityById(cityId);
  if (!city) throw notFound('City');
  const method = deliveryMethodById(deliveryId);
  if (method?.type !== 'delivery-pickup') throw notFound('Pickup service');
  // A carrier that does not work in the city simply has no points there.
  return { points: methodsFor(city).includes(method) ? pickupPoints(state, method, city) : [] };
};

/** Spec 1 §3 delivery compare: each method's cost for this cart, and the calculation of the cheapest. */
const compare = (
  state: SandboxState,
  body: { cart: CartInputBody; city_id: number; delivery_type?: string | undefined; delivery_id?: number | undefined },
  site: string,
  language: string,
  userId: number | null,
) => {
  const city = cityById(body.city_id);
  if (!city) throw notFound('City');
  const calc = calculate(state, { cart: body.cart, site, language, userId });
  const goodsRub = calc.lines.reduce((s, l) => s + (l.kind === 'free' ? 0 : l.product.priceRub * l.quantity), 0);
  const methods = methodsFor(city).filter(
    (m) => (!body.delivery_type || m.type === body.delivery_type) && (!body.delivery_id || m.id === body.delivery_id),
  );
  const options = methods.map((m) => toDeliveryOption(m, city, goodsRub, site)).sort((a, b) => a.cost - b.cost);
  const cheapest = options[0];
  const priced = cheapest
    ? calculate(state, { cart: body.cart, site, language, userId, cityId: city.id, deliveryId: cheapest.id })
    : calc;
  return {
    delivery_list: options,
    available_gifts: priced.reply.available_gifts,
    cost: priced.reply.cost,
    value: priced.reply.value,
    max_gft_balance: priced.reply.max_gft_balance,
    currency_code: currencyOf(site).currency,
    city: city.name,
    preorder: priced.reply.preorder,
    only_left_in_stock: priced.reply.only_left_in_stock,
  };
};

export const deliveryHandlers: AreaHandlers<DeliveryIds> = {
  deliveryList: ({ query, caller, state, site }) =>
    deliveryList(state, cityIn(query.city_id, query.country_id), site, caller!.user.id),

  refOrderDeliveryList: ({ query, state, site }) => {
    if (query.ref !== undefined) checkRef(state, query.ref);
    return deliveryList(state, cityIn(query.city_id, query.country_id), site, null);
  },

  deliveryPickupPoints: ({ query, state }) => points(state, query.delivery_id, query.city_id),
  refOrderDeliveryPickupPoints: ({ query, state }) => points(state, query.delivery_id, query.city_id),

  deliveryCompare: ({ body, caller, state, site, language }) => compare(state, body, site, language, caller!.user.id),

  refOrderDeliveryCompare: ({ body, state, site, language }) => {
    if (body.ref !== undefined) checkRef(state, body.ref);
    return compare(state, body, site, language, null);
  },

  addressTemplates: ({ body, caller, state }) => {
    const country = countryById(body.country_id);
    if (!country) throw notFound('Country');
    return { templates: addressTemplates(state).of(caller!.user.id, country.code, body.type).map(toAddressTemplate) };
  },

  deliveryCheck: ({ body, caller, state, site }) => {
    const checked = checkDelivery(state, body, caller?.user.id ?? null);
    const problems = Object.values(checked.errors).flat();
    if (problems.length > 0 || !checked.city || !checked.method) {
      return { ok: false, cost: null, message: problems.join('; ') || 'Choose a delivery method' };
    }
    const goods = serverCartGoods(state, caller?.user.id ?? null);
    const [min, max] = deliveryDays(checked.method, checked.city);
    return {
      ok: true,
      cost: convert(deliveryCostRub(checked.method, checked.city, goods.rub), site),
      message: min === max ? `Ready in ${min} days` : `Delivery in ${min}-${max} days`,
    };
  },

  addressTransliterate: ({ body }) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, transliterate(v)])),

  addressTemplateDelete: ({ params, caller, state }) => {
    if (!addressTemplates(state).remove(caller!.user.id, params.id)) throw notFound('Address template');
    return { ok: true };
  },
};
