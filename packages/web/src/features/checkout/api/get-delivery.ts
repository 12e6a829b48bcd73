import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type DeliveryReply = components['schemas']['CheckoutDeliveryReply'];
export type DeliveryOption = components['schemas']['CheckoutDeliveryOption'];

/** GET /bff/v1/checkout/delivery: the delivery methods, stocks and group orders of a city. */
export const useDelivery = (cityId: number | null, countryId: number | null) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/checkout/delivery', {
      params: { query: { city_id: cityId ?? 0, ...(countryId ? { country_id: countryId } : {}) } },
    }),
    enabled: cityId !== null,
  });
