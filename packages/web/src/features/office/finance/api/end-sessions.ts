import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { SESSIONS } from './get-my-sessions';

const useRefreshSessions = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: $api.queryOptions('get', SESSIONS).queryKey });
};

/** DELETE …/security/sessions/{id}: ends another session (by its handle, never a session id). */
export const useEndSession = () =>
  $api.useMutation('delete', '/bff/v1/office/finance/security/sessions/{id}', { onSettled: useRefreshSessions() });

/** POST …/security/sessions/end-others: ends every other session at once. */
export const useEndOtherSessions = () =>
  $api.useMutation('post', '/bff/v1/office/finance/security/sessions/end-others', {
    onSettled: useRefreshSessions(),
  });
