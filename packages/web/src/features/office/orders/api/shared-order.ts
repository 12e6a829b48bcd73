import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, api } from '../../../../api/client';
import { type PaymentOutcome, splitMethodCode } from './pay-order';

/** GET /bff/v1/orders/{id}/shared/{share}: the order a share link names. */
export const sharedOrderQueryOptions = (id: number, share: string) =>
  $api.queryOptions('get', '/bff/v1/orders/{id}/shared/{share}', { params: { path: { id, share } } });

/** A wrong link is an answer, not a fault: it is not asked again; a malformed one is never asked. */
export const useSharedOrder = (id: number, share: string, enabled: boolean) =>
  useQuery({ ...sharedOrderQueryOptions(id, share), retry: false, enabled });

/** POST /bff/v1/orders/{id}/shared/{share}/pay/{provider}: pays that order; the order loads again. */
export const usePaySharedOrder = (id: number, share: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<PaymentOutcome> => {
      const { provider, segment } = splitMethodCode(code);
      const { data, error } = await api.POST('/bff/v1/orders/{id}/shared/{share}/pay/{provider}', {
        params: { path: { id, share, provider } },
        body: segment ? { segment } : {},
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedOrderQueryOptions(id, share).queryKey }),
  });
};
