import type { OrderDelivery } from '@gf/contracts/upstream/entities/order';
import type { z } from 'zod';
import { phoneProblem } from '../phone-rules.js';
import { DELIVERY_METHODS, type DeliveryMethod, deliveryMethodById, methodServes } from '../state/delivery-methods.js';
import { cityById, countryByCode, type GeoCity, stockById } from '../state/geo-data.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { addressTemplates } from './address-templates.js';
import { groupOrders } from './group-orders.js';

export type DeliveryInput = z.output<typeof OrderDelivery>;

export interface CheckedDelivery {
  errors: Record<string, string[]>;
  city: GeoCity | undefined;
  method: DeliveryMethod | undefined;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The server's checks of an order's delivery (spec 2 §5): the phone fits the country, the place
 * exists, each delivery type has its address parts, and courier delivery in AZ carries coordinates.
 * Field names are those of the payload (`delivery.street`), as the client reads them per field.
 */
export const checkDelivery = (
  state: SandboxState,
  d: DeliveryInput,
  userId: number | null,
  prefix = 'delivery',
): CheckedDelivery => {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[`${prefix}.${field}`] = [...(errors[`${prefix}.${field}`] ?? []), message];
  };
  const country = countryByCode(d.country);
  const city = cityById(d.city_id);
  if (!country) add('country', 'Unknown country');
  if (!city) add('city_id', 'Unknown city');
  else if (country && city.countryCode !== country.code) add('city_id', 'The city is not in the chosen country');
  const phone = country ? phoneProblem(d.phone, country.code) : null;
  if (phone) add('phone', phone);
  if (d.email && !EMAIL.test(d.email)) add('email', 'Not a valid email');
  const template =
    d.address_template_id === undefined || userId === null
      ? undefined
      : addressTemplates(state).get(userId, d.address_template_id);
  if (d.address_template_id !== undefined && !template) add('address_template_id', 'Unknown address template');
  const required = (field: 'street' | 'house' | 'address', value: string | undefined) => {
    if (!template && !value?.trim()) add(field, 'Required');
  };

  let method: DeliveryMethod | undefined;
  switch (d.delivery_type) {
    case 'stock': {
      method = deliveryMethodById(1);
      const stock = d.stock_id === undefined ? undefined : stockById(d.stock_id);
      if (!stock) add('stock_id', d.stock_id === undefined ? 'Required' : 'Unknown stock');
      else if (country && cityById(stock.cityId)?.countryCode !== country.code) {
        add('stock_id', 'The stock is in another country');
      }
      break;
    }
    case 'group': {
      method = deliveryMethodById(2);
      const open = city ? groupOrders(state, city.countryCode) : [];
      if (!d.group_number) add('group_number', 'Required');
      else if (!open.some((g) => g.number === d.group_number))
        add('group_number', 'No open group order with this number');
      break;
    }
    case 'delivery-courier': {
      method = DELIVERY_METHODS.find((m) => m.type === 'delivery-courier');
      if (city && method && !methodServes(method, city)) add('delivery_type', `No courier delivery to ${city.name}`);
      required('street', d.street);
      required('house', d.house);
      if (country?.code === 'AZ') {
        if (d.latitude === undefined) add('latitude', 'Mark the address on the map');
        if (d.longitude === undefined) add('longitude', 'Mark the address on the map');
      }
      break;
    }
    case 'delivery-pickup': {
      method = d.delivery_id === undefined ? undefined : deliveryMethodById(d.delivery_id);
      if (method?.type !== 'delivery-pickup') add('delivery_id', 'Choose a pickup service');
      else if (city && !methodServes(method, city)) add('delivery_id', `${method.name} does not serve ${city.name}`);
      required('address', d.address);
      break;
    }
  }
  return { errors, city, method };
};
