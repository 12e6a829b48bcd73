import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/event-instructions/{eventPath}: how to take part, by the event's path. */
export const useEventInstruction = (eventPath: string) =>
  useQuery(
    $api.queryOptions('get', '/bff/v1/office/event-instructions/{eventPath}', { params: { path: { eventPath } } }),
  );
