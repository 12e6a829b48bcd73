import type { components } from '@gf/contracts/generated/bff';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { applicationEventQueryOptions, applicationFormQueryOptions } from './get-application-event';
import { applicationEventsQueryOptions } from './get-application-events';

export type ApplicationBody = components['schemas']['ApplicationBody'];

/** Everything that shows the user's application to the event reads again. */
export const refreshApplication = (queryClient: QueryClient, eventId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationEventsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: applicationEventQueryOptions(eventId).queryKey }),
    queryClient.invalidateQueries({ queryKey: applicationFormQueryOptions(eventId).queryKey }),
  ]);

/** POST …/{eventId}/application: the whole application, once per idempotency key. */
export const useSendApplication = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationBody) => {
      const { data, error } = await api.POST('/bff/v1/office/application-events/{eventId}/application', {
        params: { path: { eventId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    // After a refusal too: a package may have filled up, which the form shows from fresh data.
    onSettled: () => refreshApplication(queryClient, eventId),
  });
};
