import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { pageRead } from '../../../../api/page-read';

export type EventSummary = components['schemas']['EventSummary'];

/** GET /bff/v1/office/events: the upcoming events. */
export const eventsRead = () => pageRead('/bff/v1/office/events', {});

export const useEvents = () => {
  const read = eventsRead();
  return useQuery($api.queryOptions('get', read.path, read.init));
};
