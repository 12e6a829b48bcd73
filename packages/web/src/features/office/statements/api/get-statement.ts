import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { pageRead } from '../../../../api/page-read';

export type StatementPage = components['schemas']['StatementPageReply'];

/** GET /bff/v1/office/statements/statement: a period's statement (the current one without `periodId`). */
export const statementRead = (periodId: number | undefined) =>
  pageRead('/bff/v1/office/statements/statement', {
    params: { query: periodId === undefined ? {} : { period_id: periodId } },
  });

export const useStatement = (periodId: number | undefined) => {
  const read = statementRead(periodId);
  return useQuery({ ...$api.queryOptions('get', read.path, read.init), placeholderData: keepPreviousData });
};
