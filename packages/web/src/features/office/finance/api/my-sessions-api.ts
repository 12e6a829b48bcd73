import type { components } from '@gf/contracts/generated/bff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type MySession = components['schemas']['MySession'];
export type SpectatorVisit = components['schemas']['SpectatorVisit'];

const SESSIONS = '/bff/v1/office/finance/security/sessions';

/** GET …/security/sessions: the account's signed-in sessions (issue 35). */
export const useMySessions = () => useQuery($api.queryOptions('get', SESSIONS));

/** GET …/security/spectators: who viewed this office and what they did; a manager's own viewing. */
export const useSpectatorTrail = () => useQuery($api.queryOptions('get', '/bff/v1/office/finance/security/spectators'));

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
