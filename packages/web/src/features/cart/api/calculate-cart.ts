import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type Calculation = components['schemas']['CalculationReply'];
export type CalculateBody = components['schemas']['CalculateBody'];

/** POST /bff/v1/cart/calculate as a query: a changed cart prices again, the last price stays meanwhile. */
export const useCalculation = (body: CalculateBody, enabled = true) =>
  useQuery({
    ...$api.queryOptions('post', '/bff/v1/cart/calculate', { body }),
    enabled,
    placeholderData: keepPreviousData,
  });
