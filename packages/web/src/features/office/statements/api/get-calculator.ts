import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type Forecast = components['schemas']['CalculatorReply'];

export interface CalculatorInput {
  currency: string;
  partners: number;
  /** Exact decimal text, as typed (money is never a float here). */
  sum: string;
}

/** GET /bff/v1/office/statements/calculator: the remuneration forecast, once the form is sent. */
export const useCalculator = (input: CalculatorInput | null) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/statements/calculator', {
      params: { query: input ?? { currency: '', partners: 0, sum: '' } },
    }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
