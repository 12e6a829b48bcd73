import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type Meditation = components['schemas']['Meditation'];
export type MeditationProduct = components['schemas']['MeditationProduct'];

/** GET /bff/v1/office/meditations: a page of records, playable once bought, and the items to buy. */
export const useMeditations = (page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/meditations', { params: { query: { page } } }),
    placeholderData: keepPreviousData,
  });
