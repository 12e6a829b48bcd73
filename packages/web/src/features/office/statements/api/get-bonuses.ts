import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type BonusPage = components['schemas']['BonusPageReply'];
export type BonusType = components['schemas']['StatementBonusType'];

/** GET /bff/v1/office/statements/bonuses: the bonus page of a period, a page of one bonus's rows. */
export const useBonuses = (periodId: number | undefined, type: BonusType | undefined, page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/statements/bonuses', {
      params: {
        query: { page, ...(periodId === undefined ? {} : { period_id: periodId }), ...(type ? { type } : {}) },
      },
    }),
    placeholderData: keepPreviousData,
  });
