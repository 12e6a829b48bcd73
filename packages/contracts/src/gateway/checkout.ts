import { z } from 'zod';
import { CartBody } from './cart.js';
import { contract } from './contract-registry.js';

/** Spec 2 §3 delivery method types. */
export const DeliveryType = contract('DeliveryType', z.enum(['stock', 'delivery-courier', 'delivery-pickup', 'group']));

export const CheckoutCoords = contract('CheckoutCoords', z.object({ latitude: z.number(), longitude: z.number() }));

export const CheckoutCountry = contract(
  'CheckoutCountry',
  z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
);

export const CheckoutCity = contract(
  'CheckoutCity',
  z.object({ id: z.number().int(), name: z.string(), region: z.string().nullable(), country_id: z.number().int() }),
);

export const CheckoutTerritory = contract(
  'CheckoutTerritory',
  z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int() }),
);

export const CheckoutStock = contract(
  'CheckoutStock',
  z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    times: z.string(),
    coords: CheckoutCoords.nullable(),
  }),
);

/** Spec 2 §3 Address template; `type` is its checkout tab (shop, courier, pvz). */
export const AddressTemplateItem = contract(
  'AddressTemplateItem',
  z.object({
    id: z.number().int(),
    type: z.enum(['shop', 'courier', 'pvz']),
    stock_id: z.number().int().nullable(),
    delivery: z.number().int().nullable(),
    city: z.string(),
    country: z.string(),
    post_index: z.string().nullable(),
    address: z.string(),
    full_name: z.string(),
  }),
);

/** Who is buying and how the order will be placed (spec 2 §4, §6). */
export const CheckoutBuyer = contract(
  'CheckoutBuyer',
  z.object({
    kind: z.enum(['order', 'ref-order', 'open-entry-order', 'visitor']).meta({
      description:
        'order: signed in; ref-order: referral visitor; open-entry-order: open-entry session; visitor: must sign in',
    }),
    referral: z.object({ ref: z.string(), name: z.string() }).nullable(),
    spectating: z.boolean(),
    /** false while a manager without can_create_order_well spectates. */
    can_order: z.boolean(),
    flow: z.enum(['standard', 'employee']).meta({
      'x-assumed': true,
      description:
        'employee: an employee ordering for themselves (spec 2 §1 dedicated flow): collected at a company stock or office, marked order_source employee',
    }),
  }),
);

export const MapSettings = contract(
  'MapSettings',
  z.object({
    tile_url: z
      .string()
      .nullable()
      .meta({ description: 'XYZ tile URL template ({z}/{x}/{y}); null: points are listed' }),
    attribution: z.string().nullable(),
  }),
);

/** Step 1 of checkout in one call: buyer, countries, territories, templates and map settings. */
export const CheckoutStartReply = contract(
  'CheckoutStartReply',
  z.object({
    buyer: CheckoutBuyer,
    countries: z.array(CheckoutCountry).meta({ description: 'Countries this site delivers to, its own first' }),
    territories: z.array(CheckoutTerritory),
    templates: z.array(AddressTemplateItem),
    map: MapSettings,
    address_suggestions: z
      .boolean()
      .meta({ description: 'Whether GET /checkout/address-suggestions is offered (an address service is set up)' }),
  }),
);

export const CheckoutDeliveryOption = contract(
  'CheckoutDeliveryOption',
  z.object({
    id: z.number().int(),
    name: z.string(),
    type: DeliveryType,
    cost: z.number(),
    currency_code: z.string(),
    days_min: z.number().int().nullable(),
    days_max: z.number().int().nullable(),
    logo: z.string().nullable(),
  }),
);

export const CheckoutGroupOrder = contract(
  'CheckoutGroupOrder',
  z.object({
    number: z.string(),
    leader_name: z.string(),
    stock_id: z.number().int(),
    address: z.string(),
    closes_at: z.string(),
  }),
);

/** Spec 1 §3 delivery list for a city. */
export const CheckoutDeliveryReply = contract(
  'CheckoutDeliveryReply',
  z.object({
    delivery_list: z.array(CheckoutDeliveryOption),
    stocks: z.array(CheckoutStock),
    offices: z.array(CheckoutStock),
    group_orders: z.array(CheckoutGroupOrder),
    thermo_product_ids: z.array(z.number().int()),
    delivery_info: z.array(z.string()),
    enable_courier: z.boolean(),
    enable_pvz: z.boolean(),
  }),
);

export const CheckoutPickupPoint = contract(
  'CheckoutPickupPoint',
  z.object({
    code: z.string(),
    type: z.string(),
    city: z.string(),
    country: z.string(),
    coords: CheckoutCoords,
    full_address: z.string(),
    address: z.string(),
    post_index: z.string(),
    phone: z.string().nullable(),
    times: z.string(),
    storage_period: z.number().int().nullable(),
    delivery_id: z.number().int(),
    distance_km: z
      .number()
      .meta({ description: 'From the centre of the points listed (the city centre, near enough)' }),
  }),
);

export const PickupPointsReply = contract(
  'PickupPointsReply',
  z.object({ points: z.array(CheckoutPickupPoint), centre: CheckoutCoords.nullable() }),
);

export const CompareBody = contract(
  'CompareBody',
  z.object({
    cart: CartBody,
    city_id: z.number().int(),
    delivery_type: DeliveryType.optional(),
    delivery_id: z.number().int().optional(),
  }),
);

export const CompareReply = contract(
  'CompareReply',
  z.object({
    delivery_list: z.array(CheckoutDeliveryOption),
    cost: z.number(),
    value: z.number(),
    max_gft_balance: z.number(),
  }),
);

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * The delivery part of checkout as the client sends it. The gateway applies the phone and address
 * rules (spec 2 §5) and builds the upstream's delivery from it (full name, street and address lines).
 */
export const DeliveryBody = contract(
  'DeliveryBody',
  z.object({
    delivery_type: DeliveryType,
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .meta({ description: 'Country code of the delivery' }),
    city_id: z.number().int(),
    city: trimmed(120).optional(),
    recipient: z.object({
      first_name: trimmed(80).min(1),
      last_name: trimmed(80).min(1),
      patronymic: trimmed(80).optional(),
    }),
    phone: trimmed(40).min(1),
    email: trimmed(200).optional(),
    street: trimmed(200).optional(),
    house: trimmed(40).optional(),
    flat: trimmed(40).optional(),
    post_index: trimmed(20).optional(),
    delivery_home: z.boolean().optional(),
    address: trimmed(400).optional().meta({ description: 'Pickup point address (pickup) or a template address' }),
    stock_id: z.number().int().optional(),
    delivery_id: z.number().int().optional(),
    group_number: trimmed(40).optional(),
    address_template_id: z.number().int().optional(),
    contact_info: trimmed(200).optional(),
    note: trimmed(500).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  }),
);
export type DeliveryBody = z.infer<typeof DeliveryBody>;

export const DeliveryCheckReply = contract(
  'DeliveryCheckReply',
  z.object({ ok: z.boolean(), cost: z.number().nullable(), message: z.string().nullable() }),
);

/** An address the address service found for what the buyer typed, with its point (spec 2 §7, §5). */
export const AddressSuggestion = contract(
  'AddressSuggestion',
  z.object({
    label: z.string(),
    street: z.string(),
    house: z.string(),
    city: z.string(),
    post_index: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
);
