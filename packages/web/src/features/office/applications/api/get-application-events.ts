import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type ApplicationEvent = components['schemas']['ApplicationEvent'];

export const applicationEventsQueryOptions = () => $api.queryOptions('get', '/bff/v1/office/application-events', {});

/** GET /bff/v1/office/application-events: events open for applications, with the user's status. */
export const useApplicationEvents = () => useQuery(applicationEventsQueryOptions());
