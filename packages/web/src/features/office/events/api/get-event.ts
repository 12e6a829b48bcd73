import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/events/{eventId}: one event and the user's tickets for it. */
export const useEvent = (eventId: number) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/events/{eventId}', { params: { path: { eventId } } }));
