import {
  AddressTemplateItem,
  CheckoutCity,
  CheckoutDeliveryReply,
  CheckoutStartReply,
  CheckoutStock,
  CompareBody,
  CompareReply,
  DeliveryBody,
  DeliveryCheckReply,
  PickupPointsReply,
} from '@gf/contracts/gateway/checkout';
import { EMPLOYEE_DELIVERY_TYPES, EMPLOYEE_TEMPLATE_TYPE } from '@gf/contracts/rules/employee-order';
import { routeDecision } from '@gf/contracts/rules/route-access';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerOf, enforceCartRules, enforceEmployeeDelivery, toCartInput } from '../cart/buyer.js';
import { enforceDeliveryRules, toUpstreamDelivery } from './delivery-payload.js';

const config = { area: 'shop' as const };
const Id = z.coerce.number().int().min(1);

export interface CheckoutRoutesOptions {
  /** XYZ tile URL template of a real map (MAP_TILE_URL); without one pickup points are listed. */
  mapTileUrl?: string | null | undefined;
  mapAttribution?: string | null | undefined;
  /** Whether an address service is configured (GEOCODER_URL): the client then offers address suggestions. */
  addressSuggestions?: boolean | undefined;
}

const EARTH_RADIUS_KM = 6371;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km, rounded to 0.1 km. */
export const distanceKm = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
};

/**
 * Checkout reads and checks (spec 2 §2 "Cart and checkout", §7). Delivery reads use the ref-order
 * variants for referral and open-entry visitors (spec 1 §6), chosen by the session.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, options) => {
  const { calls } = app.core;

  /** Countries this site delivers to, its own country first. */
  const siteCountries = async (request: FastifyRequest) => {
    const main = await calls.call(request, 'siteMain', {});
    const { site } = request;
    return main.countries
      .filter((c) => c.site === site.code || site.countries.includes(c.code))
      .sort((a, b) => Number(b.code === site.country) - Number(a.code === site.country))
      .map(({ id, code, name }) => ({ id, code, name }));
  };

  app.get(
    '/checkout',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Checkout step 1: buyer, countries, territories, address templates and map settings',
        response: { 200: CheckoutStartReply },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request);
      const [countries, territories] = await Promise.all([
        siteCountries(request),
        calls.call(request, 'geoTerritories', {}),
      ]);
      const own = countries[0];
      const saved =
        buyer.kind === 'order' && own
          ? (await calls.call(request, 'addressTemplates', { body: { country_id: own.id } })).templates
          : [];
      // The employee flow collects at a stock or office: only those saved places are of use.
      const templates = buyer.employee ? saved.filter((t) => t.type === EMPLOYEE_TEMPLATE_TYPE) : saved;
      return {
        buyer: {
          kind: buyer.kind,
          referral: buyer.referral,
          spectating: buyer.caller === 'viewer' || buyer.caller === 'orderingManager',
          // What the route policy would answer this session's order (spec 1 §6, spec 2 §6).
          can_order: buyer.kind !== 'visitor' && routeDecision('ordering', buyer.caller, 'POST') === 'allowed',
          flow: buyer.employee ? ('employee' as const) : ('standard' as const),
        },
        countries,
        territories: territories.territories,
        templates,
        map: { tile_url: options.mapTileUrl ?? null, attribution: options.mapAttribution ?? null },
        address_suggestions: options.addressSuggestions ?? false,
      };
    },
  );

  app.get(
    '/checkout/cities',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Cities of a country matching what was typed',
        querystring: z.object({ country_id: Id, query: z.string().trim().min(1).max(80) }),
        response: { 200: z.object({ cities: z.array(CheckoutCity) }) },
      },
    },
    async (request) => calls.call(request, 'geoCities', { query: request.query }),
  );

  app.get(
    '/checkout/stocks',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Stocks that hand out orders in a territory',
        querystring: z.object({ territory_id: Id }),
        response: { 200: z.object({ stocks: z.array(CheckoutStock) }) },
      },
    },
    async (request) => calls.call(request, 'geoStocks', { query: request.query }),
  );

  app.get(
    '/checkout/delivery',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Delivery methods, stocks, offices and group orders for a city',
        querystring: z.object({ city_id: Id, country_id: Id.optional() }),
        response: { 200: CheckoutDeliveryReply },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request);
      const list =
        buyer.kind === 'order'
          ? await calls.call(request, 'deliveryList', { query: request.query })
          : await calls.call(request, 'refOrderDeliveryList', {
              query: { ...request.query, ...(buyer.referral ? { ref: buyer.referral.ref } : {}) },
            });
      const { static_objects: _cms, ...rest } = list;
      // Spec 1 §3: enable_courier and enable_pvz decide whether those choices are offered at all.
      const offered = rest.delivery_list.filter(
        (m) =>
          (m.type !== 'delivery-courier' || rest.enable_courier) && (m.type !== 'delivery-pickup' || rest.enable_pvz),
      );
      // The employee flow offers only what it takes: a company stock or office.
      return buyer.employee
        ? {
            ...rest,
            delivery_list: offered.filter((m) => EMPLOYEE_DELIVERY_TYPES.includes(m.type)),
            group_orders: [],
          }
        : { ...rest, delivery_list: offered };
    },
  );

  app.get(
    '/checkout/pickup-points',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Pickup points of one delivery service in a city, with their distance from the centre',
        querystring: z.object({ delivery_id: Id, city_id: Id }),
        response: { 200: PickupPointsReply },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request);
      const { points } =
        buyer.kind === 'order'
          ? await calls.call(request, 'deliveryPickupPoints', { query: request.query })
          : await calls.call(request, 'refOrderDeliveryPickupPoints', { query: request.query });
      if (points.length === 0) return { points: [], centre: null };
      const centre = {
        latitude: points.reduce((s, p) => s + p.coords.latitude, 0) / points.length,
        longitude: points.reduce((s, p) => s + p.coords.longitude, 0) / points.length,
      };
      return {
        centre,
        points: points
          .map((p) => ({
            code: p.code,
            type: p.type,
            city: p.city,
            country: p.country,
            coords: p.coords,
            full_address: p.full_address,
            address: p.address,
            post_index: p.post_index,
            phone: p.phone,
            times: p.times,
            storage_period: p.storage_period,
            delivery_id: p.delivery_id,
            distance_km: distanceKm(centre, p.coords),
          }))
          .sort((a, b) => a.distance_km - b.distance_km),
      };
    },
  );

  app.post(
    '/checkout/compare',
    {
      config: { access: 'session', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Compare delivery methods for the cart: cost of each, and the cart priced with the cheapest',
        body: CompareBody,
        response: { 200: CompareReply },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request);
      const { cart, ...where } = request.body;
      enforceCartRules(cart);
      const body = { cart: toCartInput(cart), ...where };
      const reply =
        buyer.kind === 'order'
          ? await calls.call(request, 'deliveryCompare', { body })
          : await calls.call(request, 'refOrderDeliveryCompare', {
              body: { ...body, ...(buyer.referral ? { ref: buyer.referral.ref } : {}) },
            });
      return {
        delivery_list: buyer.employee
          ? reply.delivery_list.filter((m) => EMPLOYEE_DELIVERY_TYPES.includes(m.type))
          : reply.delivery_list,
        cost: reply.cost,
        value: reply.value,
        max_gft_balance: reply.max_gft_balance,
      };
    },
  );

  app.get(
    '/checkout/address-templates',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['checkout'],
        summary: "The user's saved address templates for a country, optionally of one tab",
        querystring: z.object({ country_id: Id, type: z.enum(['shop', 'courier', 'pvz']).optional() }),
        response: { 200: z.object({ templates: z.array(AddressTemplateItem) }) },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request);
      const reply = await calls.call(request, 'addressTemplates', { body: request.query });
      return buyer.employee
        ? { ...reply, templates: reply.templates.filter((t) => t.type === EMPLOYEE_TEMPLATE_TYPE) }
        : reply;
    },
  );

  app.delete(
    '/checkout/address-templates/:id',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Delete an address template',
        params: z.object({ id: Id }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) => calls.call(request, 'addressTemplateDelete', { params: request.params }),
  );

  app.post(
    '/checkout/delivery-check',
    {
      config: { access: 'session', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Check a delivery before ordering: the phone and address rules, then the upstream check',
        body: DeliveryBody,
        response: { 200: DeliveryCheckReply },
      },
    },
    async (request) => {
      enforceDeliveryRules(request.body);
      const buyer = await buyerOf(request);
      enforceEmployeeDelivery(buyer, request.body.delivery_type);
      return calls.call(
        request,
        'deliveryCheck',
        { body: toUpstreamDelivery(request.body) },
        buyer.kind === 'order' ? 'optional' : 'none',
      );
    },
  );

  app.post(
    '/checkout/transliterate',
    {
      config: { access: 'session', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Transliterate address fields into Latin letters',
        body: z.record(z.string().max(40), z.string().max(500)).refine((r) => Object.keys(r).length <= 20, {
          message: 'At most 20 fields',
        }),
        response: { 200: z.record(z.string(), z.string()) },
      },
    },
    async (request) => calls.call(request, 'addressTransliterate', { body: request.body }, 'none'),
  );

  app.post(
    '/checkout/vat',
    {
      config: { access: 'session', ...config },
      schema: {
        tags: ['checkout'],
        summary: 'Check a VAT number',
        body: z.object({ vat_number: z.string().trim().min(1).max(40) }),
        response: { 200: z.object({ valid: z.boolean() }) },
      },
    },
    async (request) => calls.call(request, 'vatCheck', { body: request.body }, 'none'),
  );
};
