import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type ApplicationPage = components['schemas']['ApplicationPageReply'];
export type ApplicationFormData = ApplicationPage['form'];
export type EventApplication = NonNullable<ApplicationFormData['application']>;
export type DocumentScan = EventApplication['scans'][number];

export const applicationEventQueryOptions = (eventId: number) =>
  $api.queryOptions('get', '/bff/v1/office/application-events/{eventId}', { params: { path: { eventId } } });

export const applicationFormQueryOptions = (eventId: number) =>
  $api.queryOptions('get', '/bff/v1/office/application-events/{eventId}/application', {
    params: { path: { eventId } },
  });

/** GET /bff/v1/office/application-events/{eventId}: the event and the user's application to it. */
export const useApplicationEvent = (eventId: number) => useQuery(applicationEventQueryOptions(eventId));

/** GET …/{eventId}/application: what the form offers (sizes, countries, packages with places) and the application so far. */
export const useApplicationForm = (eventId: number) => useQuery(applicationFormQueryOptions(eventId));
