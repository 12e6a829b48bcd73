import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type EventSummary = components['schemas']['EventSummary'];

/** GET /bff/v1/office/events: the upcoming events. */
export const useEvents = () => useQuery($api.queryOptions('get', '/bff/v1/office/events', {}));
