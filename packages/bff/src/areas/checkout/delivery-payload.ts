import type { DeliveryBody } from '@gf/contracts/gateway/checkout';
import { addressLine, addressProblem, fullName } from '@gf/contracts/rules/address-rules';
import { normalisePhone, phoneProblem } from '@gf/contracts/rules/phone-rules';
import type { OrderDelivery } from '@gf/contracts/upstream/entities/order';
import type { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';

type UpstreamDelivery = z.input<typeof OrderDelivery>;

/**
 * Spec 2 §5 checks of a delivery before it reaches the upstream. Field names are those of the
 * order payload (`delivery.phone`); each message is the rule's name (`country`, `type`, ...), which
 * the client translates. The code `delivery_rules` tells such errors from the upstream's own.
 */
export const deliveryRuleErrors = (d: DeliveryBody): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const phone = phoneProblem(d.phone, d.country);
  if (phone) errors['delivery.phone'] = [phone];
  const address = addressProblem(d.delivery_type, d.country, d);
  if (address) {
    errors['delivery.latitude'] = [address];
    errors['delivery.longitude'] = [address];
  }
  if (d.delivery_type === 'delivery-courier' && d.address_template_id === undefined) {
    if (!d.street) errors['delivery.street'] = ['required'];
    if (!d.house) errors['delivery.house'] = ['required'];
  }
  return errors;
};

export const enforceDeliveryRules = (d: DeliveryBody): void => {
  const errors = deliveryRuleErrors(d);
  if (Object.keys(errors).length > 0) {
    throw new GatewayError({
      status: 400,
      code: 'delivery_rules',
      message: 'Some delivery fields break a rule',
      fields: errors,
    });
  }
};

/** The upstream's delivery of a checked body: full name, street line and address line built by the rules. */
export const toUpstreamDelivery = (d: DeliveryBody): UpstreamDelivery => {
  const withTemplate = d.address_template_id !== undefined;
  const courier = d.delivery_type === 'delivery-courier';
  const parts = {
    street: d.street ?? '',
    house: d.house ?? '',
    flat: d.flat,
    city: d.city ?? '',
    post_index: d.post_index,
  };
  const delivery: UpstreamDelivery = {
    delivery_type: d.delivery_type,
    city_id: d.city_id,
    country: d.country,
    full_name: fullName(d.recipient, d.country, withTemplate),
    phone: normalisePhone(d.phone, d.country),
  };
  const optional: Partial<UpstreamDelivery> = {
    email: d.email || undefined,
    city: d.city,
    post_index: d.post_index,
    delivery_home: d.delivery_home,
    stock_id: d.stock_id,
    delivery_id: d.delivery_id,
    group_number: d.group_number,
    address_template_id: d.address_template_id,
    contact_info: d.contact_info,
    note: d.note,
    latitude: d.latitude,
    longitude: d.longitude,
    ...(courier && d.street
      ? {
          // The parts go apart too; the address line is written by the country's rules (spec 2 §5).
          street: d.street,
          house: d.house,
          flat: d.flat,
          address: addressLine(parts, d.country),
        }
      : { address: d.address }),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined && value !== '') (delivery as Record<string, unknown>)[key] = value;
  }
  return delivery;
};
