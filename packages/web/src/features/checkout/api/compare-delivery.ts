import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type CompareBody = components['schemas']['CompareBody'];

/**
 * POST /bff/v1/checkout/compare (spec 1 §3 delivery compare, the ref-order variant for referral and
 * open-entry visitors, chosen by the gateway): what each way of delivery costs for this cart.
 */
export const useDeliveryCompare = (body: CompareBody | null) =>
  useQuery({
    ...$api.queryOptions('post', '/bff/v1/checkout/compare', { body: body ?? { cart: emptyCart, city_id: 0 } }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

const emptyCart = { products: [], gifts: [], free: [], choices: [] };
