import type { components } from '@gf/contracts/generated/bff';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type AuthState = components['schemas']['AuthState'];
export type AuthUser = components['schemas']['AuthUser'];

/** GET /bff/v1/auth: who is signed in. The gateway keeps the user fresh (spec 1 §4), so this stays a minute. */
export const authQueryOptions = () => $api.queryOptions('get', '/bff/v1/auth', {}, { staleTime: 60_000 });

export const useAuth = () => useQuery(authQueryOptions());

/** Spec 1 §4: an auth call's reply is the new truth; everything personal cached before it is not. */
export const applyAuthState = async (queryClient: QueryClient, state: AuthState): Promise<void> => {
  const key = authQueryOptions().queryKey;
  queryClient.setQueryData(key, state);
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[1] !== key[1] && query.queryKey[1] !== '/bff/v1/site',
  });
};
