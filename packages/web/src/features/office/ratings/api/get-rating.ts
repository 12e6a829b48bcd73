import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type RatingPageData = components['schemas']['RatingPageReply'];
export type RatingRow = RatingPageData['rows'][number];

/** GET /bff/v1/office/ratings/{page}: one rating page for a period (the current one without `periodId`). */
export const useRating = (page: string, periodId: number | undefined) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/ratings/{page}', {
      params: { path: { page }, query: periodId === undefined ? {} : { period_id: periodId } },
    }),
    // The previous period's rows stay while the next one loads: the selector does not blank the page.
    placeholderData: keepPreviousData,
  });
