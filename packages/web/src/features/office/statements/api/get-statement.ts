import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type StatementPage = components['schemas']['StatementPageReply'];

/** GET /bff/v1/office/statements/statement: a period's statement (the current one without `periodId`). */
export const useStatement = (periodId: number | undefined) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/statements/statement', {
      params: { query: periodId === undefined ? {} : { period_id: periodId } },
    }),
    placeholderData: keepPreviousData,
  });
