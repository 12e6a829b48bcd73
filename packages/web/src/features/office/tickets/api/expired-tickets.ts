import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/tickets/expired: holds that lapsed and were not shown yet (spec 2 §4). */
export const useExpiredTickets = (enabled: boolean) =>
  useQuery({ ...$api.queryOptions('get', '/bff/v1/office/tickets/expired', {}), enabled });

/** POST processed: the lapsed holds were shown. */
export const useMarkExpiredProcessed = () => $api.useMutation('post', '/bff/v1/office/tickets/expired/processed');
