import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type PickupPoint = components['schemas']['CheckoutPickupPoint'];

/** GET /bff/v1/checkout/pickup-points: a carrier's points in a city, nearest the centre first. */
export const usePickupPoints = (deliveryId: number, cityId: number) =>
  useQuery(
    $api.queryOptions('get', '/bff/v1/checkout/pickup-points', {
      params: { query: { delivery_id: deliveryId, city_id: cityId } },
    }),
  );
