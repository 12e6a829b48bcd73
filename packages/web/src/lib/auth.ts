import type { components } from '@gf/contracts/generated/bff';
import { type QueryClient, QueryObserver, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../api/client';
import { AUTH_READ } from '../api/page-read';

export type AuthState = components['schemas']['AuthState'];
export type AuthUser = components['schemas']['AuthUser'];

/**
 * GET /bff/v1/auth: who is signed in, for the whole app under one query key. The gateway keeps the
 * user fresh (spec 1 §4), so an answer stays a minute.
 */
export const authQueryOptions = () => $api.queryOptions('get', AUTH_READ.path, AUTH_READ.init, { staleTime: 60_000 });

const useBrowserAuth = () => useQuery(authQueryOptions());
type AuthResult = ReturnType<typeof useBrowserAuth>;

/** The visitor as each server render's client holds it, worked out once per render. */
const renderedAuth = new WeakMap<QueryClient, AuthResult>();

/**
 * On the server the visitor is read once per render: a query observer for each of the twenty-odd
 * components that ask was a tenth of a page's render (issue 30). The render's client holds every
 * answer before it renders (the page's reads) and nothing changes during the one pass, so each
 * asker gets the same result an observer of its own would have given.
 */
const useRenderedAuth = (): AuthResult => {
  const queryClient = useQueryClient();
  let result = renderedAuth.get(queryClient);
  if (!result) {
    const options = queryClient.defaultQueryOptions(authQueryOptions());
    result = new QueryObserver(queryClient, options).getOptimisticResult(options) as AuthResult;
    renderedAuth.set(queryClient, result);
  }
  return result;
};

export const useAuth = typeof window === 'undefined' ? useRenderedAuth : useBrowserAuth;

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
