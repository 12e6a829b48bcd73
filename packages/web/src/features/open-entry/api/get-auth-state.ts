import type { components } from '@gf/contracts/generated/bff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';

type AuthState = components['schemas']['AuthState'];

/** GET /bff/v1/auth under the app's one auth query key; open entry needs the visitor's phone and sponsor flag. */
export const authStateOptions = () => $api.queryOptions('get', '/bff/v1/auth', {}, { staleTime: 60_000 });

export const useAuthState = () => useQuery(authStateOptions());

/** An auth call's reply is the new truth (spec 1 §4): cached personal reads (checkout buyer) are asked again. */
export const useApplyAuthState = () => {
  const queryClient = useQueryClient();
  return async (state: AuthState): Promise<void> => {
    const key = authStateOptions().queryKey;
    queryClient.setQueryData(key, state);
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[1] !== key[1] && query.queryKey[1] !== '/bff/v1/site',
    });
  };
};
