import type { components } from '@gf/contracts/generated/bff';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../api/client';
import { AUTH_READ } from '../api/page-read';

export type AuthState = components['schemas']['AuthState'];
export type AuthUser = components['schemas']['AuthUser'];

/**
 * GET /bff/v1/auth: who is signed in, for the whole app under one query key. The gateway keeps the
 * user fresh (spec 1 §4), so an answer stays a minute.
 */
export const authQueryOptions = () => $api.queryOptions('get', AUTH_READ.path, AUTH_READ.init, { staleTime: 60_000 });

export const useAuth = () => useQuery(authQueryOptions());

/** Spec 1 §4: an auth call's reply is the new truth; everything personal cached before it is not. */
export const applyAuthState = async (queryClient: QueryClient, state: AuthState): Promise<void> => {
  const key = authQueryOptions().queryKey;
  queryClient.setQueryData(key, state);
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[1] !== key[1] && query.queryKey[1] !== '/bff/v1/site',
  });
};

export const useApplyAuthState = () => {
  const queryClient = useQueryClient();
  return (state: AuthState): Promise<void> => applyAuthState(queryClient, state);
};

/** What most pages need to know of the visitor. */
export const useViewer = () => {
  const { data } = useAuth();
  const user = data?.user ?? null;
  return {
    user,
    signedIn: user !== null,
    /** Spec 1 §3 ref info: partners and employees have a referral code; clients do not. */
    hasReferralCode: user !== null && user.role !== 'client',
  };
};
